import type { SupplierArchive, SupplierArchiveRow } from '@srm/contracts/supplier';
import { masterdata, supplier } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';

type Page<T> = { records: T[]; total: number };
type Row = Record<string, unknown> & { id: string };
type Notices = { anntMsgList: { titile: string }[]; sysMsgList: { titile: string; msgContent: string }[] };

const SUPPLIER_MASTER = ['supplierBank', 'supplierContact', 'qualification', 'sourcePool'];
// 2026-11-27 10:00 China Standard Time.
const NOW = new Date('2026-11-27T02:00:00.000Z');

/** [P5] the supplier master over HTTP, on the seeded demo tenant (real PostgreSQL). */
describe('supplier master: 供应商档案, 黑名单, own rows, invite check, expiry reminder', () => {
  let h: Harness;
  const tokens = { buyer: '', kaolin: '', chem: '' };
  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.token;
  };

  beforeAll(async () => {
    h = await startHarness();
    h.setClock(NOW);
    const store = h.services.store();
    await masterdata.syncEntityDefinitions(
      store,
      masterdata.declaredEntities.filter((d) => SUPPLIER_MASTER.includes(d.name)),
      { metadata: { actor: 'system' } },
    );
    await seedDemoData(store);
    tokens.buyer = await login('buyer1', 'Buyer@2026');
    tokens.kaolin = await login('sup_kaolin', 'Supplier@2026'); // S001
    tokens.chem = await login('sup_chem', 'Supplier@2026'); // S002
  }, 120_000);
  afterAll(async () => h?.close());

  const sup = (entity: string) => `/sup/masterdata/${entity}`;

  describe('a supplier keeps its own bank accounts and qualifications, and only those', () => {
    let bankId: string;
    let qualId: string;

    it('adds and lists its own bank account and qualification (the owner is its own, whatever the body says)', async () => {
      const add = await h.post(
        `${sup('supplierBank')}/add`,
        {
          bankName: '中国工商银行淄博分行',
          accountNo: '1603 0012 0920 0123 456',
          accountName: '山东高岭土矿业有限公司',
          isDefault: 'Y',
          supplierId: 'S002',
        },
        tokens.kaolin,
      );
      expect(add.body.success, add.body.message).toBe(true);
      const q = await h.post(
        `${sup('qualification')}/add`,
        {
          qualType: 'mining_license',
          certNo: 'C3700002011',
          issuer: '山东省自然资源厅',
          validFrom: '2024-01-01',
          validTo: '2029-12-31',
        },
        tokens.kaolin,
      );
      expect(q.body.success, q.body.message).toBe(true);
      const banks = await h.get<Page<Row>>(`${sup('supplierBank')}/list`, tokens.kaolin);
      expect(banks.body.result.records).toHaveLength(1);
      bankId = banks.body.result.records[0]!.id;
      const quals = await h.get<Page<Row>>(`${sup('qualification')}/list`, tokens.kaolin);
      qualId = quals.body.result.records[0]!.id;
      expect(quals.body.result.records[0]).toMatchObject({ certNo: 'C3700002011', validTo: '2029-12-31' });
      // The buyer sees it as S001's.
      const buyer = await h.get<Page<Row>>('/masterdata/supplierBank/list?supplierId=S001', tokens.buyer);
      expect(buyer.body.result.records.map((r) => r.accountNo)).toEqual(['1603 0012 0920 0123 456']);
    });

    it('bad input gets the Chinese message and changes nothing', async () => {
      const bad = await h.post(
        `${sup('supplierBank')}/add`,
        { bankName: '建行', accountNo: '12ab', accountName: '山东高岭土矿业有限公司' },
        tokens.kaolin,
      );
      expect(bad.body).toMatchObject({ success: false, message: '请输入正确的银行账号' });
      const noCert = await h.post(
        `${sup('qualification')}/add`,
        { qualType: 'iso9001', issuer: 'CQC', validFrom: '2024-01-01' },
        tokens.kaolin,
      );
      expect(noCert.body).toMatchObject({ success: false, message: '请输入证书编号!' });
      const banks = await h.get<Page<Row>>(`${sup('supplierBank')}/list`, tokens.kaolin);
      expect(banks.body.result.total).toBe(1);
    });

    it('another supplier neither sees nor changes them: its list is empty, the id is unknown to it', async () => {
      const list = await h.get<Page<Row>>(`${sup('supplierBank')}/list`, tokens.chem);
      expect(list.body.result.records).toEqual([]);
      const read = await h.get(`${sup('supplierBank')}/queryById?id=${bankId}`, tokens.chem);
      expect(read.status).toBe(404);
      const edit = await h.put(
        `${sup('qualification')}/edit`,
        {
          id: qualId,
          validTo: '2035-12-31',
          certNo: 'HACKED',
          qualType: 'mining_license',
          issuer: 'x',
          validFrom: '2024-01-01',
        },
        tokens.chem,
      );
      expect(edit.status).toBe(404);
      const del = await h.del(`${sup('supplierBank')}/delete?id=${bankId}`, tokens.chem);
      expect(del.body.success).toBe(false);
      const mine = await h.get<Page<Row>>(`${sup('qualification')}/list`, tokens.kaolin);
      expect(mine.body.result.records[0]).toMatchObject({ certNo: 'C3700002011', validTo: '2029-12-31' });
      expect((await h.get<Page<Row>>(`${sup('supplierBank')}/list`, tokens.kaolin)).body.result.total).toBe(
        1,
      );
    });

    it("a supplier's user may not use the buyer's routes, nor the buyer's archive", async () => {
      expect((await h.get('/masterdata/supplierBank/list', tokens.kaolin)).status).toBe(403);
      expect((await h.get('/supplier/archive/queryById?id=S002', tokens.kaolin)).status).toBe(403);
    });

    it('the source pool is read-only to the supplier', async () => {
      const add = await h.post(
        `${sup('sourcePool')}/add`,
        { categoryId: 'cat-raw-kaolin', poolStatus: 'qualified', joinDate: '2026-01-01' },
        tokens.kaolin,
      );
      expect(add.status).toBe(403);
    });
  });

  describe('供应商档案 and 黑名单 (buyer)', () => {
    it('lists the admitted companies; edits the profile with registered capital as a decimal', async () => {
      const edit = await h.put(
        '/supplier/archive/edit',
        {
          id: 'S001',
          code: 'GYS0001',
          supplierType: 'manufacturer',
          level: 'A',
          registeredCapital: '5000.5',
          establishedDate: '2003-05-18',
        },
        tokens.buyer,
      );
      expect(edit.body).toMatchObject({ success: true, message: '保存成功' });
      const list = await h.get<Page<SupplierArchiveRow>>(
        '/supplier/archive/list?companyName=*高岭土*',
        tokens.buyer,
      );
      expect(list.body.result.records).toEqual([
        expect.objectContaining({
          id: 'S001',
          code: 'GYS0001',
          levelText: 'A级（战略）',
          supplierTypeText: '生产商',
          registeredCapital: '5000.50',
          statusText: '已准入',
          blacklist: null,
        }),
      ]);
    });

    it('refuses a taken code, a bad capital and a level outside the dictionary, changing nothing', async () => {
      const taken = await h.put('/supplier/archive/edit', { id: 'S002', code: 'GYS0001' }, tokens.buyer);
      expect(taken.body).toMatchObject({ success: false, message: '供应商编码已存在' });
      const capital = await h.put(
        '/supplier/archive/edit',
        { id: 'S001', code: 'GYS0001', registeredCapital: '1.5e3' },
        tokens.buyer,
      );
      expect(capital.body).toMatchObject({ success: false, message: '注册资本应为数字，最多两位小数' });
      const level = await h.put(
        '/supplier/archive/edit',
        { id: 'S001', code: 'GYS0001', level: 'S' },
        tokens.buyer,
      );
      expect(level.body).toMatchObject({ success: false, message: '供应商等级不在可选范围内' });
      const s1 = await h.get<SupplierArchive>('/supplier/archive/queryById?id=S001', tokens.buyer);
      expect(s1.body.result).toMatchObject({ code: 'GYS0001', registeredCapital: '5000.50', level: 'A' });
    });

    it("the detail has the company's bank accounts, contacts, qualifications, scope and blacklist history", async () => {
      const r = await h.get<SupplierArchive>('/supplier/archive/queryById?id=S001', tokens.buyer);
      expect(r.body.result).toMatchObject({
        companyName: '山东高岭土矿业有限公司',
        establishedDate: '2003-05-18',
        categoryNames: ['高岭土'],
        contacts: [],
        sourcePool: [],
        blacklistHistory: [],
      });
      expect(r.body.result.banks.map((b) => b.bankName)).toEqual(['中国工商银行淄博分行']);
      expect(r.body.result.qualifications.map((q) => q.certNo)).toEqual(['C3700002011']);
      expect((await h.get('/supplier/archive/queryById?id=S999', tokens.buyer)).status).toBe(404);
    });

    it('blacklists with a reason and a period; lifting early needs a reason; the history keeps both', async () => {
      const noReason = await h.post(
        '/supplier/blacklist/add',
        { supplierId: 'S003', reason: ' ', from: '2026-11-27' },
        tokens.buyer,
      );
      expect(noReason.body).toMatchObject({ success: false, message: 'reason: 请填写拉入黑名单的原因' });
      const backwards = await h.post(
        '/supplier/blacklist/add',
        { supplierId: 'S003', reason: '纸管受潮', from: '2026-12-01', to: '2026-11-30' },
        tokens.buyer,
      );
      expect(backwards.body).toMatchObject({ success: false, message: '黑名单结束日期不能早于开始日期' });
      const add = await h.post(
        '/supplier/blacklist/add',
        { supplierId: 'S003', reason: '纸管受潮导致原丝报废', from: '2026-11-27', to: '2027-05-31' },
        tokens.buyer,
      );
      expect(add.body).toMatchObject({ success: true, message: '已拉入黑名单' });
      const again = await h.post(
        '/supplier/blacklist/add',
        { supplierId: 'S003', reason: '再次', from: '2026-11-27' },
        tokens.buyer,
      );
      expect(again.body).toMatchObject({ success: false, message: '该供应商已在黑名单中' });
      const barred = await h.get<Page<SupplierArchiveRow>>(
        '/supplier/archive/list?blacklisted=1',
        tokens.buyer,
      );
      expect(barred.body.result.records.map((r) => [r.id, r.blacklist])).toEqual([
        ['S003', { reason: '纸管受潮导致原丝报废', from: '2026-11-27', to: '2027-05-31', active: true }],
      ]);

      const liftNoReason = await h.post(
        '/supplier/blacklist/lift',
        { supplierId: 'S003', reason: '' },
        tokens.buyer,
      );
      expect(liftNoReason.body).toMatchObject({ success: false, message: 'reason: 请填写解除黑名单的原因' });
      const lift = await h.post(
        '/supplier/blacklist/lift',
        { supplierId: 'S003', reason: '整改完成，复评合格' },
        tokens.buyer,
      );
      expect(lift.body).toMatchObject({ success: true, message: '已解除黑名单' });
      const history = await h.get<Page<Record<string, unknown>>>('/supplier/blacklist/list', tokens.buyer);
      expect(history.body.result.records).toEqual([
        expect.objectContaining({
          supplierId: 'S003',
          reason: '纸管受潮导致原丝报废',
          to: '2027-05-31',
          liftedReason: '整改完成，复评合格',
          liftedBy: 'buyer1',
          state: 'lifted',
        }),
      ]);
      expect(
        (await h.get<Page<SupplierArchiveRow>>('/supplier/archive/list?blacklisted=1', tokens.buyer)).body
          .result.total,
      ).toBe(0);
    });

    it('without the button, or for a supplier of another tenant, nothing happens', async () => {
      const reader = await h.userWith('archive_reader', {
        tenantId: '1',
        actions: ['supplier:supplier:list'],
      });
      const r = await h.post(
        '/supplier/blacklist/add',
        { supplierId: 'S002', reason: 'x', from: '2026-11-27' },
        reader.token,
      );
      expect(r.status).toBe(403);
      const other = await h.userWith('other_tenant_buyer', {
        tenantId: '2',
        actions: ['supplier:blacklist:add', 'supplier:supplier:list'],
      });
      expect(
        (
          await h.post(
            '/supplier/blacklist/add',
            { supplierId: 'S002', reason: 'x', from: '2026-11-27' },
            other.token,
          )
        ).status,
      ).toBe(404);
      expect(
        (await h.get<Page<SupplierArchiveRow>>('/supplier/archive/list', other.token)).body.result.total,
      ).toBe(0);
    });
  });

  describe('may a supplier be invited to source a category ([P7])', () => {
    const check = async (id: string, categoryId: string) =>
      (
        await h.get<{ eligible: boolean; reason: string | null; message: string | null }>(
          `/supplier/archive/inviteCheck?id=${id}&categoryId=${categoryId}`,
          tokens.buyer,
        )
      ).body.result;
    const buyerAdd = (entity: string, values: Record<string, unknown>) =>
      h.post(`/masterdata/${entity}/add`, values, tokens.buyer);

    it('not in the source pool for the category', async () => {
      expect(await check('S002', 'cat-aux-sizing')).toEqual({
        eligible: false,
        reason: 'NotInSourcePool',
        message: '供应商「江苏浸润剂化工有限公司」不在品类「浸润剂」的资源池中，不能邀请',
      });
    });

    it('in the pool of a parent category with valid qualifications: eligible', async () => {
      const pool = await buyerAdd('sourcePool', {
        supplierId: 'S002',
        categoryId: 'cat-aux',
        poolStatus: 'qualified',
        joinDate: '2025-03-01',
      });
      expect(pool.body.success, pool.body.message).toBe(true);
      await buyerAdd('qualification', {
        supplierId: 'S002',
        qualType: 'iso9001',
        certNo: '00125Q31234R0M',
        issuer: '中国质量认证中心',
        validFrom: '2025-01-01',
        validTo: '2027-12-31',
      });
      expect(await check('S002', 'cat-aux-sizing')).toEqual({ eligible: true, reason: null, message: null });
    });

    it("a qualification for the category expired: refused naming it and its date; another category's does not count", async () => {
      await buyerAdd('qualification', {
        supplierId: 'S002',
        qualType: 'hazchem_license',
        certNo: '苏危化经字00318',
        issuer: '苏州市应急管理局',
        categoryId: 'cat-aux-sizing',
        validFrom: '2023-11-01',
        validTo: '2026-10-31',
      });
      expect(await check('S002', 'cat-aux-sizing')).toMatchObject({
        eligible: false,
        reason: 'QualificationExpired',
        message:
          '供应商「江苏浸润剂化工有限公司」的资质「危险化学品经营许可证」（证书编号 苏危化经字00318）已于 2026-10-31 过期，不能邀请',
      });
      // Packaging (also under 辅料) does not need the chemicals licence.
      expect(await check('S002', 'cat-aux-pack')).toMatchObject({ eligible: true });
    });

    it('blacklisted: refused with the reason and until when; the domain check throws the same with its reason', async () => {
      await h.post(
        '/supplier/blacklist/add',
        { supplierId: 'S002', reason: '串通报价', from: '2026-11-01' },
        tokens.buyer,
      );
      expect(await check('S002', 'cat-aux-pack')).toEqual({
        eligible: false,
        reason: 'Blacklisted',
        message: '供应商「江苏浸润剂化工有限公司」在黑名单中（原因：串通报价；期限至：长期），不能邀请',
      });
      const thrown = await supplier
        .assertInvitable(h.services.db(), {
          tenantId: '1',
          supplierId: 'S002',
          categoryId: 'cat-aux-pack',
          now: NOW,
        })
        .catch((e: unknown) => e);
      expect(thrown).toMatchObject({ code: 'IllegalState', reason: 'Blacklisted' });
    });

    it('not admitted: refused', async () => {
      await supplier.registerSupplier(h.services.store(), {
        supplierId: 'S150',
        tenantId: '1',
        now: NOW,
        info: {
          companyName: '福建闽江石英砂有限公司',
          creditCode: '91350100M000100Y43',
          contact: '林海',
          phone: '13700000001',
          email: null,
          address: null,
          legalPerson: null,
          categoryIds: [],
          attachments: [],
        },
        user: {
          id: 'u-minjiang',
          username: 'minjiang',
          realname: '林海',
          passwordHash: '$argon2id$not-used',
          phone: '13700000001',
          roleIds: [],
        },
      });
      expect(await check('S150', 'cat-raw-other')).toMatchObject({ eligible: false, reason: 'NotAdmitted' });
    });
  });

  describe('qualification expiry reminder', () => {
    const unread = async (token: string) =>
      (await h.get<Notices>('/sys/annountCement/listByUser', token)).body.result.sysMsgList.map(
        (m) => m.titile,
      );

    it('reminds the supplier and the buyer once per qualification and expiry date, not the far or the expired ones', async () => {
      const store = h.services.store();
      const add = (certNo: string, validTo: string) =>
        h.post(
          `${sup('qualification')}/add`,
          { qualType: 'iso9001', certNo, issuer: '中国质量认证中心', validFrom: '2023-12-20', validTo },
          tokens.kaolin,
        );
      expect((await add('00123Q0001', '2026-12-20')).body.success).toBe(true); // 23 days
      await add('00123Q0002', '2027-03-01'); // far
      await add('00123Q0003', '2026-11-20'); // expired
      expect(await supplier.sendQualificationReminders(store, { now: NOW })).toBe(1);
      const title = '资质到期提醒：ISO 9001质量管理体系认证将于2026-12-20到期';
      expect(await unread(tokens.kaolin)).toContain(title);
      expect(await unread(tokens.buyer)).toContain('供应商资质到期提醒：山东高岭土矿业有限公司');
      // Another supplier hears nothing of it.
      expect(await unread(tokens.chem)).not.toContain(title);
      // The next sweep (the next day) sends nothing again.
      expect(
        await supplier.sendQualificationReminders(store, { now: new Date('2026-11-28T02:00:00Z') }),
      ).toBe(0);
      const mine = await h.get<Notices>('/sys/annountCement/listByUser', tokens.kaolin);
      expect(mine.body.result.sysMsgList.filter((m) => m.titile === title)).toHaveLength(1);
    });

    it('a renewed certificate is reminded again before its new date', async () => {
      const store = h.services.store();
      const list = await h.get<Page<Row>>(`${sup('qualification')}/list?certNo=00123Q0001`, tokens.kaolin);
      const q = list.body.result.records[0]!;
      const renew = await h.put(
        `${sup('qualification')}/edit`,
        { ...q, validFrom: '2026-12-21', validTo: '2026-12-24' },
        tokens.kaolin,
      );
      expect(renew.body.success, renew.body.message).toBe(true);
      expect(await supplier.sendQualificationReminders(store, { now: NOW })).toBe(1);
      expect(await unread(tokens.kaolin)).toContain(
        '资质到期提醒：ISO 9001质量管理体系认证将于2026-12-24到期',
      );
    });
  });
});
