import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';

const FREE = '该值可用！';
const TAKEN = '该值不可用，系统中已存在！';

/** `/sys/duplicate/check` over its whitelist, on the seeded demo tenant and an empty second tenant. */
describe('form duplicate check (real PostgreSQL)', () => {
  let h: Harness;
  let admin = '';
  let other = '';

  const check = (query: Record<string, string>, token?: string) =>
    h.get(`/sys/duplicate/check?${new URLSearchParams(query).toString()}`, token);
  const verdict = async (query: Record<string, string>, token?: string) => {
    const r = await check(query, token);
    expect(r.status, r.body.message).toBe(200);
    return r.body.success ? FREE : r.body.message;
  };

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    const r = await h.post<{ token: string }>('/sys/login', { username: 'admin', password: 'Admin@2026' });
    admin = r.body.result.token;
    other = (await h.userWith('t2-forms', { tenantId: '2', actions: ['system:depart:add'] })).token;
    const withEmail = await h.post(
      '/sys/user/add',
      { username: 'mailer', realname: '邮件', password: 'Mailer@2026', email: 'mailer@boxfiber.cn' },
      admin,
    );
    expect(withEmail.body.success, withEmail.body.message).toBe(true);
  });
  afterAll(async () => h?.close());

  it('usernames answer without a token, as before; the edited record does not count against itself', async () => {
    expect(await verdict({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).toBe(TAKEN);
    expect(await verdict({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody' })).toBe(FREE);
    expect(
      await verdict({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: 'admin' }),
    ).toBe(FREE);
    // Usernames log in everywhere: taken for another tenant too.
    expect(await verdict({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'buyer1' }, other)).toBe(
      TAKEN,
    );
  });

  it('every other field needs a signed-in user', async () => {
    const r = await check({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800000001' });
    expect(r).toMatchObject({ status: 401, body: { message: '未授权，请重新登录' } });
    expect((await check({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'admin' })).status).toBe(
      401,
    );
  });

  it('each whitelisted field checks its own table and column', async () => {
    const cases: [string, string, string][] = [
      ['sys_user', 'phone', '13800000001'],
      ['sys_user', 'email', 'mailer@boxfiber.cn'],
      ['sys_role', 'role_code', 'buyer'],
      ['sys_role', 'roleCode', 'buyer'],
      ['sys_depart', 'org_code', 'A01A01'],
      ['sys_dict', 'dict_code', 'priority'],
      ['sys_category', 'code', 'A01A02'],
      ['sys_fill_rule', 'rule_code', 'purchase_order'],
      ['sys_check_rule', 'rule_code', 'credit_code'],
    ];
    for (const [tableName, fieldName, fieldVal] of cases) {
      expect(await verdict({ tableName, fieldName, fieldVal }, admin), `${tableName}.${fieldName}`).toBe(
        TAKEN,
      );
      expect(
        await verdict({ tableName, fieldName, fieldVal: `${fieldVal}-x` }, admin),
        `${tableName}.${fieldName} free`,
      ).toBe(FREE);
    }
    expect(
      await verdict(
        { tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800000001', dataId: 'buyer1' },
        admin,
      ),
    ).toBe(FREE);
  });

  it("tenant-owned values and phones are checked within the caller's tenant; platform-wide ones everywhere", async () => {
    expect(await verdict({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'admin' }, other)).toBe(
      FREE,
    );
    expect(await verdict({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01' }, other)).toBe(
      FREE,
    );
    expect(
      await verdict({ tableName: 'sys_user', fieldName: 'email', fieldVal: 'mailer@boxfiber.cn' }, other),
    ).toBe(FREE);
    // Phones are unique platform-wide (they log in), but another tenant is not told whose they are
    // ([SEC1] 8: its user form then answers 该手机号不可用). Dictionaries are shared: taken for every tenant.
    expect(await verdict({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800000001' }, other)).toBe(
      FREE,
    );
    expect(await verdict({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' }, other)).toBe(
      TAKEN,
    );
    // And what the check says free, the second tenant can indeed create (org codes are unique per tenant).
    const root = await h.post<{ orgCode: string }>(
      '/sys/sysDepart/add',
      { departName: '第二租户总部' },
      other,
    );
    expect(root.body.success, root.body.message).toBe(true);
    expect(root.body.result.orgCode).toBe('A01');
    expect(await verdict({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01' }, other)).toBe(
      TAKEN,
    );
  });

  it('an unknown table or field is a 400 whether signed in or not, and nothing is queried from it', async () => {
    for (const [tableName, fieldName] of [
      ['sys_user', 'password_hash'],
      ['sys_user', 'realname'],
      ['pg_user', 'usename'],
      ['sys_role', 'role_code; drop table sys_role'],
      ['sys_role', 'constructor'],
      ['__proto__', 'username'],
    ]) {
      for (const token of [undefined, admin]) {
        const r = await check({ tableName: tableName!, fieldName: fieldName!, fieldVal: 'x' }, token);
        expect(r, `${tableName}.${fieldName}`).toMatchObject({
          status: 400,
          body: { success: false, message: '不支持的校验字段' },
        });
      }
    }
  });
});
