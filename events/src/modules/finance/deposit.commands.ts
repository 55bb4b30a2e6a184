import type { DepositStatus } from '@srm/contracts/finance';
import { DomainError } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { findSignUp } from '../portal/index';
import { findSupplier } from '../supplier/index';
import { appendJoin, chinaDay, joinCommand, loadProject, type SupplierEligibility } from '../sourcing/index';
import { sendUserNotice, uuidFromKey } from '../system/index';
import {
  DEPOSIT_NOT_FOUND,
  DEPOSIT_NOT_HELD,
  depositDecider,
  REFUND_LOSER_REASON,
  refundsOnAward,
  type Deposit,
  type DepositCommand,
} from './deposit.decide';
import { depositIdOf, depositStreamId } from './deposit.events';
import { performanceBondDecider, type BondState } from './performance-bond.decide';
import { performanceBondStreamId } from './performance-bond.events';

type Meta = { metadata?: EventMetadata };

const inTransaction = async <T>(store: EventStore, work: (trx: Trx) => Promise<T>): Promise<T> => {
  const result = await store.db.transaction().execute(work);
  store.notifier.appended();
  return result;
};

const runDeposit = (store: EventStore, depositId: string, command: DepositCommand, meta: Meta, trx?: Trx) =>
  handleCommand(store, depositStreamId(depositId), depositDecider, command, {
    ...meta,
    ...(trx ? { trx } : {}),
  });

/** The deposit, or not found when it is missing or another tenant's (or, with `supplierId`, another supplier's). */
export async function loadDeposit(
  store: EventStore,
  scope: { tenantId: string | null; supplierId?: string },
  depositId: string,
): Promise<Deposit> {
  const { events } = await store.readStream(depositStreamId(depositId));
  const state = events.reduce(
    (s, e) => depositDecider.evolve(s, { type: e.type, data: e.data } as never),
    depositDecider.initialState(),
  );
  if (
    state.status === 'none' ||
    (scope.tenantId !== null && state.tenantId !== scope.tenantId) ||
    (scope.supplierId !== undefined && state.supplierId !== scope.supplierId)
  ) {
    throw new DomainError('NotFound', DEPOSIT_NOT_FOUND);
  }
  return state;
}

/**
 * 缴纳保证金: the supplier records its payment with proof. It must take part: invited, or (public)
 * signed up on the portal; an invited project it is not invited to is not found.
 */
export async function recordDepositPayment(
  store: EventStore,
  c: {
    tenantId: string;
    projectId: string;
    supplierId: string;
    amount: string;
    paidOn: string;
    reference: string;
    proof: string[];
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const participant = project.participants[c.supplierId];
  if (project.participation === 'invited' && !participant) {
    throw new DomainError('NotFound', '未找到对应寻源项目');
  }
  const signedUp = participant ? true : Boolean(await findSignUp(store.db, c.projectId, c.supplierId));
  const company = participant ? undefined : await findSupplier(store.db, c.supplierId);
  const depositId = depositIdOf(c.projectId, c.supplierId);
  await runDeposit(
    store,
    depositId,
    {
      type: 'RecordDepositPayment',
      depositId,
      project: {
        tenantId: project.tenantId,
        projectId: project.id,
        code: project.code,
        title: project.title,
        status: project.status,
        rule: project.deposit,
        mayTakePart: signedUp,
      },
      supplier: { id: c.supplierId, name: participant?.name ?? company?.company_name ?? '' },
      amount: c.amount,
      paidOn: c.paidOn,
      reference: c.reference,
      proof: c.proof,
      by: c.by,
      now: c.now,
    },
    meta,
  );
  return { id: depositId };
}

/**
 * 确认保证金: confirmed, and in the same transaction the supplier takes part in the project (a public
 * project's 报名 becomes effective; it may quote or bid). After the project's bidding it is only confirmed.
 */
export async function confirmDeposit(
  store: EventStore,
  eligibility: SupplierEligibility,
  c: { tenantId: string; id: string; by: string; now: Date },
  meta: Meta = {},
) {
  const d = await loadDeposit(store, { tenantId: c.tenantId }, c.id);
  const project = await loadProject(store, c.tenantId, d.projectId);
  const open = ['published', 'registration', 'bidding'].includes(project.status);
  // Read first: nothing may read outside the transaction once it is open (PGlite's one connection).
  const join = open
    ? await joinCommand(store, eligibility, {
        tenantId: c.tenantId,
        projectId: d.projectId,
        supplierId: d.supplierId,
        depositConfirmed: true,
        now: c.now,
      })
    : null;
  await inTransaction(store, async (trx) => {
    await runDeposit(store, c.id, { type: 'ConfirmDeposit', by: c.by, now: c.now }, meta, trx);
    if (join) await appendJoin(store, join, meta, trx);
  });
}

/** 驳回 / 退还 / 扣除 a deposit of the tenant. */
export async function settleDeposit(
  store: EventStore,
  c: {
    tenantId: string;
    id: string;
    action: 'reject' | 'refund' | 'deduct';
    reason: string;
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  await loadDeposit(store, { tenantId: c.tenantId }, c.id);
  const type = ({ reject: 'RejectDeposit', refund: 'RefundDeposit', deduct: 'DeductDeposit' } as const)[
    c.action
  ];
  await runDeposit(store, c.id, { type, reason: c.reason, by: c.by, now: c.now }, meta);
}

/**
 * After the award (SourcingAwardConfirmed): every confirmed deposit of a supplier that won nothing is
 * refunded. At least once: a refunded deposit is not refunded again. Returns the refunded ids.
 */
export async function refundLosersOnAward(
  store: EventStore,
  c: { projectId: string; now: Date },
  meta: Meta = {},
): Promise<string[]> {
  const { events } = await store.readStream(`sourcing-${c.projectId}`);
  if (events.length === 0) return [];
  const project = await loadProject(store, null, c.projectId);
  if (project.status !== 'awarded' && project.status !== 'resultPublished') return [];
  const deposits = await store.db
    .selectFrom('fin_deposit')
    .select(['id', 'supplier_id', 'status'])
    .where('project_id', '=', c.projectId)
    .execute();
  const ids = refundsOnAward(
    deposits.map((d) => ({ depositId: d.id, supplierId: d.supplier_id, status: d.status as DepositStatus })),
    project.awards.map((a) => a.supplierId),
  );
  for (const id of ids) {
    await runDeposit(
      store,
      id,
      { type: 'RefundDeposit', reason: REFUND_LOSER_REASON, by: 'system', now: c.now },
      meta,
    );
  }
  return ids;
}

/**
 * 登记履约保证金 for a winner of an awarded project; with `convertDeposit` its confirmed bid deposit is
 * converted into it in the same transaction. Returns the bond's id and its expiry day.
 */
export async function requirePerformanceBond(
  store: EventStore,
  c: {
    tenantId: string;
    projectId: string;
    supplierId: string;
    amount: string;
    dueDate: string;
    expiresOn: string;
    convertDeposit: boolean;
    by: string;
    now: Date;
  },
  meta: Meta = {},
) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const bondId = depositIdOf(c.projectId, c.supplierId);
  let converted: string | null = null;
  if (c.convertDeposit) {
    const { events } = await store.readStream(depositStreamId(bondId));
    const d = events.reduce(
      (s, e) => depositDecider.evolve(s, { type: e.type, data: e.data } as never),
      depositDecider.initialState(),
    );
    if (d.status !== 'confirmed') throw new DomainError('IllegalState', DEPOSIT_NOT_HELD);
    converted = d.amount;
  }
  const winners = Object.fromEntries(project.awards.map((a) => [a.supplierId, a.supplierName]));
  await inTransaction(store, async (trx) => {
    await handleCommand(
      store,
      performanceBondStreamId(bondId),
      performanceBondDecider,
      {
        type: 'RequirePerformanceBond',
        bondId,
        project: {
          tenantId: project.tenantId,
          projectId: project.id,
          code: project.code,
          title: project.title,
          status: project.status,
          currency: project.deposit?.currency ?? project.currency,
          winners,
        },
        supplierId: c.supplierId,
        amount: c.amount,
        dueDate: c.dueDate,
        expiresOn: c.expiresOn,
        convertedDeposit: converted,
        today: chinaDay(c.now),
        by: c.by,
        now: c.now,
      },
      { ...meta, trx },
    );
    if (converted !== null) {
      await runDeposit(store, bondId, { type: 'ConvertDeposit', bondId, by: c.by, now: c.now }, meta, trx);
    }
  });
  return { id: bondId, expiresOn: c.expiresOn };
}

/**
 * The expiry reminder (the `performanceBond-<id>` workflow's timer): the supplier's users and the buyer
 * who registered the bond hear of it on their bell, once per expiry day. The notice is keyed, so a
 * retry after a crash between the notice and the record sends nothing twice. Returns whether it was new.
 */
export async function remindPerformanceBondExpiry(
  store: EventStore,
  c: { bondId: string; now: Date },
  meta: Meta = {},
): Promise<boolean> {
  const { events } = await store.readStream(performanceBondStreamId(c.bondId));
  const state: BondState = events.reduce(
    (s, e) => performanceBondDecider.evolve(s, { type: e.type, data: e.data } as never),
    performanceBondDecider.initialState(),
  );
  if (state.status === 'none' || state.reminded.includes(state.expiresOn)) return false;
  const bond = await store.db
    .selectFrom('fin_performance_bond')
    .selectAll()
    .where('id', '=', c.bondId)
    .executeTakeFirstOrThrow();
  // The supplier's active users and the buyer who registered it, if still active (a deleted user is skipped).
  const users = await store.db
    .selectFrom('sys_user')
    .select('id')
    .where('tenant_id', '=', bond.tenant_id)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('supplier_id', '=', bond.supplier_id), eb('id', '=', bond.created_by)]))
    .execute();
  const key = `performance-bond-expiry:${c.bondId}:${state.expiresOn}`;
  await sendUserNotice(
    store,
    {
      tenantId: bond.tenant_id,
      users: users.map((u) => u.id),
      title: `履约保证金到期提醒：${bond.project_code} 将于${state.expiresOn}到期`,
      content: [
        `项目：${bond.project_code} ${bond.project_title}`,
        `供应商：${bond.supplier_name}`,
        `金额：${bond.amount} ${bond.currency}`,
        `到期日：${state.expiresOn}`,
      ].join('\n\n'),
      openPage: null,
      busType: 'finance',
      now: c.now,
    },
    { id: uuidFromKey(key), key },
  );
  const r = await handleCommand(
    store,
    performanceBondStreamId(c.bondId),
    performanceBondDecider,
    { type: 'RemindBondExpiry', now: c.now },
    meta,
  );
  return r.appended;
}
