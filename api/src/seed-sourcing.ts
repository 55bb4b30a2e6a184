import {
  finance,
  masterdata,
  portal,
  process as proc,
  sourcing,
  supplier,
  system,
  type EventStore,
} from '@srm/events';
import { startPerformanceBondReminder } from '@srm/workflow';
import { sql } from 'kysely';
import { pokeTenderOpening, scheduleSourcing, sourcingApprovalHandlers } from './modules/sourcing/index';
import { DEMO_TENANT } from './seed-data';
import type { Services } from './services';

const tenantId = DEMO_TENANT.id;
const BUYER = 'buyer1';
const MINUTE = 60_000;
const PLACE = '浙江省桐乡市梧桐街道 玻纤大道669号 原料库';

/** A material of the demo catalogue (seed-masterdata-data.ts), by name and the start of its spec. */
type MaterialRef = { name: string; spec: string };

/**
 * The demo 寻源 (docs/sourcing.md "Demo data"), every step through the domain's commands with the
 * seed's clock (offsets in minutes from the seed minute): what a buyer, the approvers and the
 * suppliers would have done. Titles identify the demo documents: a second run finds them and only
 * finishes what a broken first run left.
 */
export const DEMO_REQUISITIONS = {
  packaging: {
    title: '2027年一季度包装材料采购申请',
    at: -3 * 1_440,
    lines: [
      { material: { name: '纸管', spec: '内径76mm 长280mm' }, quantity: '20000', budget: '42000.00' },
      { material: { name: '熏蒸木托盘', spec: '1140×1140mm' }, quantity: '300', budget: '35400.00' },
    ],
  },
  kaolin: {
    title: '2026年12月高岭土补库采购申请',
    at: -16 * 1_440,
    lines: [
      { material: { name: '高岭土（煅烧）', spec: '325目' }, quantity: '40', budget: '62000.00' },
      { material: { name: '高岭土（水洗）', spec: '325目' }, quantity: '30', budget: '31500.00' },
    ],
  },
} as const;

/** The sizing-chemical and mineral suppliers invited to the open inquiry join this pool for it. */
const CHEMICAL_CATEGORY = 'cat-raw-other';
const INVITED = ['S001', 'S002', 'S003'] as const;
/** A kaolin supplier of the supplier master (seed-suppliers-data.ts), beside S001. */
const KAOLIN_RIVAL = 'S006';

export const DEMO_PROJECTS = {
  openInquiry: {
    title: '2027年一季度化工原料询价',
    kind: 'inquiry',
    participation: 'invited',
    at: -2 * 1_440,
    quoteDeadline: 5 * 1_440 + 600,
    lines: [
      { material: { name: '硼酸', spec: '工业级 H₃BO₃≥99.5%' }, quantity: '20', ceiling: '7600' },
      { material: { name: '纯碱', spec: '轻质' }, quantity: '60', ceiling: '1850' },
    ],
    invite: INVITED,
    quotes: [{ supplierId: 'S002', at: -1_440 + 95, prices: ['7180', '1735'] }],
  },
  tender: {
    title: '2027年度高岭土（煅烧）供货招标',
    kind: 'tender',
    participation: 'public',
    at: -1_440,
    registrationDeadline: 7 * 1_440 + 540,
    quoteDeadline: 14 * 1_440 + 570,
    lines: [{ material: { name: '高岭土（煅烧）', spec: '200目' }, quantity: '480', ceiling: '1450' }],
    invite: [],
    quotes: [],
    // S001 signed up on the portal and paid; the buyer has yet to confirm it (保证金 待确认).
    deposit: { amount: '20000.00', supplierId: 'S001', user: 'sup_kaolin', at: -1_440 + 200 },
  },
  sealedTender: {
    title: '2027年度高岭土（水洗）供货招标',
    kind: 'tender',
    participation: 'invited',
    at: -9 * 1_440,
    registrationDeadline: -6 * 1_440,
    quoteDeadline: -1_440 + 570,
    lines: [{ material: { name: '高岭土（水洗）', spec: '325目' }, quantity: '360', ceiling: '1100' }],
    invite: ['S001', KAOLIN_RIVAL],
    quotes: [],
    // Sealed under the configured KEK; the committee set before the deadline, buyer1 confirmed after it.
    bids: [
      {
        supplierId: 'S001',
        at: -4 * 1_440 + 150,
        price: '1035',
        summary: '水洗高岭土，自有矿山，月产能3000吨',
      },
      { supplierId: KAOLIN_RIVAL, at: -3 * 1_440 + 320, price: '1012', summary: '水洗高岭土，铁路专线直发' },
    ],
    committee: [BUYER, 'approver1'],
    committeeAt: -2 * 1_440,
    confirmed: [BUYER],
  },
  awarded: {
    title: '2026年12月高岭土补库询价',
    kind: 'inquiry',
    participation: 'invited',
    at: -15 * 1_440,
    quoteDeadline: -11 * 1_440,
    requisition: 'kaolin',
    invite: ['S001', KAOLIN_RIVAL],
    quotes: [
      { supplierId: 'S001', at: -13 * 1_440 + 210, prices: ['1520', '1045'] },
      { supplierId: KAOLIN_RIVAL, at: -12 * 1_440 + 75, prices: ['1490', '1060'] },
    ],
    award: [
      { lineId: '1', supplierId: KAOLIN_RIVAL },
      { lineId: '2', supplierId: 'S001' },
    ],
    awardAt: -10 * 1_440,
    resultAt: -8 * 1_440,
    // 履约保证金 of the line-2 winner (10% of 30 t x 1045), registered after the result.
    bond: { supplierId: 'S001', amount: '3135.00', at: -7 * 1_440 },
  },
} as const;

type Ctx = {
  store: EventStore;
  services: Pick<Services, 'temporal'>;
  /** The seed minute. */
  base: number;
  clock: Date;
};
type Spec = (typeof DEMO_PROJECTS)[keyof typeof DEMO_PROJECTS];

const at = (ctx: Ctx, minutes: number) => new Date(ctx.base + minutes * MINUTE);
const day = (d: Date) => new Date(d.getTime() + 8 * 60 * MINUTE).toISOString().slice(0, 10);
const meta = { metadata: { actor: 'seed', tenantId } };
const acting = (ctx: Ctx, minutes: number, by = BUYER) => {
  ctx.clock = at(ctx, minutes);
  return { tenantId, by, now: ctx.clock };
};

async function materialId(ctx: Ctx, m: MaterialRef): Promise<string> {
  const { rows } = await sql<{ id: string }>`select id from md_material
    where tenant_id = ${tenantId} and name = ${m.name} and spec_model like ${`${m.spec}%`}
    order by code limit 1`.execute(ctx.store.db);
  if (!rows[0]) throw new Error(`seed: material ${m.name} ${m.spec} is missing`);
  return rows[0].id;
}

/** The supplier's first user, who bid or quoted for it (`seed` for a company without one). */
async function supplierUser(ctx: Ctx, supplierId: string): Promise<string> {
  const user = await ctx.store.db
    .selectFrom('sys_user')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .orderBy('id')
    .executeTakeFirst();
  return user?.id ?? 'seed';
}

/**
 * An approval as the engine records it (started, each task created then approved, ended), on the
 * deployed demo process bound to the document type. The document hears the outcome through the
 * handler the API registers, with the seed's clock, before the end is recorded: the dispatcher
 * that hears the end later finds it applied.
 */
function approvals(ctx: Ctx) {
  // No workflow is scheduled here: a past deadline's workflow would close the phase with today's
  // clock before the seed's bids; seedSourcing schedules every project once it is complete.
  const handlers = sourcingApprovalHandlers(
    {
      store: () => ctx.store,
      temporal: () => ctx.services.temporal(),
      now: () => ctx.clock,
    },
    async () => {},
  );
  const record = (instanceId: string, events: proc.ProcessInstanceEvent[], step: string) =>
    proc.recordProcessEvents(ctx.store, instanceId, events, {
      ...meta,
      idempotencyKey: `seed:${instanceId}:${step}`,
    });
  const approvers = async (node: Step['node']) =>
    node === 'leader'
      ? await system.departmentLeadersOf(ctx.store.db, tenantId, BUYER)
      : await system.activeUsersWithRoles(ctx.store.db, tenantId, ['finance']);
  const task = async (
    instanceId: string,
    nodeId: Step['node'],
    n: number,
    when: Date,
  ): Promise<proc.ProcessInstanceEvent> => {
    const users = await approvers(nodeId);
    return {
      type: 'TaskCreated',
      data: {
        taskId: `${instanceId}/t${n}`,
        nodeId,
        name: nodeId === 'leader' ? '部门负责人审批' : '财务审批',
        assignee: users.length === 1 ? users[0]! : null,
        candidates: users,
        dueAt: null,
        at: when.toISOString(),
      },
    };
  };

  /** The document's startApproval: the instance starts and its first task waits. */
  const start =
    (documentType: proc.DocumentType, businessKey: string, steps: Step[]): sourcing.StartApproval =>
    async (s) => {
      const plan = await proc.planApprovalStart(ctx.store.db, { tenantId, documentType, businessKey });
      const when = ctx.clock.toISOString();
      await record(
        plan.instanceId,
        [
          {
            type: 'ProcessStarted',
            data: {
              instanceId: plan.instanceId,
              tenantId,
              definitionId: plan.definition.id,
              definitionKey: plan.definition.key,
              definitionName: plan.definition.name,
              version: plan.version.version,
              documentType,
              businessKey,
              title: s.title,
              initiator: BUYER,
              variables: s.variables,
              at: when,
            },
          },
          { type: 'ProcessPathTaken', data: { nodeIds: ['start'], flowIds: ['f1'], at: when } },
          await task(plan.instanceId, steps[0]!.node, 1, ctx.clock),
        ],
        'start',
      );
      return { instanceId: plan.instanceId };
    };

  /** Every task approved, `minutes` apart from `from`; then the outcome applied and the end recorded. */
  const approve = async (
    documentType: proc.DocumentType,
    businessKey: string,
    instanceId: string,
    steps: Step[],
    from: number,
    minutes: number,
  ) => {
    const events: proc.ProcessInstanceEvent[] = [];
    for (const [i, step] of steps.entries()) {
      const when = at(ctx, from + (i + 1) * minutes);
      const users = await approvers(step.node);
      events.push({
        type: 'TaskCompleted',
        data: {
          taskId: `${instanceId}/t${i + 1}`,
          outcome: 'approved',
          comment: '同意',
          attachments: [],
          by: users[0] ?? 'admin',
          at: when.toISOString(),
        },
      });
      events.push({
        type: 'ProcessPathTaken',
        data: { nodeIds: step.passed, flowIds: step.flows, at: when.toISOString() },
      });
      const next = steps[i + 1];
      if (next) events.push(await task(instanceId, next.node, i + 2, when));
    }
    ctx.clock = at(ctx, from + steps.length * minutes);
    await handlers[documentType as keyof typeof handlers]({
      tenantId,
      documentType,
      businessKey,
      outcome: 'approved',
      instanceId,
    });
    events.push({ type: 'ProcessEnded', data: { outcome: 'approved', at: ctx.clock.toISOString() } });
    await record(instanceId, events, 'approved');
  };
  return { start, approve };
}

/** The demo processes' user tasks in order, each with what its approval passes (seed-processes/*.bpmn). */
type Step = { node: 'leader' | 'finance'; passed: string[]; flows: string[] };
const REQUISITION: Step[] = [{ node: 'leader', passed: ['leader', 'amount', 'end'], flows: ['f2', 'f3'] }];
const PUBLICATION: Step[] = [{ node: 'leader', passed: ['leader', 'end'], flows: ['f2'] }];
const AWARD: Step[] = [
  { node: 'leader', passed: ['leader'], flows: ['f2'] },
  { node: 'finance', passed: ['finance', 'end'], flows: ['f3'] },
];

async function ensureRequisition(ctx: Ctx, key: keyof typeof DEMO_REQUISITIONS): Promise<string> {
  const spec = DEMO_REQUISITIONS[key];
  const found = await ctx.store.db
    .selectFrom('sourcing_requisition')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('title', '=', spec.title)
    .executeTakeFirst();
  const need = day(at(ctx, spec.at + 30 * 1_440));
  const id =
    found?.id ??
    (
      await sourcing.draftRequisition(
        ctx.store,
        {
          ...acting(ctx, spec.at),
          title: spec.title,
          lines: await Promise.all(
            spec.lines.map(async (l) => ({
              materialId: await materialId(ctx, l.material),
              quantity: l.quantity,
              needDate: need,
              budget: l.budget,
              currency: 'CNY',
            })),
          ),
        },
        meta,
      )
    ).id;
  const { start, approve } = approvals(ctx);
  let r = await sourcing.loadRequisition(ctx.store, tenantId, id);
  if (r.status === 'draft') {
    await sourcing.submitRequisition(
      ctx.store,
      { ...acting(ctx, spec.at + 20), id, startApproval: start('purchaseRequisition', id, REQUISITION) },
      meta,
    );
    r = await sourcing.loadRequisition(ctx.store, tenantId, id);
  }
  if (r.status === 'pending') {
    await approve('purchaseRequisition', id, r.instanceId!, REQUISITION, spec.at + 20, 95);
  }
  return id;
}

async function ensureProject(ctx: Ctx, spec: Spec, requisitionId?: string): Promise<string> {
  const found = await ctx.store.db
    .selectFrom('sourcing_project')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('title', '=', spec.title)
    .executeTakeFirst();
  const delivery = (days: number) => ({
    deliveryDate: day(at(ctx, spec.quoteDeadline + days * 1_440)),
    deliveryPlace: PLACE,
  });
  const linesOf = async () =>
    'lines' in spec
      ? await Promise.all(
          spec.lines.map(async (l) => ({
            materialId: await materialId(ctx, l.material),
            quantity: l.quantity,
            ceilingPrice: l.ceiling,
            ...delivery(20),
          })),
        )
      : DEMO_REQUISITIONS[spec.requisition].lines.map((_, i) => ({
          requisitionId: requisitionId!,
          requisitionLineId: String(i + 1),
          ceilingPrice: null,
          ...delivery(10),
        }));
  const id =
    found?.id ??
    (
      await sourcing.draftSourcingProject(
        ctx.store,
        {
          ...acting(ctx, spec.at),
          title: spec.title,
          kind: spec.kind,
          participation: spec.participation,
          currency: 'CNY',
          quoteDeadline: at(ctx, spec.quoteDeadline),
          registrationDeadline: 'registrationDeadline' in spec ? at(ctx, spec.registrationDeadline) : null,
          lines: await linesOf(),
        },
        meta,
      )
    ).id;
  const load = () => sourcing.loadProject(ctx.store, tenantId, id);
  const { start, approve } = approvals(ctx);
  let p = await load();
  if (p.status === 'draft') {
    const eligibility = sourcing.supplierMasterEligibility(ctx.store.db);
    for (const [i, supplierId] of spec.invite.entries()) {
      if (p.participants[supplierId]) continue;
      await sourcing.inviteSupplier(
        ctx.store,
        eligibility,
        { ...acting(ctx, spec.at + 10 + i), id, supplierId },
        meta,
      );
    }
    if ('deposit' in spec && !p.deposit) {
      await sourcing.setDepositRule(
        ctx.store,
        { ...acting(ctx, spec.at + 20), id, amount: spec.deposit.amount, currency: 'CNY' },
        meta,
      );
    }
    await sourcing.submitSourcingProject(
      ctx.store,
      { ...acting(ctx, spec.at + 30), id, startApproval: start('sourcingProject', id, PUBLICATION) },
      meta,
    );
    p = await load();
  }
  if (p.status === 'pendingApproval') {
    await approve('sourcingProject', id, p.instanceId!, PUBLICATION, spec.at + 30, 100);
    p = await load();
  }
  if (p.status === 'bidding') {
    for (const q of spec.quotes) {
      if (p.quotes[q.supplierId]) continue;
      await sourcing.submitQuote(
        ctx.store,
        sourcing.supplierMasterEligibility(ctx.store.db),
        {
          ...acting(ctx, q.at, await supplierUser(ctx, q.supplierId)),
          projectId: id,
          supplierId: q.supplierId,
          lines: q.prices.map((price, i) => ({
            lineId: String(i + 1),
            price,
            taxRate: '13',
            leadTimeDays: 7 + i * 3,
            validUntil: day(at(ctx, spec.quoteDeadline + 30 * 1_440)),
          })),
          attachments: [],
        },
        meta,
      );
    }
    p = await load();
  }
  if (!('award' in spec)) return id;
  // What the workflow's timer does at the quote deadline.
  if (p.status === 'bidding') {
    await sourcing.closeSourcingPhase(
      ctx.store,
      { id, phase: 'bidding', round: p.round, deadline: p.deadline!, now: at(ctx, spec.quoteDeadline) },
      meta,
    );
    p = await load();
  }
  if (p.status === 'evaluation') {
    const lines = p.lines;
    await sourcing.proposeAward(
      ctx.store,
      {
        ...acting(ctx, spec.awardAt),
        id,
        awards: spec.award.map((a) => ({
          ...a,
          quantity: lines.find((l) => l.lineId === a.lineId)!.quantity,
        })),
        startApproval: start('award', id, AWARD),
      },
      meta,
    );
    p = await load();
  }
  if (p.status === 'pendingAward') {
    await approve('award', id, p.instanceId!, AWARD, spec.awardAt, 180);
    p = await load();
  }
  if (p.status === 'awarded') {
    await sourcing.publishSourcingResult(ctx.store, { ...acting(ctx, spec.resultAt), id }, meta);
  }
  return id;
}

/**
 * The public tender's deposit: S001's 报名 on the portal, then its payment with a bank slip, waiting
 * for the buyer. A tender seeded before it asked a deposit (its rule is draft-only) stays without.
 */
async function ensureDeposit(ctx: Ctx, id: string) {
  const d = DEMO_PROJECTS.tender.deposit;
  const p = await sourcing.loadProject(ctx.store, tenantId, id);
  if (!p.deposit || !['registration', 'bidding'].includes(p.status)) return;
  const paid = await ctx.store.db
    .selectFrom('fin_deposit')
    .select('id')
    .where('id', '=', finance.depositIdOf(id, d.supplierId))
    .executeTakeFirst();
  if (paid) return;
  // 报名 alone does not make it a participant while a deposit is asked (joinAfterSignUp waits).
  if (!(await portal.findSignUp(ctx.store.db, id, d.supplierId))) {
    const company = await supplier.findSupplier(ctx.store.db, d.supplierId);
    const user = await system.findUserByUsername(ctx.store.db, d.user);
    if (!company || !user) throw new Error(`seed: supplier ${d.supplierId} or user ${d.user} is missing`);
    await portal.signUpForSourcingProject(
      ctx.store,
      {
        projectId: id,
        supplier: { id: company.id, name: company.company_name, tenantId, admitted: company.admitted },
        userId: user.id,
        contact: { name: user.realname, phone: user.phone ?? '' },
        now: at(ctx, d.at).toISOString(),
      },
      meta,
    );
  }
  await finance.recordDepositPayment(
    ctx.store,
    {
      ...acting(ctx, d.at + 90, d.user),
      projectId: id,
      supplierId: d.supplierId,
      amount: d.amount,
      paidOn: day(at(ctx, d.at + 90)),
      reference: 'ICBC2026000318',
      proof: ['demo/投标保证金汇款回单.pdf'],
    },
    meta,
  );
}

/**
 * The tender awaiting opening: what the registration timer, the two suppliers, the buyer and the
 * bid deadline's timer did. Its bids are sealed under the configured KEK, as the API seals them.
 */
async function ensureSealedTender(ctx: Ctx, id: string) {
  const spec = DEMO_PROJECTS.sealedTender;
  const load = () => sourcing.loadProject(ctx.store, tenantId, id);
  let p = await load();
  if (p.status === 'registration') {
    await sourcing.closeSourcingPhase(
      ctx.store,
      { id, phase: 'registration', round: 0, deadline: p.deadline!, now: at(ctx, spec.registrationDeadline) },
      meta,
    );
    p = await load();
  }
  let tender = await sourcing.loadTender(ctx.store, id);
  if (p.status === 'bidding') {
    const keys = sourcing.configuredKeyService();
    const eligibility = sourcing.supplierMasterEligibility(ctx.store.db);
    for (const b of spec.bids) {
      if (tender.bids[b.supplierId]) continue;
      await sourcing.submitSealedBid(
        ctx.store,
        keys,
        eligibility,
        {
          ...acting(ctx, b.at, await supplierUser(ctx, b.supplierId)),
          projectId: id,
          supplierId: b.supplierId,
          technical: { summary: b.summary, files: [] },
          commercial: {
            lines: [
              {
                lineId: '1',
                price: b.price,
                taxRate: '13',
                leadTimeDays: 10,
                validUntil: day(at(ctx, spec.quoteDeadline + 90 * 1_440)),
              },
            ],
            files: [],
          },
        },
        meta,
      );
    }
  }
  if (tender.committee.length === 0 && !tender.opened) {
    await sourcing.setTenderCommittee(
      ctx.store,
      { ...acting(ctx, spec.committeeAt), projectId: id, memberIds: [...spec.committee] },
      meta,
    );
  }
  if (p.status === 'bidding') {
    await sourcing.closeSourcingPhase(
      ctx.store,
      { id, phase: 'bidding', round: p.round, deadline: p.deadline!, now: at(ctx, spec.quoteDeadline) },
      meta,
    );
  }
  tender = await sourcing.loadTender(ctx.store, id);
  for (const [i, member] of spec.confirmed.entries()) {
    if (tender.opened || tender.confirmed.includes(member)) continue;
    await sourcing.confirmTenderOpening(
      ctx.store,
      { ...acting(ctx, spec.quoteDeadline + 30 + i, member), projectId: id },
      meta,
    );
  }
}

/** The awarded inquiry's 履约保证金, and its expiry reminder started as the API's bond route starts it. */
async function ensureBond(ctx: Ctx, id: string) {
  const b = DEMO_PROJECTS.awarded.bond;
  const bondId = finance.depositIdOf(id, b.supplierId);
  const found = await ctx.store.db
    .selectFrom('fin_performance_bond')
    .select('expires_on')
    .where('id', '=', bondId)
    .executeTakeFirst();
  const expiresOn =
    found?.expires_on ??
    (
      await finance.requirePerformanceBond(
        ctx.store,
        {
          ...acting(ctx, b.at),
          projectId: id,
          supplierId: b.supplierId,
          amount: b.amount,
          dueDate: day(at(ctx, b.at + 7 * 1_440)),
          expiresOn: day(at(ctx, b.at + 365 * 1_440)),
          convertDeposit: false,
        },
        meta,
      )
    ).expiresOn;
  // Started on every run (a second start is a no-op), like the deadline workflows.
  await startPerformanceBondReminder(ctx.services.temporal(), {
    bondId,
    remindAt: finance.bondReminderAt(expiresOn, finance.BOND_REMINDER_LEAD_MS).toISOString(),
  });
}

/** The invited suppliers of the open inquiry in its category's source pool (the master data's command). */
async function ensurePool(ctx: Ctx) {
  const { rows } = await sql<{ id: string }>`select id from md_source_pool
    where tenant_id = ${tenantId} and category_id = ${CHEMICAL_CATEGORY}`.execute(ctx.store.db);
  const have = new Set(rows.map((r) => r.id));
  const records = INVITED.map((s) => ({
    id: `sourcePool-${s}-${CHEMICAL_CATEGORY}`,
    values: {
      supplierId: s,
      categoryId: CHEMICAL_CATEGORY,
      poolStatus: 'qualified',
      joinDate: day(at(ctx, -30 * 1_440)),
    },
  })).filter((r) => !have.has(r.id));
  if (records.length === 0) return;
  await masterdata.createEntityRecords(ctx.store, 'sourcePool', { tenantId, records }, meta);
}

/**
 * Runs after the master data (materials, source pools) and the demo processes, once Temporal is
 * reachable: the open projects' `sourcing-<id>` workflows are (re)signalled on every run, so a
 * restarted dev server still closes their deadlines. Returns how many projects it created.
 */
export async function seedSourcing(
  services: Pick<Services, 'store' | 'temporal'>,
  now: Date = new Date(),
): Promise<number> {
  const store = services.store();
  const before = await store.db
    .selectFrom('sourcing_project')
    .select('title')
    .where('tenant_id', '=', tenantId)
    .where(
      'title',
      'in',
      Object.values(DEMO_PROJECTS).map((p) => p.title),
    )
    .execute();
  const ctx: Ctx = { store, services, base: Math.floor(now.getTime() / MINUTE) * MINUTE, clock: now };
  // Only the first run dates the demo: later runs keep its deadlines (they finish a broken run only).
  // The pool is the open inquiry's precondition: once it exists, an administrator's pool edits are kept.
  if (!before.some((p) => p.title === DEMO_PROJECTS.openInquiry.title)) await ensurePool(ctx);
  await ensureRequisition(ctx, 'packaging');
  const kaolin = await ensureRequisition(ctx, 'kaolin');
  const open = await ensureProject(ctx, DEMO_PROJECTS.openInquiry);
  const tender = await ensureProject(ctx, DEMO_PROJECTS.tender);
  await ensureDeposit(ctx, tender);
  const awarded = await ensureProject(ctx, DEMO_PROJECTS.awarded, kaolin);
  await ensureBond(ctx, awarded);
  const sealed = await ensureProject(ctx, DEMO_PROJECTS.sealedTender);
  await ensureSealedTender(ctx, sealed);
  const ids = [open, tender, awarded, sealed];
  for (const id of ids) await scheduleSourcing(services, id);
  // Waits for the committee's last confirmation (the API's wake-up after a confirmation).
  if (!(await sourcing.loadTender(store, sealed)).opened) await pokeTenderOpening(services, sealed);
  return ids.length - before.length;
}
