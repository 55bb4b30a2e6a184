import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import {
  SOURCING_ACTIONS,
  type ProjectRow,
  type RequisitionRow,
  type SourceableLineRow,
} from '@srm/contracts/sourcing';
import { masterdata, sourcing } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type Page<T> = { records: T[]; total: number };
const BUYER = Object.values(SOURCING_ACTIONS);

describe('sourcing lists: requisitions, sourceable lines and projects (real PostgreSQL)', () => {
  let h: Harness;
  const t: Record<string, string> = {};

  beforeAll(async () => {
    h = await startHarness();
    t.buyer = (await h.userWith('listbuyer', { tenantId: '1', actions: BUYER })).token;
    t.other = (await h.userWith('listother', { tenantId: '2', actions: BUYER })).token;
    t.sup = (await h.userWith('listsup', { tenantId: '1', supplierId: 'S1', actions: BUYER })).token;
    t.none = (await h.userWith('listnone', { tenantId: '1' })).token;
    const seed = { metadata: { actor: 'seed', tenantId: '1' } };
    await masterdata.syncEntityDefinitions(
      h.services.store(),
      MASTER_DATA_ENTITIES.filter((e) => e.name === 'material'),
      seed,
    );
    for (const tenant of ['1', '2']) {
      await h.services
        .db()
        .insertInto('md_material' as never)
        .values({
          id: `m-${tenant}`,
          tenant_id: tenant,
          code: `RV01.000${tenant}`,
          name: '无碱玻璃纤维直接纱',
          material_type: 'raw',
          category_id: 'cat-product-roving',
          unit_code: 't',
          status: '1',
        } as never)
        .execute();
    }
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const list = <T>(path: string, who: string) => h.get<Page<T>>(path, t[who]);
  const line = (materialId: string) => ({
    materialId,
    quantity: '10',
    needDate: '2027-01-15',
    budget: '65000',
    currency: 'CNY',
  });
  const deadline = () => new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);

  it('lists the tenant’s requisitions, offers approved lines once, edits drafts, and filters projects by kind and status', async () => {
    const draft = await h.post<{ id: string; code: string }>(
      '/sourcing/requisition/add',
      { title: '一月备料', lines: [line('m-1')] },
      t.buyer,
    );
    const approved = await h.post<{ id: string; code: string }>(
      '/sourcing/requisition/add',
      { title: '二月备料', lines: [line('m-1'), line('m-1')] },
      t.buyer,
    );
    await h.post('/sourcing/requisition/add', { title: '他租户申请', lines: [line('m-2')] }, t.other);
    // The approval engine is tested with the whole flow (sourcing.int.spec.ts); here its outcome is given.
    const id = approved.body.result.id;
    const when = { tenantId: '1', id, by: 'listbuyer', now: new Date() };
    await sourcing.submitRequisition(h.services.store(), {
      ...when,
      startApproval: async () => ({ instanceId: 'i-1' }),
    });
    await sourcing.applyRequisitionApproval(h.services.store(), {
      id,
      instanceId: 'i-1',
      outcome: 'approved',
      now: new Date(),
    });

    // The harness's clock stands still: order by code, not by the equal creation times.
    const mine = await list<RequisitionRow>('/sourcing/requisition/list?column=code&order=asc', 'buyer');
    expect(mine.body.result.total).toBe(2);
    expect(mine.body.result.records.map((r) => [r.title, r.statusText, r.lineCount])).toEqual([
      ['一月备料', '草稿', 1],
      ['二月备料', '已审批', 2],
    ]);
    expect(
      (await list<RequisitionRow>('/sourcing/requisition/list?status=approved', 'buyer')).body.result.records,
    ).toMatchObject([{ code: approved.body.result.code }]);
    expect(
      (await list<RequisitionRow>('/sourcing/requisition/list', 'other')).body.result.records.map(
        (r) => r.title,
      ),
    ).toEqual(['他租户申请']);
    expect((await list('/sourcing/requisition/list', 'sup')).status).toBe(403);
    expect((await list('/sourcing/requisition/list', 'none')).status).toBe(403);

    // 编辑: a draft is revised; an approved one is not (its lines may feed projects).
    const reviseReq = (rid: string, who = 'buyer') =>
      h.put(
        '/sourcing/requisition/edit',
        { id: rid, title: '一月备料（修订）', lines: [{ ...line('m-1'), quantity: '12.5' }] },
        t[who],
      );
    expect((await reviseReq(draft.body.result.id)).body).toMatchObject({
      success: true,
      message: '保存成功',
    });
    const revised = await h.get<{ title: string; lines: { quantity: string }[] }>(
      `/sourcing/requisition/queryById?id=${draft.body.result.id}`,
      t.buyer,
    );
    expect(revised.body.result).toMatchObject({ title: '一月备料（修订）', lines: [{ quantity: '12.500' }] });
    expect((await reviseReq(id)).body).toMatchObject({
      success: false,
      message: '只有草稿或已驳回的采购申请可以修改',
    });
    expect((await reviseReq(draft.body.result.id, 'other')).status).toBe(404);
    expect((await reviseReq(draft.body.result.id, 'sup')).status).toBe(403);

    // Only the approved requisition's lines, and each only until a project takes it.
    const offered = await list<SourceableLineRow>('/sourcing/requisition/sourceableLines', 'buyer');
    expect(offered.body.result.records.map((l) => [l.requisitionCode, l.lineId, l.quantity])).toEqual([
      [approved.body.result.code, '1', '10.000'],
      [approved.body.result.code, '2', '10.000'],
    ]);
    expect(draft.body.success).toBe(true);
    expect(
      (await list<SourceableLineRow>('/sourcing/requisition/sourceableLines', 'other')).body.result.total,
    ).toBe(0);
    expect((await list('/sourcing/requisition/sourceableLines', 'sup')).status).toBe(403);

    const project = (title: string, kind: string, lines: unknown[], who = 'buyer') =>
      h.post<{ id: string; code: string }>(
        '/sourcing/project/add',
        {
          title,
          kind,
          participation: 'invited',
          currency: 'CNY',
          quoteDeadline: deadline().toISOString(),
          registrationDeadline:
            kind === 'tender' ? new Date(deadline().getTime() - 30 * 60_000).toISOString() : null,
          lines,
        },
        t[who],
      );
    const delivery = { deliveryDate: '2027-01-20', deliveryPlace: '桐乡基地' };
    const inquiry = await project('直接纱询价', 'inquiry', [
      { requisitionId: id, requisitionLineId: '1', ...delivery },
    ]);
    expect(inquiry.body.success).toBe(true);
    await project('直接纱招标', 'tender', [{ materialId: 'm-1', quantity: '5', ...delivery }]);
    await project('他租户询价', 'inquiry', [{ materialId: 'm-2', quantity: '5', ...delivery }], 'other');
    expect(
      (
        await list<SourceableLineRow>('/sourcing/requisition/sourceableLines', 'buyer')
      ).body.result.records.map((l) => l.lineId),
    ).toEqual(['2']);

    // 编辑 the draft: another title, the other requisition line; the dropped line is offered again.
    const edit = (who: string) =>
      h.put(
        '/sourcing/project/edit',
        {
          id: inquiry.body.result.id,
          title: '直接纱询价（二号线）',
          quoteDeadline: deadline().toISOString(),
          lines: [{ requisitionId: id, requisitionLineId: '2', ...delivery }],
        },
        t[who],
      );
    expect((await edit('sup')).status).toBe(403);
    expect((await edit('buyer')).body).toMatchObject({ success: true, message: '保存成功' });
    expect(
      (
        await list<SourceableLineRow>('/sourcing/requisition/sourceableLines', 'buyer')
      ).body.result.records.map((l) => l.lineId),
    ).toEqual(['1']);
    const req = await h.get<{ lines: { lineId: string; projectCode: string | null }[] }>(
      `/sourcing/requisition/queryById?id=${id}`,
      t.buyer,
    );
    expect(req.body.result.lines.map((l) => [l.lineId, l.projectCode])).toEqual([
      ['1', null],
      ['2', inquiry.body.result.code],
    ]);
    expect((await edit('other')).status).toBe(404);

    const projects = (q: string, who = 'buyer') => list<ProjectRow>(`/sourcing/project/list${q}`, who);
    expect(
      (await projects('?column=code&order=asc')).body.result.records.map((p) => [
        p.title,
        p.kindText,
        p.statusText,
      ]),
    ).toEqual([
      ['直接纱询价（二号线）', '询价', '草稿'],
      ['直接纱招标', '招标', '草稿'],
    ]);
    expect((await projects('?kind=inquiry')).body.result.records).toMatchObject([
      { code: inquiry.body.result.code, lineCount: 1, participation: 'invited' },
    ]);
    expect((await projects('?kind=tender&status=draft')).body.result.total).toBe(1);
    expect((await projects('?status=awarded,resultPublished')).body.result.total).toBe(0);
    expect((await projects('?title=*二号线*')).body.result.total).toBe(1);
    expect((await projects('', 'other')).body.result.records.map((p) => p.title)).toEqual(['他租户询价']);
    expect((await projects('', 'sup')).status).toBe(403);
    expect((await projects('?kind=inquiry%27%20or%201=1--')).body.result.total).toBe(0);
  });
});
