import { sendUserNotice, uuidFromKey } from '../system/index';
import type { EventStore } from '../../store/event-store';
import type { Trx } from '../../store/types';

/**
 * Tells the users of the given suppliers (their bell: a released USER system announcement), once per
 * key: a retried command sends nothing twice. One announcement per supplier, because a USER
 * announcement shows its recipients to each of them: no supplier learns who else takes part.
 * Suppliers without an active user are skipped.
 */
export async function noticeToSuppliers(
  store: EventStore,
  n: {
    tenantId: string;
    supplierIds: readonly string[];
    title: string;
    lines: string[];
    now: Date;
    key: string;
    /** Sent inside the caller's transaction: the notice commits with the fact it tells of, or neither. */
    trx?: Trx;
  },
): Promise<void> {
  if (n.supplierIds.length === 0) return;
  // Who works for those companies: the users' projection (the system module exports no such query yet).
  // In the caller's transaction when there is one (PGlite has one connection: a read beside it would wait).
  const users = await (n.trx ?? store.db)
    .selectFrom('sys_user')
    .select(['id', 'supplier_id'])
    .where('tenant_id', '=', n.tenantId)
    .where('supplier_id', 'in', [...n.supplierIds])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  for (const supplierId of [...new Set(n.supplierIds)].sort()) {
    const key = `${n.key}#${supplierId}`;
    await sendUserNotice(
      store,
      {
        tenantId: n.tenantId,
        users: users.filter((u) => u.supplier_id === supplierId).map((u) => u.id),
        title: n.title,
        content: n.lines.join('\n\n'),
        openPage: null,
        busType: 'sourcing',
        now: n.now,
      },
      { id: uuidFromKey(`sourcing-notice:${key}`), key, ...(n.trx ? { trx: n.trx } : {}) },
    );
  }
}
