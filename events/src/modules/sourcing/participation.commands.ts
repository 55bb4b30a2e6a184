import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { findSupplier } from '../supplier/index';
import { eligibilityRefusal, SUPPLIER_UNKNOWN, type SupplierEligibility } from './eligibility';
import { loadProject } from './project.commands';
import { projectDecider } from './project.decide';
import { sourcingProjectStreamId } from './project.events';

type Meta = { metadata?: EventMetadata };

/** 设置投标保证金 (draft only): amount null removes the rule. */
export async function setDepositRule(
  store: EventStore,
  c: { tenantId: string; id: string; amount: string | null; currency: string; by: string; now: Date },
  meta: Meta = {},
) {
  await loadProject(store, c.tenantId, c.id);
  return handleCommand(
    store,
    sourcingProjectStreamId(c.id),
    projectDecider,
    { type: 'SetDepositRule', amount: c.amount, currency: c.currency, by: c.by, now: c.now },
    meta,
  );
}

type JoinInput = {
  tenantId: string;
  projectId: string;
  supplierId: string;
  depositConfirmed: boolean;
  now: Date;
};
export type JoinCommand = Awaited<ReturnType<typeof joinCommand>>;

/**
 * What a supplier's joining decides on: the project, its name, and for a public project's newcomer the
 * eligibility port's answer. Read before any transaction opens: the embedded database (PGlite) has one
 * connection, so a read outside a caller's open transaction would wait for it forever.
 */
export async function joinCommand(store: EventStore, eligibility: SupplierEligibility, c: JoinInput) {
  const project = await loadProject(store, c.tenantId, c.projectId);
  const known = project.participants[c.supplierId];
  const company = known ? undefined : await findSupplier(store.db, c.supplierId);
  const name = known?.name ?? (company && company.tenant_id === c.tenantId ? company.company_name : null);
  const refusal =
    known || project.participation !== 'public'
      ? null
      : name === null
        ? SUPPLIER_UNKNOWN
        : await eligibilityRefusal(eligibility, {
            tenantId: c.tenantId,
            supplierId: c.supplierId,
            categoryIds: project.lines.map((l) => l.categoryId),
            at: c.now,
          });
  return {
    projectId: c.projectId,
    command: {
      type: 'JoinProject' as const,
      supplierId: c.supplierId,
      supplierName: name ?? '',
      depositConfirmed: c.depositConfirmed,
      refusal,
      now: c.now,
    },
  };
}

/** Appends a prepared join (`joinCommand`); with `trx`, inside the caller's transaction (a deposit's confirmation). */
export const appendJoin = (store: EventStore, join: JoinCommand, meta: Meta = {}, trx?: Trx) =>
  handleCommand(store, sourcingProjectStreamId(join.projectId), projectDecider, join.command, {
    ...meta,
    ...(trx ? { trx } : {}),
  });

/**
 * A supplier takes part in a project: after its 报名 (public, no deposit asked) or once the buyer
 * confirmed its deposit (`depositConfirmed`). A public project's newcomer is asked of the eligibility
 * port first.
 */
export async function joinProject(
  store: EventStore,
  eligibility: SupplierEligibility,
  c: JoinInput,
  meta: Meta = {},
) {
  return appendJoin(store, await joinCommand(store, eligibility, c), meta);
}

/**
 * The portal's 报名 made a supplier a participant of a public project: at once when no deposit is
 * asked; otherwise the deposit's confirmation does it. A portal notice without a sourcing project
 * behind it (seeded announcements) has nothing to join.
 */
export async function joinAfterSignUp(
  store: EventStore,
  eligibility: SupplierEligibility,
  c: { tenantId: string; projectId: string; supplierId: string; now: Date },
  meta: Meta = {},
): Promise<'joined' | 'depositRequired' | 'none'> {
  const { events } = await store.readStream(sourcingProjectStreamId(c.projectId));
  if (events.length === 0) return 'none';
  const project = await loadProject(store, c.tenantId, c.projectId);
  if (project.participation !== 'public') return 'none';
  if (project.deposit) return 'depositRequired';
  await joinProject(store, eligibility, { ...c, depositConfirmed: false }, meta);
  return 'joined';
}
