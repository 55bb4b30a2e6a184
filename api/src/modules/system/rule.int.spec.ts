import { system } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

const CHECK = [
  'system:checkRule:add',
  'system:checkRule:edit',
  'system:checkRule:delete',
  'system:checkRule:list',
];
const FILL = [
  'system:fillRule:add',
  'system:fillRule:edit',
  'system:fillRule:delete',
  'system:fillRule:list',
];
/** The client encodes the value itself, then the query string encodes it again (spec §5). */
const value = (v: string) => encodeURIComponent(encodeURIComponent(v));

describe('check rules and fill rules / bill codes (real PostgreSQL)', () => {
  let h: Harness;
  let admin: { id: string; token: string };
  let plain: { id: string; token: string };

  beforeAll(async () => {
    h = await startHarness();
    h.setClock(new Date('2026-11-22T02:00:00.000Z'));
    admin = await h.userWith('rule-admin', { actions: [...CHECK, ...FILL] });
    plain = await h.userWith('rule-plain', { tenantId: '2', actions: ['something:else'] });
  });
  afterAll(async () => h?.close());

  describe('check rules', () => {
    beforeAll(async () => {
      const r = await h.post(
        '/sys/checkRule/add',
        {
          ruleName: '物料编码',
          ruleCode: 'material_code',
          ruleJson: [
            { pattern: '^.{6,}$', message: '物料编码至少6位' },
            { pattern: '^[A-Z]{2}\\d+(-[A-Z])?$', message: '物料编码须为两位大写字母加数字' },
          ],
        },
        admin.token,
      );
      expect(r.body).toMatchObject({ success: true });
    });

    it('admin routes need the action (403 拒绝访问)', async () => {
      const add = await h.post(
        '/sys/checkRule/add',
        { ruleName: 'x', ruleCode: 'x', ruleJson: [{ pattern: 'a', message: 'm' }] },
        plain.token,
      );
      expect([add.status, add.body.message]).toEqual([403, '拒绝访问']);
      expect((await h.get('/sys/checkRule/list', plain.token)).status).toBe(403);
      const list = await h.get<{ records: { ruleCode: string; ruleJson: unknown[] }[] }>(
        '/sys/checkRule/list',
        admin.token,
      );
      expect(list.body.result.records).toMatchObject([
        { ruleCode: 'material_code', ruleJson: [{ pattern: '^.{6,}$' }, {}] },
      ]);
    });

    it("checkByCode: passes a good value, answers a bad one with the failing rule's message", async () => {
      const pass = await h.get(
        `/sys/checkRule/checkByCode?ruleCode=material_code&value=${value('GF123456-B')}`,
        plain.token,
      );
      expect([pass.status, pass.body.success, pass.body.message]).toEqual([200, true, '校验通过！']);
      const short = await h.get(
        `/sys/checkRule/checkByCode?ruleCode=material_code&value=${value('GF12')}`,
        plain.token,
      );
      expect([short.status, short.body.message]).toEqual([400, '物料编码至少6位']);
      const shape = await h.get(
        `/sys/checkRule/checkByCode?ruleCode=material_code&value=${value('gf 123456&x=1')}`,
        plain.token,
      );
      expect([shape.status, shape.body.message]).toEqual([400, '物料编码须为两位大写字母加数字']);
      const unknown = await h.get(`/sys/checkRule/checkByCode?ruleCode=nope&value=1`, plain.token);
      expect([unknown.status, unknown.body.message]).toEqual([400, '校验规则不存在：nope']);
      const long = await h.get(
        `/sys/checkRule/checkByCode?ruleCode=material_code&value=${'A'.repeat(501)}`,
        plain.token,
      );
      expect([long.status, long.body.message]).toEqual([400, '校验值过长（最多500个字符）']);
      expect((await h.get('/sys/checkRule/checkByCode?ruleCode=material_code&value=GF123456')).status).toBe(
        401,
      );
    });

    it('refuses catastrophic or broken patterns when saved (ruleJson as an array or its JSON string)', async () => {
      for (const [pattern, why] of [
        ['^(a+)+$', '嵌套的重复'],
        ['^([a-z0-9]+\\.)*com$', '嵌套的重复'],
        ['(', '不合法'],
      ]) {
        const asString = JSON.stringify([{ pattern, message: 'm' }]);
        const r = await h.post(
          '/sys/checkRule/add',
          { ruleName: 'bad', ruleCode: 'bad', ruleJson: asString },
          admin.token,
        );
        expect(r.status).toBe(400);
        expect(r.body.message).toContain(why);
      }
      const fine = await h.post(
        '/sys/checkRule/add',
        {
          ruleName: '手机',
          ruleCode: 'phone',
          ruleJson: JSON.stringify([{ pattern: '^1[3-9]\\d{9}$', message: '手机号码格式不正确' }]),
        },
        admin.token,
      );
      expect(fine.body.success).toBe(true);
      const dup = await h.post(
        '/sys/checkRule/add',
        { ruleName: '手机2', ruleCode: 'phone', ruleJson: [{ pattern: 'a', message: 'm' }] },
        admin.token,
      );
      expect([dup.status, dup.body.message]).toEqual([400, '规则编码已存在']);
      expect(
        (await h.get(`/sys/checkRule/checkByCode?ruleCode=phone&value=13800138000`, plain.token)).status,
      ).toBe(200);
    });

    it('a runaway pattern stored some other way is stopped by the time limit', async () => {
      await system.createRecord(h.services.store(), 'checkRule', {
        id: 'slow-rule',
        tenantId: '0',
        values: { ruleName: 'slow', ruleCode: 'slow', ruleJson: [{ pattern: '^(a|a)*b$', message: 'm' }] },
      });
      const t = Date.now();
      const r = await h.get(`/sys/checkRule/checkByCode?ruleCode=slow&value=${'a'.repeat(60)}`, plain.token);
      expect([r.status, r.body.message]).toEqual([400, '校验规则执行超时，请检查规则配置']);
      expect(Date.now() - t).toBeLessThan(3000);
    });
  });

  describe('fill rules and bill codes', () => {
    let ruleId: string;
    beforeAll(async () => {
      const r = await h.post<{ id: string }>(
        '/sys/fillRule/add',
        {
          ruleName: '采购订单号',
          ruleCode: 'purchase_order',
          prefix: 'PO',
          datePattern: 'YYYY',
          seqLength: 6,
        },
        admin.token,
      );
      expect(r.body).toMatchObject({ success: true });
      ruleId = r.body.result.id;
    });

    it('admin routes need the action; a prefix belongs to one rule; the rule code is fixed', async () => {
      const refused = await h.post(
        '/sys/fillRule/add',
        { ruleName: 'x', ruleCode: 'x', prefix: 'X' },
        plain.token,
      );
      expect([refused.status, refused.body.message]).toEqual([403, '拒绝访问']);
      const samePrefix = await h.post(
        '/sys/fillRule/add',
        { ruleName: '又一个', ruleCode: 'po2', prefix: 'PO' },
        admin.token,
      );
      expect([samePrefix.status, samePrefix.body.message]).toEqual([400, '该前缀已被其他填值规则使用']);
      const rename = await h.put('/sys/fillRule/edit', { id: ruleId, ruleCode: 'po_renamed' }, admin.token);
      expect([rename.status, rename.body.message]).toEqual([400, '规则编码不可修改']);
      const edit = await h.put(
        '/sys/fillRule/edit',
        { id: ruleId, ruleCode: 'purchase_order', ruleName: '采购订单编号' },
        admin.token,
      );
      expect(edit.body.success).toBe(true);
      const list = await h.get<{ records: unknown[] }>('/sys/fillRule/list', admin.token);
      expect(list.body.result.records).toMatchObject([
        { ruleCode: 'purchase_order', prefix: 'PO', datePattern: 'YYYY', seqLength: 6 },
      ]);
    });

    it('executeRuleByCode answers the next number to any signed-in user (PUT, and GET)', async () => {
      const first = await h.put<string>('/sys/fillRule/executeRuleByCode/purchase_order', {}, plain.token);
      expect([first.status, first.body.result]).toEqual([200, 'PO-2026-000001']);
      const second = await h.get<string>('/sys/fillRule/executeRuleByCode/purchase_order', admin.token);
      expect(second.body.result).toBe('PO-2026-000002');
      const unknown = await h.put('/sys/fillRule/executeRuleByCode/nope', {}, plain.token);
      expect([unknown.status, unknown.body.message]).toEqual([400, '填值规则不存在：nope']);
      expect((await h.put('/sys/fillRule/executeRuleByCode/purchase_order', {})).status).toBe(401);
    });

    it('20 concurrent callers get 20 distinct consecutive numbers', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          h.put<string>('/sys/fillRule/executeRuleByCode/purchase_order', {}, plain.token),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const codes = answers.map((a) => a.body.result).sort();
      expect(codes).toEqual(
        Array.from({ length: 20 }, (_, i) => `PO-2026-${String(i + 3).padStart(6, '0')}`),
      );
      const seq = await h.services.db().selectFrom('sys_fill_rule_seq').selectAll().execute();
      expect(seq).toEqual([{ rule_code: 'purchase_order', period: '2026', last_value: 22 }]);
      const { events } = await h.services
        .store()
        .readStream(system.billCodeStreamId('purchase_order', '2026'));
      expect(events.map((e) => (e.data as { seq: number }).seq)).toEqual(
        Array.from({ length: 22 }, (_, i) => i + 1),
      );
    });

    it("a new period starts from 1 (China Standard Time); the rule's format applies to the next number", async () => {
      h.setClock(new Date('2026-12-31T16:30:00.000Z')); // 1 January 2027 in Beijing
      expect(
        (await h.put<string>('/sys/fillRule/executeRuleByCode/purchase_order', {}, plain.token)).body.result,
      ).toBe('PO-2027-000001');
      await h.put('/sys/fillRule/edit', { id: ruleId, prefix: 'CG', seqLength: 4 }, admin.token);
      expect(
        (await h.get<string>('/sys/fillRule/executeRuleByCode/purchase_order', plain.token)).body.result,
      ).toBe('CG-2027-0002');
      h.setClock(new Date('2026-11-22T02:00:00.000Z'));
    });

    it('a rule deleted and made again under the same code goes on from its last number', async () => {
      expect((await h.del(`/sys/fillRule/delete?id=${ruleId}`, admin.token)).body.success).toBe(true);
      expect((await h.put('/sys/fillRule/executeRuleByCode/purchase_order', {}, plain.token)).status).toBe(
        400,
      );
      await h.post(
        '/sys/fillRule/add',
        { ruleName: '采购订单号', ruleCode: 'purchase_order', prefix: 'PO' },
        admin.token,
      );
      expect(
        (await h.put<string>('/sys/fillRule/executeRuleByCode/purchase_order', {}, plain.token)).body.result,
      ).toBe('PO-2026-000023');
    });
  });
});
