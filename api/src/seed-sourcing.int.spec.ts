import type { BondRow, DepositRow } from '@srm/contracts/finance';
import type { ProjectView, RequisitionView, SupplierProjectView, TenderView } from '@srm/contracts/sourcing';
import { SOURCING_ACTIONS } from '@srm/contracts/sourcing';
import { finance, masterdata, portal, sourcing } from '@srm/events';
import {
  performanceBondWorkflowId,
  sourcingWorkflowId,
  TASK_QUEUES,
  tenderOpeningWorkflowId,
} from '@srm/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed';
import { seedMasterData } from './seed-masterdata';
import { DEMO_PROJECTS, DEMO_REQUISITIONS, seedSourcing } from './seed-sourcing';
import { startApprovalHarness, type ApprovalHarness } from './testing/approval-harness';

/** The demo 寻源 on the full demo tenant (real PostgreSQL, real Temporal dev server). */
describe('sourcing seed', () => {
  let h: ApprovalHarness;
  const ids: Record<keyof typeof DEMO_PROJECTS, string> = {
    openInquiry: '',
    tender: '',
    awarded: '',
    sealedTender: '',
  };
  const login = async (username: string, password: string) =>
    (await h.post<{ token: string }>('/sys/login', { username, password })).body.result.token;
  const now = new Date();
  const countEvents = async () =>
    Number(
      (
        await h.services
          .db()
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startApprovalHarness([TASK_QUEUES.process, TASK_QUEUES.sourcing]);
    const store = h.services.store();
    await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, {
      metadata: { actor: 'system' },
    });
    await seedDemoData(store);
    await seedMasterData(store, now);
    h.setClock(now);
  });
  afterAll(async () => h?.close());

  it('creates the demo projects through the commands (timed), and a second run adds no event', async () => {
    const started = performance.now();
    expect(await seedSourcing(h.services, now)).toBe(4);
    console.log(`sourcing seed: ${Math.round(performance.now() - started)} ms`);
    const rows = await h.services.db().selectFrom('sourcing_project').select(['id', 'title']).execute();
    for (const [key, p] of Object.entries(DEMO_PROJECTS)) {
      ids[key as keyof typeof ids] = rows.find((r) => r.title === p.title)!.id;
    }
    const before = await countEvents();
    const again = performance.now();
    expect(await seedSourcing(h.services, new Date(now.getTime() + 86_400_000))).toBe(0);
    console.log(`sourcing seed again: ${Math.round(performance.now() - again)} ms`);
    expect(await countEvents()).toBe(before);
  });

  it('the buyer sees an inquiry open for quotes, a tender in registration and an awarded inquiry with its result', async () => {
    const buyer = (
      await h.userWith('demo-buyer', { tenantId: '1', actions: Object.values(SOURCING_ACTIONS) })
    ).token;
    const view = async (id: string) =>
      (await h.get<ProjectView>(`/sourcing/project/queryById?id=${id}`, buyer)).body.result;

    const open = await view(ids.openInquiry);
    expect(open).toMatchObject({ status: 'bidding', kind: 'inquiry', participation: 'invited', round: 1 });
    expect(open.suppliers.map((s) => s.supplierId).sort()).toEqual(['S001', 'S002', 'S003']);
    expect(Date.parse(open.quoteDeadline) - now.getTime()).toBeGreaterThan(4 * 86_400_000);
    expect(new Date(open.quoteDeadline).getUTCSeconds()).toBe(0);
    const matrix = (
      await h.get<{ suppliers: Array<{ supplierId: string }> }>(
        `/sourcing/project/comparison?id=${ids.openInquiry}`,
        buyer,
      )
    ).body.result;
    expect(matrix.suppliers.map((s) => s.supplierId)).toEqual(['S002']);

    const tender = await view(ids.tender);
    expect(tender).toMatchObject({ status: 'registration', kind: 'tender', participation: 'public' });

    const awarded = await view(ids.awarded);
    expect(awarded.status).toBe('resultPublished');
    expect(awarded.awards.map((a) => [a.lineId, a.supplierId]).sort()).toEqual([
      ['1', 'S006'],
      ['2', 'S001'],
    ]);
    // Its lines came from the kaolin requisition, which shows where they went; the packaging one waits.
    const requisitions = await h.services
      .db()
      .selectFrom('sourcing_requisition')
      .select(['id', 'title', 'status'])
      .execute();
    const req = async (title: string) =>
      (
        await h.get<RequisitionView>(
          `/sourcing/requisition/queryById?id=${requisitions.find((r) => r.title === title)!.id}`,
          buyer,
        )
      ).body.result;
    const kaolin = await req(DEMO_REQUISITIONS.kaolin.title);
    expect(kaolin.status).toBe('approved');
    expect(kaolin.lines.map((l) => l.projectCode)).toEqual([awarded.code, awarded.code]);
    const packaging = await req(DEMO_REQUISITIONS.packaging.title);
    expect(packaging.status).toBe('approved');
    expect(packaging.lines.map((l) => l.projectId)).toEqual([null, null]);

    // The approvals are the demo processes' instances, ended approved.
    const instances = await h.services
      .db()
      .selectFrom('process_instance')
      .select(['document_type', 'status', 'outcome'])
      .where('tenant_id', '=', '1')
      .execute();
    expect(instances.map((i) => `${i.document_type}:${i.status}:${i.outcome}`).sort()).toEqual([
      'award:ended:approved',
      'purchaseRequisition:ended:approved',
      'purchaseRequisition:ended:approved',
      'sourcingProject:ended:approved',
      'sourcingProject:ended:approved',
      'sourcingProject:ended:approved',
      'sourcingProject:ended:approved',
    ]);
  });

  it('the invited supplier sees its invitation; the winner its share', async () => {
    const pack = (await h.userWith('demo-pack', { tenantId: '1', supplierId: 'S003' })).token;
    const list = (await h.get<Array<{ id: string; status: string }>>('/sup/sourcing/project/list', pack)).body
      .result;
    // Its invitation and the public tender; never the tenders it is not invited to.
    expect(list.map((p) => [p.id, p.status])).toEqual([
      [ids.tender, 'registration'],
      [ids.openInquiry, 'bidding'],
    ]);
    const invitation = (
      await h.get<SupplierProjectView>(`/sup/sourcing/project/queryById?id=${ids.openInquiry}`, pack)
    ).body.result;
    expect(invitation).toMatchObject({ canQuote: true });

    const kaolin = (await h.userWith('demo-kaolin', { tenantId: '1', supplierId: 'S001' })).token;
    const won = (
      await h.get<SupplierProjectView>(`/sup/sourcing/project/queryById?id=${ids.awarded}`, kaolin)
    ).body.result;
    expect(won.myAwards.map((a) => a.lineId)).toEqual(['2']);
  });

  it('the portal lists the tender announcement and the result announcement', async () => {
    const db = h.services.db();
    const announcements = await portal.listPublicAnnouncements(db, '1', { now, limit: 100 });
    expect(announcements.map((a) => a.title)).toContain(DEMO_PROJECTS.tender.title);
    const results = await portal.listPublicResults(db, '1', { limit: 100 });
    expect(results.map((r) => r.title)).toContain(`${DEMO_PROJECTS.awarded.title} 结果公示`);
  });

  it("the open projects' deadline workflows run", async () => {
    for (const id of [ids.openInquiry, ids.tender]) {
      const d = await h.env.client.workflow.getHandle(sourcingWorkflowId(id)).describe();
      expect(d.status.name).toBe('RUNNING');
    }
  });
  it('the tender awaiting opening: bids sealed (no price readable), buyer1 confirmed, approver1 awaited', async () => {
    const id = ids.sealedTender;
    const buyer = await login('buyer1', 'Buyer@2026');
    const list = (
      await h.get<{ records: Array<{ id: string; status: string }> }>(
        '/sourcing/project/list?pageSize=50',
        buyer,
      )
    ).body.result.records;
    expect(list.find((p) => p.id === id)?.status).toBe('evaluation');
    const view = (await h.get<TenderView>(`/sourcing/tender/queryById?id=${id}`, buyer)).body.result;
    expect(view).toMatchObject({ opened: false, waitingFor: '尚有开标小组成员未确认：王强' });
    expect(Date.parse(view.bidDeadline)).toBeLessThan(now.getTime());
    expect(view.committee.map((m) => [m.userId, m.confirmed])).toEqual([
      ['buyer1', true],
      ['approver1', false],
    ]);
    expect(view.bids.map((b) => [b.supplierId, b.version]).sort()).toEqual([
      ['S001', 1],
      ['S006', 1],
    ]);
    expect((await h.get(`/sourcing/tender/openingRecord?id=${id}`, buyer)).status).toBe(409);
    // No price anywhere before opening: the buyer's view, the bidder's own, the events themselves.
    const kaolin = await login('sup_kaolin', 'Supplier@2026');
    const mine = await h.get<{ version: number; lines: unknown }>(
      `/sup/sourcing/tender/bid?id=${id}`,
      kaolin,
    );
    expect(mine.body.result).toMatchObject({ version: 1, lines: null, opened: false });
    const events = await h.services
      .db()
      .selectFrom('events')
      .select(['type', 'data'])
      .where('stream_id', 'in', [sourcing.tenderStreamId(id), `sourcing-${id}`])
      .execute();
    expect(events.filter((e) => e.type === 'TenderBidSealed')).toHaveLength(2);
    // Neither a price field nor a technical summary in the clear (ciphertext is base64: no quotes).
    const needles = ['"price"', ...DEMO_PROJECTS.sealedTender.bids.map((b) => b.summary)];
    for (const text of [JSON.stringify(view), JSON.stringify(mine.body), JSON.stringify(events)]) {
      for (const needle of needles) expect(text).not.toContain(needle);
    }
    const opening = await h.env.client.workflow.getHandle(tenderOpeningWorkflowId(id)).describe();
    expect(opening.status.name).toBe('RUNNING');
  });

  it('finance1 has the 保证金 menus: the paid deposit waits for confirmation, the bond is listed', async () => {
    const fin = await login('finance1', 'Finance@2026');
    type Menu = { meta: { title: string }; children?: Menu[] };
    const titles = (menu: Menu[]): string[] =>
      menu.flatMap((m) => [m.meta.title, ...titles(m.children ?? [])]);
    const menu = (await h.get<{ menu: Menu[] }>('/sys/permission/getUserPermissionByToken', fin)).body.result
      .menu;
    expect(titles(menu)).toEqual(expect.arrayContaining(['财务管理', '保证金', '履约保证金']));
    expect(titles(menu)).not.toContain('发票');

    const deposits = (await h.get<DepositRow[]>('/finance/deposit/list', fin)).body.result;
    expect(deposits.map((d) => [d.projectId, d.supplierId, d.amount, d.statusText])).toEqual([
      [ids.tender, 'S001', '20000.00', '待确认'],
    ]);
    const bonds = (await h.get<BondRow[]>('/finance/performanceBond/list', fin)).body.result;
    expect(bonds.map((b) => [b.projectId, b.supplierId, b.amount])).toEqual([
      [ids.awarded, 'S001', '3135.00'],
    ]);
    const reminder = await h.env.client.workflow
      .getHandle(performanceBondWorkflowId(finance.depositIdOf(ids.awarded, 'S001')))
      .describe();
    expect(reminder.status.name).toBe('RUNNING');

    // Confirming it makes S001 a participant of the public tender.
    const confirmed = await h.post('/finance/deposit/confirm', { id: deposits[0]!.id }, fin);
    expect(confirmed.body).toMatchObject({ success: true, message: '保证金已确认' });
    const buyer = await login('buyer1', 'Buyer@2026');
    const tender = (await h.get<ProjectView>(`/sourcing/project/queryById?id=${ids.tender}`, buyer)).body
      .result;
    expect(tender.suppliers.map((s) => s.supplierId)).toEqual(['S001']);
  });

  it('approver1, the last committee member, confirms and the workflow opens the tender', async () => {
    const id = ids.sealedTender;
    const approver = await login('approver1', 'Approver@2026');
    const r = await h.post('/sourcing/tender/confirmOpening', { id }, approver);
    expect(r.body).toMatchObject({ success: true, message: '已确认开标' });
    const buyer = await login('buyer1', 'Buyer@2026');
    let view = await h.get<TenderView>(`/sourcing/tender/queryById?id=${id}`, buyer);
    for (let i = 0; i < 120 && !view.body.result.opened; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      view = await h.get<TenderView>(`/sourcing/tender/queryById?id=${id}`, buyer);
    }
    expect(view.body.result.opened).toBe(true);
    const record = await h.get<{ bids: Array<{ supplierId: string; lines: Array<{ price: string }> }> }>(
      `/sourcing/tender/openingRecord?id=${id}`,
      buyer,
    );
    expect(record.body.result.bids.map((b) => [b.supplierId, Number(b.lines[0]!.price)]).sort()).toEqual([
      ['S001', 1035],
      ['S006', 1012],
    ]);
  });
});
