import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import {
  SOURCING_ACTIONS,
  TENDER_ACTIONS,
  type TenderBidBody,
  type TenderReportView,
  type TenderView,
} from '@srm/contracts/sourcing';
import { masterdata, sourcing, system } from '@srm/events';
import { TASK_QUEUES } from '@srm/workflow';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_DICTS } from '../../seed-data';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

const BUYER = [...Object.values(SOURCING_ACTIONS), ...Object.values(TENDER_ACTIONS)];
/** Prices whose digits must appear nowhere before opening. */
const P = { S1: ['636363.1111', '31313.4444'], S2: ['646464.2222', '32323.5555'] } as const;

describe('sourcing: a sealed tender through the API (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};
  const store = () => h.services.store();
  const id = 'p-api-tender';
  let deadline: Date;

  beforeAll(async () => {
    h = await startApprovalHarness([TASK_QUEUES.sourcing]);
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: BUYER })).token;
    t.other = (await h.userWith('otherbuyer', { tenantId: '2', actions: BUYER })).token;
    for (const u of ['m1', 'm2', 'm3', 'ue1', 'ue2', 'ue3'])
      t[u] = (await h.userWith(u, { tenantId: '1' })).token;
    for (const s of ['S1', 'S2', 'S3']) {
      t[s] = (await h.userWith(`user-${s}`, { tenantId: '1', supplierId: s })).token;
    }
    // [P5] experts: the declared entities with their dictionaries, as a real tenant has them.
    const seed = { metadata: { actor: 'seed', tenantId: '1' } };
    for (const d of MASTER_DATA_DICTS.filter((x) => ['expert_type', 'expert_field'].includes(x.code))) {
      const dictId = `dict-${d.code}`;
      await system.createRecord(
        store(),
        'dict',
        { id: dictId, tenantId: '0', values: { dictName: d.name, dictCode: d.code, type: 0 } },
        seed,
      );
      for (const [i, [itemValue, itemText]] of d.items.entries()) {
        await system.createRecord(
          store(),
          'dictItem',
          {
            id: `${dictId}-${itemValue}`,
            tenantId: '0',
            values: { dictId, itemValue, itemText, itemColor: null, sortOrder: i + 1, status: 1 },
          },
          seed,
        );
      }
    }
    await masterdata.syncEntityDefinitions(
      store(),
      MASTER_DATA_ENTITIES.filter((e) => ['expertGroup', 'expert'].includes(e.name)),
      seed,
    );
    const field = MASTER_DATA_DICTS.find((d) => d.code === 'expert_field')!.items[0]![0];
    const expert = (code: string, name: string, userId: string | null) => ({
      id: `e-${code}`,
      values: { code, name, expertType: 'internal', userId, specialty: field },
    });
    await masterdata.createEntityRecords(
      store(),
      'expert',
      {
        tenantId: '1',
        records: [expert('E1', '专家甲', 'ue1'), expert('E2', '专家乙', 'ue2'), expert('E3', '专家丙', null)],
      },
      seed,
    );

    // A tender in bidding, S1 and S2 invited (the project's events as the domain appends them: the
    // API's own deadlines are whole minutes, which sourcing.int.spec.ts already waits for).
    const at = new Date().toISOString();
    deadline = new Date(Date.now() + 15_000);
    const line = {
      materialId: 'm1',
      materialCode: 'PT01',
      materialName: '铂铑合金漏板',
      categoryId: null,
      unit: '块',
      deliveryDate: '2027-01-20',
      deliveryPlace: '桐乡',
      ceilingPrice: '700000.0000',
      requisitionId: null,
      requisitionLineId: null,
    };
    await store().append(sourcing.sourcingProjectStreamId(id), [
      {
        type: 'SourcingProjectDrafted',
        data: {
          id,
          tenantId: '1',
          code: 'ZB-2026-000077',
          title: '漏板年度招标',
          kind: 'tender',
          participation: 'invited',
          currency: 'CNY',
          quoteDeadline: deadline.toISOString(),
          registrationDeadline: at,
          lines: [
            { ...line, lineId: '1', quantity: '2.000' },
            { ...line, lineId: '2', materialName: '铂金', quantity: '3.000', ceilingPrice: null },
          ],
          by: 'buyer',
          at,
        },
      },
      {
        type: 'SourcingSupplierInvited',
        data: { supplierId: 'S1', supplierName: '甲公司', by: 'buyer', at },
      },
      {
        type: 'SourcingSupplierInvited',
        data: { supplierId: 'S2', supplierName: '乙公司', by: 'buyer', at },
      },
      { type: 'SourcingProjectSubmitted', data: { instanceId: 'i1', by: 'buyer', at } },
      { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } },
      { type: 'SourcingBiddingOpened', data: { round: 1, deadline: deadline.toISOString(), at } },
    ]);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const bid = (s: 'S1' | 'S2', [p1, p2]: readonly string[]): TenderBidBody => ({
    projectId: id,
    technical: {
      summary: `${s} 技术方案`,
      files: [{ name: '技术标.pdf', contentBase64: Buffer.from(`技术标正文 ${s}`).toString('base64') }],
    },
    commercial: {
      lines: [
        { lineId: '1', price: p1!, taxRate: '13', leadTimeDays: 30, validUntil: '2027-03-01' },
        { lineId: '2', price: p2!, taxRate: '13', leadTimeDays: 30, validUntil: '2027-03-01' },
      ],
      files: [],
    },
  });

  it('before opening: sealed bids, replaced until the deadline, unreadable by anyone', async () => {
    const first = await h.post<{ version: number }>(
      '/sup/sourcing/tender/bid',
      bid('S1', ['600000', '1']),
      t.S1,
    );
    expect(first.body.result).toEqual({ version: 1 });
    expect((await h.post('/sup/sourcing/tender/bid', bid('S1', P.S1), t.S1)).body.result).toEqual({
      version: 2,
    });
    expect((await h.post('/sup/sourcing/tender/bid', bid('S2', P.S2), t.S2)).body.success).toBe(true);

    // Refused with the reason, nothing written: a missing line, a price above the ceiling.
    const missing = bid('S2', P.S2);
    missing.commercial.lines = missing.commercial.lines.slice(0, 1);
    const r1 = await h.post('/sup/sourcing/tender/bid', missing, t.S2);
    expect([r1.status, r1.body.message]).toEqual([400, '商务标须对「铂金」报价']);
    const r2 = await h.post('/sup/sourcing/tender/bid', bid('S2', ['700000.0001', '1']), t.S2);
    expect(r2.body.message).toBe('「铂铑合金漏板」的单价不能高于最高限价 700000.0000');
    // Isolation: a supplier not invited, a buyer on the supplier's route, another tenant.
    expect((await h.post('/sup/sourcing/tender/bid', bid('S1', P.S1), t.S3)).status).toBe(404);
    expect((await h.post('/sup/sourcing/tender/bid', bid('S1', P.S1), t.buyer)).status).toBe(403);
    expect((await h.get(`/sourcing/tender/queryById?id=${id}`, t.other)).status).toBe(404);

    // Nobody reads a price: not the buyer (state, opening record), not the supplier itself.
    const view = await h.get<TenderView>(`/sourcing/tender/queryById?id=${id}`, t.buyer);
    expect(view.body.result.bids.map((b) => [b.supplierId, b.version])).toEqual([
      ['S1', 2],
      ['S2', 1],
    ]);
    const record = await h.get(`/sourcing/tender/openingRecord?id=${id}`, t.buyer);
    expect([record.status, record.body.message]).toEqual([409, '尚未开标']);
    const file = `/sourcing/tender/file?id=${id}&supplierId=S1&envelope=technical&index=0`;
    expect((await h.get(file, t.buyer)).status).toBe(409);
    const mine = await h.get<{ version: number; lines: unknown }>(`/sup/sourcing/tender/bid?id=${id}`, t.S1);
    expect(mine.body.result).toMatchObject({ version: 2, lines: null, opened: false });
    const answers = JSON.stringify([view.body, mine.body]);

    // The events table and every sourcing table, read raw: ciphertext only.
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and (table_name like 'sourcing%' or table_name like 'tender%')`.execute(
      h.tdb.db,
    );
    let raw = answers;
    for (const name of ['events', ...tables.rows.map((r) => r.table_name)]) {
      const rows = await sql<{ r: string }>`select t::text as r from ${sql.table(name)} t`.execute(h.tdb.db);
      raw += rows.rows.map((x) => x.r).join('\n');
    }
    for (const p of [...P.S1, ...P.S2]) expect(raw).not.toContain(p);
    expect(raw).not.toContain('636363');
    expect(raw).not.toContain('技术标正文');
    expect(raw).not.toContain(Buffer.from('技术标正文 S1').toString('base64'));
  });

  it('committee, template and experts are set before opening, with their rules', async () => {
    const bad = await h.post('/sourcing/tender/committee', { id, memberIds: ['m1', 'user-S1'] }, t.buyer);
    expect([bad.status, bad.body.message]).toEqual([400, '开标小组成员不存在']);
    expect((await h.post('/sourcing/tender/committee', { id, memberIds: ['m1'] }, t.m1)).status).toBe(403);
    const set = await h.post('/sourcing/tender/committee', { id, memberIds: ['m1', 'm2', 'm3'] }, t.buyer);
    expect(set.body.success).toBe(true);
    const early = await h.post('/sourcing/tender/confirmOpening', { id }, t.m1);
    expect([early.status, early.body.message]).toEqual([409, '投标截止后才能确认开标']);

    const weights = { id, technicalWeight: '40', commercialWeight: '20', priceWeight: '30' };
    const w = await h.post('/sourcing/tender/template', weights, t.buyer);
    expect([w.status, w.body.message]).toEqual([400, '评分权重之和必须等于100（当前为90）']);
    expect(
      (await h.post('/sourcing/tender/template', { ...weights, priceWeight: '40' }, t.buyer)).body.success,
    ).toBe(true);

    const noUser = await h.post(
      '/sourcing/tender/assign',
      { id, assignments: [{ expertId: 'e-E3', supplierIds: ['S1'] }] },
      t.buyer,
    );
    expect(noUser.body.message).toBe('专家「专家丙」未关联系统用户，不能在线评标');
    const assigned = await h.post(
      '/sourcing/tender/assign',
      {
        id,
        assignments: [
          { expertId: 'e-E1', supplierIds: ['S1', 'S2'] },
          { expertId: 'e-E2', supplierIds: ['S1'] },
        ],
      },
      t.buyer,
    );
    expect(assigned.body.success).toBe(true);
  });

  it('after the deadline: one confirmation missing keeps them closed; the third opens them (the workflow)', async () => {
    while (Date.now() <= deadline.getTime()) await new Promise((r) => setTimeout(r, 250));
    h.setClock(new Date()); // the API's clock (the harness holds it still); the worker's is real
    expect((await h.post('/sup/sourcing/tender/bid', bid('S2', P.S2), t.S2)).body.message).toBe(
      '投标已截止，不能再递交或修改投标文件',
    );
    expect((await h.post('/sourcing/tender/confirmOpening', { id }, t.ue1)).body.message).toBe(
      '您不是本项目的开标小组成员',
    );
    for (const m of ['m1', 'm2']) {
      expect((await h.post('/sourcing/tender/confirmOpening', { id }, t[m])).body.success).toBe(true);
    }
    const waiting = await h.get<TenderView>(`/sourcing/tender/queryById?id=${id}`, t.buyer);
    expect(waiting.body.result).toMatchObject({ opened: false, waitingFor: '尚有开标小组成员未确认：m3' });
    expect((await h.get(`/sourcing/tender/openingRecord?id=${id}`, t.buyer)).status).toBe(409);

    expect((await h.post('/sourcing/tender/confirmOpening', { id }, t.m3)).body.success).toBe(true);
    let view = waiting;
    for (let i = 0; i < 120 && !view.body.result.opened; i++) {
      await new Promise((r) => setTimeout(r, 250));
      view = await h.get<TenderView>(`/sourcing/tender/queryById?id=${id}`, t.buyer);
    }
    expect(view.body.result.opened).toBe(true);
    const record = await h.get<{
      bids: Array<{ supplierId: string; total: string; lines: Array<{ price: string }> }>;
    }>(`/sourcing/tender/openingRecord?id=${id}`, t.buyer);
    expect(record.body.result.bids.map((b) => [b.supplierId, b.lines.map((l) => l.price), b.total])).toEqual([
      ['S1', [...P.S1], '1366666.56'],
      ['S2', [...P.S2], '1389899.11'],
    ]);
    // A supplier sees its own prices now, never another's.
    const mine = await h.get(`/sup/sourcing/tender/bid?id=${id}`, t.S1);
    expect(JSON.stringify(mine.body.result)).toContain(P.S1[0]);
    expect(JSON.stringify(mine.body.result)).not.toContain(P.S2[0]);
    const { events } = await store().readStream(sourcing.tenderStreamId(id));
    expect(events.filter((e) => e.type === 'TenderOpened')).toHaveLength(1);
  }, 90_000);

  it('experts score only their bids; the report ranks by weighted total with the price formula', async () => {
    const tasks = await h.get<{ bids: Array<{ supplierId: string }> }>(
      `/sourcing/tender/expert/bids?id=${id}`,
      t.ue2,
    );
    expect(tasks.body.result.bids.map((b) => b.supplierId)).toEqual(['S1']);
    expect((await h.get(`/sourcing/tender/expert/bids?id=${id}`, t.ue3)).status).toBe(404);
    const score = (token: string, supplierId: string, technical: string, commercial: string) =>
      h.post('/sourcing/tender/expert/score', { id, supplierId, technical, commercial }, token);
    expect((await score(t.ue2!, 'S2', '90', '90')).status).toBe(404);
    expect((await score(t.ue1!, 'S1', '101', '90')).body.message).toMatch(/^技术分/);
    expect((await score(t.S1!, 'S1', '100', '100')).status).toBe(403);
    for (const [token, s, tech, comm] of [
      [t.ue1, 'S1', '90', '80'],
      [t.ue2, 'S1', '70', '60'],
      [t.ue1, 'S2', '95', '90'],
    ] as const) {
      expect((await score(token!, s, tech, comm)).body.success).toBe(true);
    }
    const report = await h.get<TenderReportView>(`/sourcing/tender/report?id=${id}`, t.buyer);
    // S1: 80 x 40% + 70 x 20% + full 40 = 86; S2: 95 x 40% + 90 x 20% + 1366666.56/1389899.11 x 40 = 95.33
    expect(report.body.result.complete).toBe(true);
    expect(report.body.result.rows.map((r) => [r.supplierId, r.priceScore, r.score, r.rank])).toEqual([
      ['S2', '39.33', '95.33', 1],
      ['S1', '40.00', '86.00', 2],
    ]);
    expect((await h.get(`/sourcing/tender/report?id=${id}`, t.other)).status).toBe(404);
    // The envelopes' files, decrypted with the released key: the buyer any, an expert only its own.
    const file = (s: string) => `/sourcing/tender/file?id=${id}&supplierId=${s}&envelope=technical&index=0`;
    const got = await h.call('GET', file('S1'), { token: t.buyer });
    expect([got.status, got.body.message]).toEqual([200, '技术标正文 S1']);
    expect((await h.call('GET', file('S1'), { token: t.ue2 })).status).toBe(200);
    expect((await h.get(file('S2'), t.ue2)).status).toBe(404);
    expect((await h.get(file('S1'), t.S2)).status).toBe(403);
    expect((await h.get(`/sourcing/tender/report?id=${id}`, t.S1)).status).toBe(403);
  });
});
