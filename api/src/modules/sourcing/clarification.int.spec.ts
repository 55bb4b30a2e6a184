import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import type {
  ClarificationRow,
  ComparisonView,
  ProjectView,
  SupplierClarificationView,
  SupplierProjectView,
} from '@srm/contracts/sourcing';
import { CHANGE_EXTENSION_HOURS } from '@srm/contracts/sourcing';
import { creditCodeCheckChar } from '@srm/contracts/supplier';
import { masterdata, rebuildProjections, snapshotTables, sourcing, supplier, system } from '@srm/events';
import { sourcingWorkflowId, TASK_QUEUES } from '@srm/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '../../seed-data';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

const BUYER = Object.values((await import('@srm/contracts/sourcing')).SOURCING_ACTIONS);
const HOUR = 3_600_000;
const creditCode = (n: number) => {
  const first = `91330100MA3K${String(n).padStart(5, '0')}`;
  return first + creditCodeCheckChar(first)!;
};
/** Eligibility is the supplier master's business (sourcing.int.spec.ts): here everyone may take part. */
const everyone: sourcing.SupplierEligibility = { check: async () => ({ ok: true }) };

describe('sourcing: 澄清答疑, 变更 and the award letters (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};
  const store = () => h.services.store();
  let projectId = '';
  let deadline = new Date();

  beforeAll(async () => {
    h = await startApprovalHarness([TASK_QUEUES.sourcing]);
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: BUYER })).token;
    t.other = (await h.userWith('otherbuyer', { tenantId: '2', actions: BUYER })).token;
    const now = new Date();
    const seed = { metadata: { actor: 'seed', tenantId: '1' } };
    for (const [id, name, tenantId] of [
      ['S1', '泰山玻纤配套', '1'],
      ['S2', '巨石原料供应', '1'],
      ['S3', '未受邀公司', '1'],
      ['SX', '他租户供应商', '2'],
    ] as const) {
      await supplier.admitSupplier(store(), {
        supplierId: id,
        tenantId,
        info: {
          companyName: name,
          creditCode: creditCode(id.charCodeAt(1)),
          contact: '联系人',
          phone: `1390000${String(id.charCodeAt(1)).padStart(4, '0')}`,
          email: null,
          address: null,
          legalPerson: null,
          categoryIds: [],
          attachments: [],
        },
        by: 'seed',
        now,
      });
      t[id] = (await h.userWith(`user-${id}`, { tenantId, supplierId: id })).token;
    }
    for (const { id, ...values } of DEMO_CATEGORIES) {
      await system.createRecord(store(), 'category', { id, tenantId: '0', values }, seed);
    }
    await masterdata.syncEntityDefinitions(
      store(),
      MASTER_DATA_ENTITIES.filter((e) => e.name === 'material'),
      seed,
    );
    await h.services
      .db()
      .insertInto('md_material' as never)
      .values({
        id: 'm1',
        tenant_id: '1',
        code: 'RV01.0001',
        name: '无碱玻璃纤维直接纱',
        material_type: 'raw',
        category_id: 'cat-product-roving',
        unit_code: 't',
        status: '1',
      } as never)
      .execute();
    // An invited inquiry in bidding (S1, S2 invited; S3 not), written through the domain's commands.
    deadline = new Date(Math.ceil((Date.now() + 3 * 24 * HOUR) / 60_000) * 60_000);
    const by = { by: 'buyer', now };
    projectId = (
      await sourcing.draftSourcingProject(store(), {
        tenantId: '1',
        title: '12月直接纱询价',
        kind: 'inquiry',
        participation: 'invited',
        currency: 'CNY',
        quoteDeadline: deadline,
        registrationDeadline: null,
        lines: [
          {
            materialId: 'm1',
            quantity: '100',
            deliveryDate: '2027-01-20',
            deliveryPlace: '桐乡基地二号仓',
            ceilingPrice: '6500',
          },
        ],
        ...by,
      })
    ).id;
    for (const supplierId of ['S1', 'S2']) {
      await sourcing.inviteSupplier(store(), everyone, { tenantId: '1', id: projectId, supplierId, ...by });
    }
    await sourcing.submitSourcingProject(store(), {
      tenantId: '1',
      id: projectId,
      ...by,
      startApproval: async () => ({ instanceId: 'publish-1' }),
    });
    await sourcing.applyPublicationApproval(store(), {
      id: projectId,
      instanceId: 'publish-1',
      outcome: 'approved',
      now,
    });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const supQa = (who: string) =>
    h.get<SupplierClarificationView[]>(`/sup/sourcing/clarification/list?projectId=${projectId}`, t[who]);
  const buyerQa = (who = 'buyer', query = `projectId=${projectId}`) =>
    h.get<ClarificationRow[]>(`/sourcing/clarification/list?${query}`, t[who]);
  const bell = async (who: string) =>
    JSON.stringify((await h.get('/sys/annountCement/listByUser', t[who])).body.result);
  const quote = (who: string, price: string) =>
    h.post(
      '/sup/sourcing/quote',
      {
        projectId,
        lines: [{ lineId: '1', price, taxRate: '13', leadTimeDays: 15, validUntil: '2027-06-30' }],
        attachments: [],
      },
      t[who],
    );

  it('shows every answered question to every participant, never who asked; the buyer sees who', async () => {
    const asked = await h.post<{ id: string }>(
      '/sup/sourcing/clarification/ask',
      { projectId, question: '交货地点可否改为嘉兴仓？' },
      t.S1,
    );
    expect(asked.body).toMatchObject({ success: true, message: '提问已提交' });
    const questionId = asked.body.result.id;
    const empty = await h.post('/sup/sourcing/clarification/ask', { projectId, question: '  ' }, t.S1);
    expect(empty.body.success).toBe(false);
    expect(empty.body.message).toContain('请输入提问内容');

    // Before the answer: the asker sees its own question, the other participant nothing.
    expect((await supQa('S1')).body.result).toMatchObject([
      { id: questionId, question: '交货地点可否改为嘉兴仓？', answer: null, mine: true },
    ]);
    expect((await supQa('S2')).body.result).toEqual([]);
    // Not invited, or another tenant's supplier: the project does not exist for them.
    for (const who of ['S3', 'SX']) {
      expect((await supQa(who)).status).toBe(404);
      const r = await h.post(
        '/sup/sourcing/clarification/ask',
        { projectId, question: '能参与吗？' },
        t[who],
      );
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('未找到对应寻源项目');
    }
    // A supplier's user never reaches the buyer's list; another tenant's buyer sees nothing of it.
    expect((await buyerQa('S1')).status).toBe(403);
    expect((await buyerQa('other')).body.result).toEqual([]);
    expect((await buyerQa('other', '')).body.result).toEqual([]);
    const foreign = await h.post(
      '/sourcing/clarification/answer',
      { projectId, id: questionId, answer: '不行' },
      t.other,
    );
    expect(foreign.status).toBe(404);

    // The buyer sees who asked, pending.
    expect((await buyerQa('buyer', 'status=pending')).body.result).toMatchObject([
      {
        id: questionId,
        projectId,
        projectTitle: '12月直接纱询价',
        supplierId: 'S1',
        supplierName: '泰山玻纤配套',
        answer: null,
      },
    ]);
    const answered = await h.post(
      '/sourcing/clarification/answer',
      { projectId, id: questionId, answer: '交货地点不变，仍为桐乡基地二号仓。' },
      t.buyer,
    );
    expect(answered.body).toMatchObject({ success: true, message: '答复已发布' });
    const twice = await h.post(
      '/sourcing/clarification/answer',
      { projectId, id: questionId, answer: '再答一次' },
      t.buyer,
    );
    expect(twice.body).toMatchObject({ success: false, message: '该问题已答复' });
    const published = await h.post(
      '/sourcing/clarification/publish',
      { projectId, content: '报价请含运费。' },
      t.buyer,
    );
    expect(published.body).toMatchObject({ success: true, message: '澄清已发布' });
    expect((await buyerQa('buyer', 'status=pending')).body.result).toEqual([]);

    // Every participant sees both; none sees who asked.
    const s2 = await supQa('S2');
    expect(s2.body.result).toMatchObject([
      { question: '交货地点可否改为嘉兴仓？', answer: '交货地点不变，仍为桐乡基地二号仓。', mine: false },
      { question: null, answer: '报价请含运费。', mine: false },
    ]);
    const s2Bell = await bell('S2');
    expect(s2Bell).toContain('有新的澄清答疑');
    expect(s2Bell).toContain('交货地点可否改为嘉兴仓？');
    for (const seen of [JSON.stringify(s2.body), s2Bell]) {
      for (const asker of ['S1', 'user-S1', '泰山玻纤配套']) expect(seen).not.toContain(asker);
    }
    expect((await supQa('S1')).body.result.map((r) => r.mine)).toEqual([true, false]);
    expect(JSON.stringify((await supQa('S1')).body)).not.toContain('泰山玻纤配套');
  });

  it('a change voids the quotes placed, tells the bidders, and moves a close deadline later', async () => {
    expect((await quote('S1', '6200')).body.success).toBe(true);
    expect((await quote('S2', '6100')).body.success).toBe(true);
    const matrix = () => h.get<ComparisonView>(`/sourcing/project/comparison?id=${projectId}`, t.buyer);
    expect((await matrix()).body.result.suppliers).toHaveLength(2);

    // Two hours before the deadline (by the API's clock).
    const now = new Date(deadline.getTime() - 2 * HOUR);
    h.setClock(now);
    const foreign = await h.post('/sourcing/project/change', { id: projectId, reason: 'x' }, t.other);
    expect(foreign.status).toBe(404);
    const nothing = await h.post('/sourcing/project/change', { id: projectId, reason: '无变更' }, t.buyer);
    expect(nothing.body).toMatchObject({ success: false, message: '请至少变更一项采购条件' });
    const changed = await h.post<{ deadline: string; extendedHours: number }>(
      '/sourcing/project/change',
      { id: projectId, reason: '需求数量调整为120吨', lines: [{ lineId: '1', quantity: '120' }] },
      t.buyer,
    );
    expect(changed.body).toMatchObject({ success: true, message: '采购条件已变更，已提交的报价作废' });
    const moved = new Date(deadline.getTime() + CHANGE_EXTENSION_HOURS * HOUR).toISOString();
    expect(changed.body.result).toEqual({ deadline: moved, extendedHours: CHANGE_EXTENSION_HOURS });

    const view = (await h.get<ProjectView>(`/sourcing/project/queryById?id=${projectId}`, t.buyer)).body
      .result;
    expect(view.quoteDeadline).toBe(moved);
    expect(view.lines[0]!.quantity).toBe('120.000');
    const after = (await matrix()).body.result;
    expect(after.suppliers).toEqual([]);
    expect(after.lines[0]!.cells).toEqual([]);
    const mine = (await h.get<SupplierProjectView>(`/sup/sourcing/project/queryById?id=${projectId}`, t.S1))
      .body.result;
    expect(mine).toMatchObject({ myQuote: null, canQuote: true, quoteDeadline: moved });
    for (const who of ['S1', 'S2']) {
      const b = await bell(who);
      expect(b).toContain('采购条件已变更');
      expect(b).toContain(`已顺延${CHANGE_EXTENSION_HOURS}小时`);
    }
    expect(await bell('S3')).not.toContain('采购条件已变更');

    // The workflow was told the moved deadline (its old timer is stale: project.change.unit.spec.ts).
    const history = await h.env.client.workflow.getHandle(sourcingWorkflowId(projectId)).fetchHistory();
    const signals = (history.events ?? []).flatMap(
      (e) =>
        e.workflowExecutionSignaledEventAttributes?.input?.payloads?.map(
          (p) => JSON.parse(Buffer.from(p.data!).toString()) as { deadline: string },
        ) ?? [],
    );
    expect(signals.at(-1)).toMatchObject({ phase: 'bidding', round: 1, deadline: moved });

    // The bidders quote again under the new conditions.
    expect((await quote('S1', '6150')).body.success).toBe(true);
    expect((await quote('S2', '6180')).body.success).toBe(true);
    expect((await matrix()).body.result.suppliers).toHaveLength(2);
  });

  it('sends each winner a 中标通知 and each loser a 未中标通知, once', async () => {
    const p = await sourcing.loadProject(store(), '1', projectId);
    await sourcing.closeSourcingPhase(store(), {
      id: projectId,
      phase: 'bidding',
      round: 1,
      deadline: p.deadline!,
      now: new Date(p.deadline!),
    });
    await sourcing.proposeAward(store(), {
      tenantId: '1',
      id: projectId,
      awards: [{ lineId: '1', supplierId: 'S1', quantity: '120' }],
      by: 'buyer',
      now: new Date(),
      startApproval: async () => ({ instanceId: 'award-1' }),
    });
    const end = { id: projectId, instanceId: 'award-1', outcome: 'approved', now: new Date() };
    // The approval's end is heard at least once: twice here.
    await sourcing.applyAwardApproval(store(), end);
    await sourcing.applyAwardApproval(store(), end);
    const count = (text: string, part: string) => text.split(part).length - 1;
    const s1 = await bell('S1');
    expect(count(s1, '中标通知：12月直接纱询价')).toBe(1);
    expect(s1).not.toContain('未中标通知');
    const s2 = await bell('S2');
    expect(count(s2, '未中标通知：12月直接纱询价')).toBe(1);
    expect(s2).not.toContain('"中标通知');
    expect(await bell('S3')).not.toContain('中标通知');
  });

  it('rebuilds the Q&A and the changed project from the log as they are live', async () => {
    const projections = [sourcing.sourcingProjectProjection, sourcing.clarificationProjection];
    const tables = projections.flatMap((p) => p.tables);
    const live = await snapshotTables(h.services.db(), tables);
    expect(live.sourcing_clarification).toHaveLength(2);
    await rebuildProjections(store(), { projections });
    const rebuilt = await snapshotTables(h.services.db(), tables);
    for (const table of tables) expect(rebuilt[table], table).toEqual(live[table]);
  });
});
