import { randomUUID } from 'node:crypto';
import {
  SOURCING_CODE_PREFIX,
  SOURCING_KIND_TEXT,
  type Participation,
  type SourcingKind,
} from '@srm/contracts/sourcing';
import { DomainError } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { announceSourcingResult, publishSourcingAnnouncement } from '../portal/index';
import { findSupplier } from '../supplier/index';
import { canonical } from './decimal';
import { eligibilityRefusal, SUPPLIER_UNKNOWN, type SupplierEligibility } from './eligibility';
import { materialsOf } from './materials';
import { sendAwardLetters } from './letters';
import { noticeToSuppliers } from './notice';
import {
  planAward,
  PROJECT_NOT_FOUND,
  projectDecider,
  refuseProjectSubmission,
  type Project,
  type ProjectCommand,
} from './project.decide';
import { sourcingProjectStreamId, type ProjectLine, type QuoteLine } from './project.events';
import { nextProjectCode } from './project.projection';
import { REQUISITION_LINE_NOT_FOUND, requisitionDecider } from './requisition.decide';
import { requisitionStreamId } from './requisition.events';
import { loadRequisition, type StartApproval } from './requisition.commands';

type Meta = { metadata?: EventMetadata };

export const inTransaction = async <T>(store: EventStore, work: (trx: Trx) => Promise<T>): Promise<T> => {
  const result = await store.db.transaction().execute(work);
  // Appends inside a caller's transaction wake subscribers only once it has committed.
  store.notifier.appended();
  return result;
};

/** The project's state, or not found when it is missing or another tenant's. */
export async function loadProject(store: EventStore, tenantId: string | null, id: string): Promise<Project> {
  const { events } = await store.readStream(sourcingProjectStreamId(id));
  const state = events.reduce(
    (s, e) => projectDecider.evolve(s, { type: e.type, data: e.data } as never),
    projectDecider.initialState(),
  );
  if (state.status === 'none' || (tenantId !== null && state.tenantId !== tenantId)) {
    throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  }
  return state;
}

const run = (store: EventStore, id: string, command: ProjectCommand, meta: Meta, trx?: Trx) =>
  handleCommand(store, sourcingProjectStreamId(id), projectDecider, command, {
    ...meta,
    ...(trx ? { trx } : {}),
  });

type DeliveryFields = { deliveryDate: string; deliveryPlace: string; ceilingPrice: string | null };
export type ProjectLineDraft =
  | ({ requisitionId: string; requisitionLineId: string } & DeliveryFields)
  | ({ materialId: string; quantity: string } & DeliveryFields);

export type ProjectDraft = {
  tenantId: string;
  title: string;
  kind: SourcingKind;
  participation: Participation;
  currency: string;
  quoteDeadline: Date;
  registrationDeadline: Date | null;
  lines: ProjectLineDraft[];
  by: string;
  now: Date;
};

/**
 * 新建寻源项目. Lines typed in name a material; lines pulled from approved requisitions take the
 * requisition line's material and quantity, and the requisition records where each went, in the same
 * transaction: a line sourced once is refused the second time and nothing is written.
 */
/**
 * The project's lines from the form's: a typed line's material from the master data, a pulled
 * line's material and quantity from its requisition line (refused when the line does not exist).
 */
async function resolveLines(store: EventStore, tenantId: string, drafts: readonly ProjectLineDraft[]) {
  const typed = drafts.flatMap((l) => ('materialId' in l ? [l.materialId] : []));
  const materials = await materialsOf(store.db, tenantId, typed);
  const requisitions = new Map<string, Awaited<ReturnType<typeof loadRequisition>>>();
  for (const l of drafts) {
    if ('requisitionId' in l && !requisitions.has(l.requisitionId)) {
      requisitions.set(l.requisitionId, await loadRequisition(store, tenantId, l.requisitionId));
    }
  }
  const lines: ProjectLine[] = drafts.map((l, i) => {
    const delivery = {
      deliveryDate: l.deliveryDate,
      deliveryPlace: l.deliveryPlace,
      ceilingPrice: l.ceilingPrice,
    };
    const lineId = String(i + 1);
    if ('materialId' in l) {
      const m = materials.get(l.materialId)!;
      return {
        lineId,
        materialId: m.id,
        materialCode: m.code,
        materialName: m.name,
        categoryId: m.categoryId,
        quantity: canonical(l.quantity, 'quantity'),
        unit: m.unit,
        ...delivery,
        requisitionId: null,
        requisitionLineId: null,
      };
    }
    const r = requisitions.get(l.requisitionId)!;
    const source = r.status === 'none' ? undefined : r.lines.find((x) => x.lineId === l.requisitionLineId);
    if (!source) {
      throw new DomainError('ValidationFailed', REQUISITION_LINE_NOT_FOUND, {
        field: `lines.${i}.requisitionLineId`,
      });
    }
    return {
      lineId,
      materialId: source.materialId,
      materialCode: source.materialCode,
      materialName: source.materialName,
      categoryId: source.categoryId,
      quantity: source.quantity,
      unit: source.unit,
      ...delivery,
      requisitionId: l.requisitionId,
      requisitionLineId: l.requisitionLineId,
    };
  });
  return { lines, requisitionIds: [...requisitions.keys()] };
}

export async function draftSourcingProject(store: EventStore, d: ProjectDraft, meta: Meta = {}) {
  const { lines, requisitionIds } = await resolveLines(store, d.tenantId, d.lines);
  const id = randomUUID();
  const code = await nextProjectCode(store.db, SOURCING_CODE_PREFIX[d.kind], d.now);
  await inTransaction(store, async (trx) => {
    await run(
      store,
      id,
      {
        type: 'DraftSourcingProject',
        id,
        tenantId: d.tenantId,
        code,
        title: d.title,
        kind: d.kind,
        participation: d.participation,
        currency: d.currency,
        quoteDeadline: d.quoteDeadline,
        registrationDeadline: d.registrationDeadline,
        lines,
        by: d.by,
        now: d.now,
      },
      meta,
      trx,
    );
    for (const requisitionId of requisitionIds) {
      const lineIds = d.lines.flatMap((l) =>
        'requisitionId' in l && l.requisitionId === requisitionId ? [l.requisitionLineId] : [],
      );
      await handleCommand(
        store,
        requisitionStreamId(requisitionId),
        requisitionDecider,
        { type: 'SourceRequisitionLines', projectId: id, projectCode: code, lineIds, by: d.by, now: d.now },
        { ...meta, trx },
      );
    }
  });
  return { id, code };
}

/**
 * 编辑 a draft (title, deadlines, lines). The invited suppliers are asked again for the new lines'
 * categories (the first refusal refuses the revision). A requisition whose lines the project takes
 * changes releases the project's lines and sources the new set in the same transaction, so a line
 * dropped is free again and a line added is refused if another project holds it.
 */
export async function reviseSourcingProject(
  store: EventStore,
  eligibility: SupplierEligibility,
  d: {
    tenantId: string;
    id: string;
    title: string;
    quoteDeadline: Date;
    registrationDeadline: Date | null;
    lines: ProjectLineDraft[];
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, d.tenantId, d.id);
  const { lines, requisitionIds } = await resolveLines(store, d.tenantId, d.lines);
  let refusal: string | null = null;
  for (const supplierId of Object.keys(project.participants)) {
    refusal = await eligibilityRefusal(eligibility, {
      tenantId: d.tenantId,
      supplierId,
      categoryIds: lines.map((l) => l.categoryId),
      at: d.now,
    });
    if (refusal) break;
  }
  const taken = (
    from: ReadonlyArray<{ requisitionId: string | null; requisitionLineId: string | null }>,
    r: string,
  ) =>
    from
      .filter((l) => l.requisitionId === r)
      .map((l) => l.requisitionLineId!)
      .sort();
  const touched = [
    ...new Set([
      ...project.lines.flatMap((l) => (l.requisitionId ? [l.requisitionId] : [])),
      ...requisitionIds,
    ]),
  ].filter((r) => taken(project.lines, r).join() !== taken(lines, r).join());
  await inTransaction(store, async (trx) => {
    await run(
      store,
      d.id,
      {
        type: 'ReviseSourcingProject',
        title: d.title,
        quoteDeadline: d.quoteDeadline,
        registrationDeadline: d.registrationDeadline,
        lines,
        refusal,
        by: d.by,
        now: d.now,
      },
      meta,
      trx,
    );
    for (const requisitionId of touched) {
      const stream = requisitionStreamId(requisitionId);
      const act = { by: d.by, now: d.now };
      await handleCommand(
        store,
        stream,
        requisitionDecider,
        { type: 'ReleaseRequisitionLines', projectId: d.id, ...act },
        { ...meta, trx },
      );
      const lineIds = taken(lines, requisitionId);
      if (lineIds.length === 0) continue;
      await handleCommand(
        store,
        stream,
        requisitionDecider,
        { type: 'SourceRequisitionLines', projectId: d.id, projectCode: project.code, lineIds, ...act },
        { ...meta, trx },
      );
    }
  });
}

/** The supplier's company name, or the port's "unknown" refusal for another tenant's or a missing one. */
async function supplierName(store: EventStore, tenantId: string, supplierId: string): Promise<string | null> {
  const s = await findSupplier(store.db, supplierId);
  return s && s.tenant_id === tenantId ? s.company_name : null;
}

/** 邀请供应商: asks the SupplierEligibility port for every category of the project's lines. */
export async function inviteSupplier(
  store: EventStore,
  eligibility: SupplierEligibility,
  c: { tenantId: string; id: string; supplierId: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.id);
  const name = await supplierName(store, c.tenantId, c.supplierId);
  const refusal =
    name === null
      ? SUPPLIER_UNKNOWN
      : await eligibilityRefusal(eligibility, {
          tenantId: c.tenantId,
          supplierId: c.supplierId,
          categoryIds: project.lines.map((l) => l.categoryId),
          at: c.now,
        });
  return run(
    store,
    c.id,
    {
      type: 'InviteSupplier',
      supplierId: c.supplierId,
      supplierName: name ?? '',
      refusal,
      by: c.by,
      now: c.now,
    },
    meta,
  );
}

/** 提交发布审批 through the process bound to `sourcingProject`. */
export async function submitSourcingProject(
  store: EventStore,
  c: { tenantId: string; id: string; by: string; now: Date; startApproval: StartApproval },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.id);
  refuseProjectSubmission(project, c.now);
  const { instanceId } = await c.startApproval({
    title: `寻源项目 ${project.code} ${project.title}`,
    variables: { code: project.code, kind: project.kind },
  });
  await run(store, c.id, { type: 'SubmitSourcingProject', instanceId, by: c.by, now: c.now }, meta);
  return { instanceId };
}

/** The publication approval ended: published (and opened) or back to draft. Idempotent. */
export const applyPublicationApproval = (
  store: EventStore,
  e: { id: string; instanceId: string; outcome: string; now: Date },
  meta: Meta = {},
) =>
  run(
    store,
    e.id,
    { type: 'ApplyPublicationApproval', instanceId: e.instanceId, outcome: e.outcome, now: e.now },
    meta,
  );

/** The buying company's name on the portal: the tenant's. */
async function companyOf(store: EventStore, tenantId: string): Promise<string> {
  const t = await store.db
    .selectFrom('sys_tenant')
    .select('name')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return t?.name || '采购单位';
}

/**
 * The purchase announcement on the portal (the portal's own command), once: its idempotency key
 * makes a repeated call (the approval-ended handler runs at least once) a no-op.
 */
export async function announceProject(store: EventStore, c: { id: string; now: Date }, meta: Meta = {}) {
  const p = await loadProject(store, null, c.id);
  if (['none', 'draft', 'pendingApproval', 'cancelled'].includes(p.status)) return;
  const deadline = p.kind === 'tender' ? p.registrationDeadline! : p.quoteDeadline;
  // Approved after its deadline: nothing left to announce (the portal refuses a notice already closed).
  if (Date.parse(deadline) <= c.now.getTime()) return;
  await publishSourcingAnnouncement(
    store,
    {
      projectId: p.id,
      tenantId: p.tenantId,
      kind: p.kind,
      bidCode: p.code,
      title: p.title,
      subtitle: `${SOURCING_KIND_TEXT[p.kind]}公告`,
      companyName: await companyOf(store, p.tenantId),
      info: [
        { label: '项目编号', value: p.code },
        { label: '采购方式', value: SOURCING_KIND_TEXT[p.kind] },
        {
          label: '采购内容',
          value: p.lines
            .map((l) => l.materialName)
            .join('、')
            .slice(0, 500),
        },
      ],
      content: '',
      invitation: '',
      deadline,
      publishedAt: c.now.toISOString(),
    },
    { ...meta, idempotencyKey: `sourcing-announce-${p.id}` },
  );
}

/** The `sourcing-<id>` workflow's timer fired for this phase: closes it once (a stale timer does nothing). */
export const closeSourcingPhase = (
  store: EventStore,
  c: { id: string; phase: 'registration' | 'bidding'; round: number; deadline: string; now: Date },
  meta: Meta = {},
) =>
  run(
    store,
    c.id,
    { type: 'ClosePhase', phase: c.phase, round: c.round, deadline: c.deadline, now: c.now },
    meta,
  );

/**
 * 报价: a supplier quotes (or revises) its prices for the current round. An invited project answers a
 * stranger "not found"; a public project asks the eligibility port for a newcomer.
 */
export async function submitQuote(
  store: EventStore,
  eligibility: SupplierEligibility,
  c: {
    tenantId: string;
    projectId: string;
    supplierId: string;
    lines: QuoteLine[];
    attachments: string[];
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const newcomer = !project.participants[c.supplierId];
  const name = newcomer
    ? await supplierName(store, c.tenantId, c.supplierId)
    : project.participants[c.supplierId]!.name;
  const refusal =
    !newcomer || project.participation !== 'public'
      ? null
      : name === null
        ? SUPPLIER_UNKNOWN
        : await eligibilityRefusal(eligibility, {
            tenantId: c.tenantId,
            supplierId: c.supplierId,
            categoryIds: project.lines.map((l) => l.categoryId),
            at: c.now,
          });
  const r = await run(
    store,
    c.projectId,
    {
      type: 'SubmitQuote',
      supplierId: c.supplierId,
      supplierName: name ?? '',
      refusal,
      lines: c.lines,
      attachments: c.attachments,
      by: c.by,
      now: c.now,
    },
    meta,
  );
  return { round: r.state.status === 'none' ? 0 : r.state.round };
}

/** 议价: a new round with a new deadline for the chosen suppliers. */
export async function openNegotiation(
  store: EventStore,
  c: { tenantId: string; id: string; deadline: Date; supplierIds: string[]; by: string; now: Date },
  meta: Meta = {},
) {
  await loadProject(store, c.tenantId, c.id);
  const r = await run(
    store,
    c.id,
    { type: 'OpenNegotiation', deadline: c.deadline, supplierIds: c.supplierIds, by: c.by, now: c.now },
    meta,
  );
  return r.state.status === 'none'
    ? { round: 0, deadline: null }
    : { round: r.state.round, deadline: r.state.deadline };
}

/** 定标: the split is checked first, then the approval bound to `award` starts and the proposal is recorded. */
export async function proposeAward(
  store: EventStore,
  c: {
    tenantId: string;
    id: string;
    awards: Array<{ lineId: string; supplierId: string; quantity: string }>;
    by: string;
    now: Date;
    startApproval: StartApproval;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.id);
  planAward(project, c.awards);
  const { instanceId } = await c.startApproval({
    title: `定标 ${project.code} ${project.title}`,
    variables: { code: project.code, kind: project.kind, currency: project.currency },
  });
  await run(store, c.id, { type: 'ProposeAward', instanceId, awards: c.awards, by: c.by, now: c.now }, meta);
  return { instanceId };
}

/**
 * The award approval ended: confirmed (AwardConfirmed, the hand-off to [P8]) or back to evaluation.
 * The confirmation and the letters to winners and losers commit together; idempotent (a repeated end
 * decides nothing and sends nothing).
 */
export const applyAwardApproval = (
  store: EventStore,
  e: { id: string; instanceId: string; outcome: string; now: Date },
  meta: Meta = {},
) =>
  inTransaction(store, async (trx) => {
    const r = await run(
      store,
      e.id,
      { type: 'ApplyAwardApproval', instanceId: e.instanceId, outcome: e.outcome, now: e.now },
      meta,
      trx,
    );
    if (r.events.some((x) => x.type === 'SourcingAwardConfirmed') && r.state.status !== 'none') {
      await sendAwardLetters(store, r.state, e.now, trx);
    }
    return r;
  });

/** 结果公示: the project's result, and the portal's result announcement, in one transaction. */
export async function publishSourcingResult(
  store: EventStore,
  c: { tenantId: string; id: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.id);
  await inTransaction(store, async (trx) => {
    await run(store, c.id, { type: 'PublishResult', by: c.by, now: c.now }, meta, trx);
    const bySupplier = new Map<string, string[]>();
    for (const a of project.awards) {
      const line = project.lines.find((l) => l.lineId === a.lineId)!;
      bySupplier.set(a.supplierName, [...(bySupplier.get(a.supplierName) ?? []), line.materialName]);
    }
    await announceSourcingResult(
      store,
      {
        projectId: project.id,
        tenantId: project.tenantId,
        awardedAt: c.now.toISOString(),
        suppliers: [...bySupplier].map(([name, materials]) => ({
          name,
          title: [...new Set(materials)].join('、').slice(0, 100),
        })),
      },
      { ...meta, trx },
    );
  });
}

/**
 * 取消: before the award, with a reason. The cancellation, the release of its requisition lines
 * (sourceable again) and the notice to every participant commit in one transaction: a failed notice
 * leaves the project uncancelled, so a retry sends it (drafts have told nobody, so they tell nobody).
 */
export async function cancelSourcingProject(
  store: EventStore,
  c: { tenantId: string; id: string; reason: string; by: string; now: Date },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.id);
  return inTransaction(store, async (trx) => {
    const cancelled = await run(
      store,
      c.id,
      { type: 'CancelProject', reason: c.reason, by: c.by, now: c.now },
      meta,
      trx,
    );
    const requisitionIds = new Set(project.lines.flatMap((l) => (l.requisitionId ? [l.requisitionId] : [])));
    for (const requisitionId of requisitionIds) {
      await handleCommand(
        store,
        requisitionStreamId(requisitionId),
        requisitionDecider,
        { type: 'ReleaseRequisitionLines', projectId: c.id, by: c.by, now: c.now },
        { ...meta, trx },
      );
    }
    if (project.status !== 'draft' && project.status !== 'pendingApproval') {
      await noticeToSuppliers(store, {
        tenantId: project.tenantId,
        supplierIds: Object.keys(project.participants),
        title: `寻源项目「${project.title}」已取消`,
        lines: [`项目编号：${project.code}`, `取消原因：${c.reason}`],
        now: c.now,
        key: `sourcing-cancel:${project.id}`,
        trx,
      });
    }
    return cancelled;
  });
}
