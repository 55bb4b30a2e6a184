import type { ProjectView, RequisitionView, SupplierProjectView } from '@srm/contracts/sourcing';
import { SOURCING_ACTIONS } from '@srm/contracts/sourcing';
import { masterdata, portal } from '@srm/events';
import { sourcingWorkflowId, TASK_QUEUES } from '@srm/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed';
import { seedMasterData } from './seed-masterdata';
import { DEMO_PROJECTS, DEMO_REQUISITIONS, seedSourcing } from './seed-sourcing';
import { startApprovalHarness, type ApprovalHarness } from './testing/approval-harness';

/** The demo 寻源 on the full demo tenant (real PostgreSQL, real Temporal dev server). */
describe('sourcing seed', () => {
  let h: ApprovalHarness;
  const ids: Record<keyof typeof DEMO_PROJECTS, string> = { openInquiry: '', tender: '', awarded: '' };
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
    expect(await seedSourcing(h.services, now)).toBe(3);
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
    ]);
  });

  it('the invited supplier sees its invitation; the winner its share', async () => {
    const pack = (await h.userWith('demo-pack', { tenantId: '1', supplierId: 'S003' })).token;
    const list = (
      await h.get<Array<{ id: string; status: string; participating: boolean }>>(
        '/sup/sourcing/project/list',
        pack,
      )
    ).body.result;
    // Its invitation, and the public tender it may register for.
    expect(list.filter((p) => p.participating).map((p) => [p.id, p.status])).toEqual([
      [ids.openInquiry, 'bidding'],
    ]);
    expect(list.filter((p) => !p.participating).map((p) => [p.id, p.status])).toEqual([
      [ids.tender, 'registration'],
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
});
