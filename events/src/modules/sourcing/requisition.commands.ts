import { randomUUID } from 'node:crypto';
import { DomainError } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { canonical, sum } from './decimal';
import { materialsOf } from './materials';
import {
  refuseSubmission,
  REQUISITION_NOT_FOUND,
  requisitionDecider,
  type RequisitionState,
} from './requisition.decide';
import { requisitionStreamId } from './requisition.events';
import { nextRequisitionCode } from './requisition.projection';

type Meta = { metadata?: EventMetadata };
/** Starts the [P6] approval of a document (the API's startApproval); answers its instance id. */
export type StartApproval = (s: {
  title: string;
  variables: Record<string, unknown>;
}) => Promise<{ instanceId: string }>;

/** The requisition's state, or not found when it is missing or another tenant's. */
export async function loadRequisition(
  store: EventStore,
  tenantId: string,
  id: string,
): Promise<RequisitionState> {
  const { events } = await store.readStream(requisitionStreamId(id));
  const state = events.reduce(
    (s, e) => requisitionDecider.evolve(s, { type: e.type, data: e.data } as never),
    requisitionDecider.initialState(),
  );
  if (state.status === 'none' || state.tenantId !== tenantId) {
    throw new DomainError('NotFound', REQUISITION_NOT_FOUND);
  }
  return state;
}

export type RequisitionDraft = {
  tenantId: string;
  title: string;
  lines: Array<{ materialId: string; quantity: string; needDate: string; budget: string; currency: string }>;
  by: string;
  now: Date;
};

type LineInput = RequisitionDraft['lines'][number];
const linesOf = (lines: readonly LineInput[], materials: Awaited<ReturnType<typeof materialsOf>>) =>
  lines.map((l, i) => {
    const m = materials.get(l.materialId)!;
    return {
      lineId: String(i + 1),
      materialId: m.id,
      materialCode: m.code,
      materialName: m.name,
      categoryId: m.categoryId,
      quantity: canonical(l.quantity, 'quantity'),
      unit: m.unit,
      needDate: l.needDate,
      budget: canonical(l.budget, 'amount'),
      currency: l.currency,
    };
  });

/** 新增采购申请: lines of the tenant's materials (code, name, unit and category taken from master data). */
export async function draftRequisition(store: EventStore, d: RequisitionDraft, meta: Meta = {}) {
  const materials = await materialsOf(
    store.db,
    d.tenantId,
    d.lines.map((l) => l.materialId),
  );
  const id = randomUUID();
  const code = await nextRequisitionCode(store.db, d.now);
  await handleCommand(
    store,
    requisitionStreamId(id),
    requisitionDecider,
    {
      type: 'DraftRequisition',
      id,
      tenantId: d.tenantId,
      code,
      title: d.title,
      lines: linesOf(d.lines, materials),
      by: d.by,
      now: d.now,
    },
    meta,
  );
  return { id, code };
}

/** 编辑 a draft or rejected requisition: its title and lines (materials read again from master data). */
export async function reviseRequisition(
  store: EventStore,
  d: { tenantId: string; id: string; title: string; lines: LineInput[]; by: string; now: Date },
  meta: Meta = {},
) {
  await loadRequisition(store, d.tenantId, d.id);
  const materials = await materialsOf(
    store.db,
    d.tenantId,
    d.lines.map((l) => l.materialId),
  );
  await handleCommand(
    store,
    requisitionStreamId(d.id),
    requisitionDecider,
    { type: 'ReviseRequisition', title: d.title, lines: linesOf(d.lines, materials), by: d.by, now: d.now },
    meta,
  );
}

/**
 * 提交审批: refused before anything starts when the requisition cannot be submitted; then the
 * approval bound to `purchaseRequisition` starts and the submission is recorded with its instance.
 */
export async function submitRequisition(
  store: EventStore,
  s: { tenantId: string; id: string; by: string; now: Date; startApproval: StartApproval },
  meta: Meta = {},
) {
  const state = await loadRequisition(store, s.tenantId, s.id);
  refuseSubmission(state);
  if (state.status === 'none') throw new DomainError('NotFound', REQUISITION_NOT_FOUND);
  // The amount routes the demo process (finance countersigns from 100000): the budget of the
  // requisition's one currency, summed as decimals; FEEL compares numbers, so it crosses as one.
  // A requisition in several currencies has no single amount.
  const currencies = new Set(state.lines.map((l) => l.currency));
  const amount = currencies.size === 1 ? sum(state.lines.map((l) => l.budget)).toNumber() : null;
  const { instanceId } = await s.startApproval({
    title: `采购申请 ${state.code} ${state.title}`,
    variables: { code: state.code, ...(amount === null ? {} : { amount }) },
  });
  await handleCommand(
    store,
    requisitionStreamId(s.id),
    requisitionDecider,
    { type: 'SubmitRequisition', instanceId, by: s.by, now: s.now },
    meta,
  );
  return { instanceId };
}

/** The approval ended: approved, or back for changes (idempotent: delivered at least once). */
export const applyRequisitionApproval = (
  store: EventStore,
  e: { id: string; instanceId: string; outcome: string; now: Date },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    requisitionStreamId(e.id),
    requisitionDecider,
    { type: 'ApplyRequisitionApproval', instanceId: e.instanceId, outcome: e.outcome, now: e.now },
    meta,
  );
