import { system } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { TOO_MANY_REQUESTS } from '../../http/rate-limit';
import { REFUSED_LOGIN_FLOOR_MS } from '../auth/index';
import { sheetRows, uploadFile, xlsxOf } from '../../testing/sheets';
import { PHONE_PROBES_PER_HOUR } from './phone-probes';
import { LOOKUP_LIMITS } from './user.routes';

/** [SEC1] 6, 7, 8: the attacks of the probe, through the real routes, on the seeded demo tenant. */
describe('user rules against an ordinary account (real PostgreSQL)', () => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, `${username}: ${r.body.message}`).toBe(true);
    return r.body.result.token;
  };
  const userRow = (username: string) =>
    h.tdb.db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const departsOf = async (userId: string) =>
    (
      await h.tdb.db.selectFrom('sys_user_depart').select('dep_id').where('user_id', '=', userId).execute()
    ).map((r) => r.dep_id);
  const eventCount = async () =>
    Number(
      (
        await h.tdb.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const getFrom = async (url: string, ip: string, token?: string) => {
    const r = await h.app.inject({
      method: 'GET',
      url: `/api${url}`,
      remoteAddress: ip,
      headers: token ? { 'x-access-token': token } : {},
    });
    return { status: r.statusCode, body: r.json<Envelope>() };
  };

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    tokens.admin = await login('admin', 'Admin@2026');
    tokens.kaolin = await login('sup_kaolin', 'Supplier@2026');
  });
  afterAll(async () => h?.close());

  describe('6. suppliers stay out of staff organisation', () => {
    it('a supplier cannot put itself into a staff department', async () => {
      const me = await userRow('sup_kaolin');
      const before = await eventCount();
      for (const path of ['/sys/user/edit', '/sys/user/editSupplierUser']) {
        const r = await h.put(path, { id: me.id, selecteddeparts: 'dep-purchasing' }, tokens.kaolin);
        expect(r).toMatchObject({
          status: 400,
          body: { success: false, message: system.SUPPLIER_NOT_IN_DEPARTMENTS },
        });
      }
      expect(await departsOf(me.id)).toEqual([]);
      expect(await eventCount()).toBe(before);
    });

    it('a supplier cannot create a sub-account in a staff department', async () => {
      for (const path of ['/sys/user/add', '/sys/user/addSupplierUser']) {
        const r = await h.post(
          path,
          {
            username: 'kaolin_fin',
            realname: '子账号',
            password: 'Kaolin@2026',
            selectedroles: 'role-supplier',
            selecteddeparts: 'dep-finance',
          },
          tokens.kaolin,
        );
        expect(r).toMatchObject({
          status: 400,
          body: { success: false, message: system.SUPPLIER_NOT_IN_DEPARTMENTS },
        });
      }
      const made = await h.tdb.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'kaolin_fin')
        .executeTakeFirst();
      expect(made).toBeUndefined();
    });

    it("a staff admin cannot put a supplier's user into a department either (the rule is the domain's)", async () => {
      const sup = await userRow('sup_chem');
      const r = await h.put('/sys/user/edit', { id: sup.id, selecteddeparts: 'dep-finance' }, tokens.admin);
      expect(r).toMatchObject({ status: 400, body: { message: system.SUPPLIER_NOT_IN_DEPARTMENTS } });
      expect(await departsOf(sup.id)).toEqual([]);
    });

    it('a supplier cannot select a staff org code, even with a membership left from before', async () => {
      const me = await userRow('sup_kaolin');
      expect(
        await h.post('/sys/selectDepart', { orgCode: 'A01A01', username: 'sup_kaolin' }, tokens.kaolin),
      ).toMatchObject({ status: 400, body: { success: false } });
      // A membership row written before this rule existed (a fixture: no route can write it now).
      await h.tdb.db
        .insertInto('sys_user_depart')
        .values({ user_id: me.id, dep_id: 'dep-finance' })
        .execute();
      const r = await h.post('/sys/selectDepart', { orgCode: 'A01A02' }, tokens.kaolin);
      expect(r).toMatchObject({
        status: 400,
        body: { success: false, message: system.SUPPLIER_NO_ORG_CODE },
      });
      expect((await userRow('sup_kaolin')).org_code).toBeNull();
      await h.tdb.db.deleteFrom('sys_user_depart').where('user_id', '=', me.id).execute();
    });

    it('staff still select their own departments', async () => {
      const buyer = await login('buyer1', 'Buyer@2026');
      const mine = await h.get<{ list: { orgCode: string }[] }>('/sys/user/getCurrentUserDeparts', buyer);
      const orgCode = mine.body.result.list[0]!.orgCode;
      expect((await h.post('/sys/selectDepart', { orgCode }, buyer)).body.success).toBe(true);
      expect((await userRow('buyer1')).org_code).toBe(orgCode);
    });
  });

  describe('7. one rule for a phone change', () => {
    it('a user cannot change its own phone through the user form (no SMS check)', async () => {
      const me = await userRow('sup_kaolin');
      for (const path of ['/sys/user/edit', '/sys/user/editSupplierUser']) {
        const r = await h.put(path, { id: me.id, phone: '13712345678' }, tokens.kaolin);
        expect(r).toMatchObject({
          status: 400,
          body: { success: false, message: system.OWN_PHONE_NEEDS_SMS },
        });
      }
      const admin = await userRow('admin');
      const r = await h.put('/sys/user/edit', { id: admin.id, phone: '13712345679' }, tokens.admin);
      expect(r).toMatchObject({ status: 400, body: { message: system.OWN_PHONE_NEEDS_SMS } });
      expect((await userRow('sup_kaolin')).phone).toBe(me.phone);
      expect((await userRow('admin')).phone).toBe(admin.phone);
    });

    it('saving the own form with the phone unchanged still works', async () => {
      const me = await userRow('sup_kaolin');
      const r = await h.put('/sys/user/edit', { id: me.id, phone: me.phone, sex: 2 }, tokens.kaolin);
      expect(r.body.success, r.body.message).toBe(true);
      expect((await userRow('sup_kaolin')).sex).toBe(2);
    });

    it("an administrator with the edit permission sets another user's phone", async () => {
      const buyer = await userRow('buyer2');
      const r = await h.put('/sys/user/edit', { id: buyer.id, phone: '13712345670' }, tokens.admin);
      expect(r.body.success, r.body.message).toBe(true);
      expect((await userRow('buyer2')).phone).toBe('13712345670');
    });
  });

  describe('8. enumeration', () => {
    it('a wrong password on a locked account answers as an unknown username', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await h.post('/sys/login', { username: 'buyer2', password: 'nope' })).status).toBe(400);
      }
      const locked = await h.post('/sys/login', { username: 'buyer2', password: 'nope' });
      const unknown = await h.post('/sys/login', { username: 'nobody-here', password: 'nope' });
      expect(locked.status).toBe(unknown.status);
      expect(locked.body.message).toBe(unknown.body.message);
      expect(locked.body.message).toBe(system.WRONG_CREDENTIALS);
      // The right password learns of the lock.
      expect(await h.post('/sys/login', { username: 'buyer2', password: 'Buyer@2026' })).toMatchObject({
        status: 409,
        body: { message: system.ACCOUNT_LOCKED },
      });
    });

    it('a refused login is answered no sooner than the floor, whatever the reason: its time does not tell', async () => {
      // buyer2 is locked by the test before; approver1's wrong password is recorded (a write), the
      // unknown username's is not: without the floor that write was the difference.
      for (const username of ['nobody-here', 'approver1', 'buyer2']) {
        const t0 = performance.now();
        const r = await h.post('/sys/login', { username, password: 'nope' });
        const ms = performance.now() - t0;
        expect(r.body.message, username).toBe(system.WRONG_CREDENTIALS);
        expect(ms, username).toBeGreaterThanOrEqual(REFUSED_LOGIN_FLOOR_MS);
      }
    });

    it('a supplier cannot probe staff phones or emails through duplicate/check', async () => {
      const staffPhone = (await userRow('buyer1')).phone!;
      const probe = await h.get(
        `/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=${staffPhone}`,
        tokens.kaolin,
      );
      expect(probe.body).toMatchObject({ success: true, message: '该值可用！' });
      // Its own company's phones are still checked (the sub-account form).
      const own = await h.get(
        `/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=${(await userRow('sup_kaolin')).phone}`,
        tokens.kaolin,
      );
      expect(own.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
      // Staff check the whole platform, as the unique key does.
      const staff = await h.get(
        `/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=${staffPhone}`,
        tokens.admin,
      );
      expect(staff.body.success).toBe(false);
    });

    const subAccount = (username: string, phone?: string) => ({
      username,
      realname: '子账号',
      password: 'Kaolin@2026',
      selectedroles: 'role-supplier',
      ...(phone ? { phone } : {}),
    });

    it("a supplier's administrator learns of phones in its own company only (add, edit, import)", async () => {
      const staffPhone = (await userRow('buyer1')).phone!;
      const otherSupplierPhone = (await userRow('sup_chem')).phone!;
      const before = await eventCount();
      for (const [i, phone] of [staffPhone, otherSupplierPhone].entries()) {
        for (const path of ['/sys/user/add', '/sys/user/addSupplierUser']) {
          const r = await h.post(path, subAccount(`kaolin_probe${i}`, phone), tokens.kaolin);
          expect(r, `${path} ${phone}`).toMatchObject({
            status: 400,
            body: { success: false, message: system.PHONE_UNAVAILABLE },
          });
        }
      }
      expect(await eventCount()).toBe(before);
      // Its own company's phone is named, as its user list shows it anyway.
      const own = await h.post(
        '/sys/user/add',
        subAccount('kaolin_dup', (await userRow('sup_kaolin')).phone!),
        tokens.kaolin,
      );
      expect(own).toMatchObject({ status: 400, body: { message: system.PHONE_TAKEN } });

      // Edit: a sub-account given a staff phone.
      const made = await h.post<{ id: string }>(
        '/sys/user/add',
        subAccount('kaolin_sub1', '13712340001'),
        tokens.kaolin,
      );
      expect(made.body.success, made.body.message).toBe(true);
      const edit = await h.put(
        '/sys/user/edit',
        { id: made.body.result.id, phone: staffPhone },
        tokens.kaolin,
      );
      expect(edit).toMatchObject({ status: 400, body: { message: system.PHONE_UNAVAILABLE } });
      expect((await userRow('kaolin_sub1')).phone).toBe('13712340001');

      // Import, the bulk way: each such row is refused in the same words, nothing written for it.
      const file = await xlsxOf([
        ['用户账号', '用户姓名', '密码', '手机号码'],
        ['kaolin_imp1', '导入一', 'Kaolin@2026', staffPhone],
        ['kaolin_imp2', '导入二', 'Kaolin@2026', '13712340002'],
      ]);
      const imported = await uploadFile<{ errorCount: number; fileUrl: string }>(
        h,
        '/sys/user/importExcel',
        tokens.kaolin,
        'users.xlsx',
        file,
      );
      expect(imported.body).toMatchObject({ code: 201, result: { errorCount: 1 } });
      const errors = await h.app.inject({
        method: 'GET',
        url: `/api${imported.body.result.fileUrl}`,
        headers: { 'x-access-token': tokens.kaolin },
      });
      const rows = await sheetRows(errors.rawPayload);
      expect(rows[1]!.join(' ')).toContain(system.PHONE_UNAVAILABLE);
      expect(JSON.stringify(rows)).not.toContain(system.PHONE_TAKEN);
      expect((await userRow('kaolin_imp2')).supplier_id).toBe('S001');
      const imp1 = await h.tdb.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'kaolin_imp1')
        .execute();
      expect(imp1).toEqual([]);
    });

    it("another tenant's staff learns nothing of this tenant's phones (form and duplicate/check)", async () => {
      const staffPhone = (await userRow('buyer1')).phone!;
      const { token } = await h.userWith('t9_admin', {
        tenantId: 't9',
        actions: ['system:user:add', 'system:user:list'],
      });
      const r = await h.post(
        '/sys/user/add',
        { ...subAccount('t9_probe', staffPhone), selectedroles: undefined },
        token,
      );
      expect(r).toMatchObject({ status: 400, body: { message: system.PHONE_UNAVAILABLE } });
      const check = await h.get(
        `/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=${staffPhone}`,
        token,
      );
      expect(check.body).toMatchObject({ success: true, message: '该值可用！' });
      // This tenant's administrator is told, of a supplier's user of its own tenant too.
      const admin = await h.post(
        '/sys/user/add',
        {
          username: 'admin_dup',
          realname: '重复',
          password: 'Admin@2026x',
          phone: (await userRow('sup_pack')).phone,
        },
        tokens.admin,
      );
      expect(admin).toMatchObject({ status: 400, body: { message: system.PHONE_TAKEN } });
    });

    it(`a company meets 该手机号不可用 ${PHONE_PROBES_PER_HOUR} times an hour; then its phone writes wait, whatever the phone`, async () => {
      const pack = await login('sup_pack', 'Supplier@2026');
      const chem = await login('sup_chem', 'Supplier@2026');
      const staffPhone = (await userRow('buyer2')).phone!;
      for (let i = 0; i < PHONE_PROBES_PER_HOUR; i++) {
        const r = await h.post('/sys/user/add', subAccount(`pack_probe${i}`, staffPhone), pack);
        expect(r.body.message, `probe ${i}`).toBe(system.PHONE_UNAVAILABLE);
      }
      const before = await eventCount();
      for (const phone of [staffPhone, '13712340009']) {
        const r = await h.post('/sys/user/add', subAccount('pack_free', phone), pack);
        expect(r, phone).toMatchObject({ status: 429, body: { success: false, message: TOO_MANY_REQUESTS } });
      }
      expect(await eventCount()).toBe(before);
      // A write without a phone still goes; another company is not held back.
      expect((await h.post('/sys/user/add', subAccount('pack_nophone'), pack)).body.success).toBe(true);
      expect((await h.post('/sys/user/add', subAccount('chem_free', '13712340010'), chem)).body.success).toBe(
        true,
      );
      // An hour later the company's forms are answered again.
      h.setClock(new Date(Date.now() + 3_600_000 + 1000));
      expect((await h.post('/sys/user/add', subAccount('pack_free', '13712340009'), pack)).body.success).toBe(
        true,
      );
      h.setClock(new Date());
    });

    it('anonymous username checks are limited per address; other addresses are still answered', async () => {
      const ip = '10.7.0.1';
      for (let i = 0; i < LOOKUP_LIMITS.anonymousPerAddressPerHour; i++) {
        const url =
          i % 2 === 0
            ? `/sys/user/checkOnlyUser?username=probe${i}`
            : `/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=probe${i}`;
        expect((await getFrom(url, ip)).status, `request ${i}`).toBe(200);
      }
      const refused = await getFrom('/sys/user/checkOnlyUser?username=admin', ip);
      expect(refused).toMatchObject({ status: 429, body: { success: false, message: TOO_MANY_REQUESTS } });
      expect(
        (await getFrom('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin', ip))
          .status,
      ).toBe(429);
      expect((await getFrom('/sys/user/checkOnlyUser?username=admin', '10.7.0.2')).body).toMatchObject({
        success: false,
        message: '用户账号已存在',
      });
      // A signed-in form counts against its user, not the address.
      expect((await getFrom('/sys/user/checkOnlyUser?username=admin', ip, tokens.admin)).status).toBe(200);
      // An hour later the address is answered again.
      h.setClock(new Date(Date.now() + 3_600_000 + 1000));
      expect((await getFrom('/sys/user/checkOnlyUser?username=admin', ip)).status).toBe(200);
      h.setClock(new Date());
    });

    it('phone and email checks still need a login', async () => {
      expect(
        (
          await getFrom(
            '/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=13800000001',
            '10.7.0.3',
          )
        ).status,
      ).toBe(401);
    });
  });
});
