import { uuidFromKey } from '../process/index';
import { createAnnouncement, releaseAnnouncement } from '../system/index';
import type { EventStore } from '../../store/event-store';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Tells the users of the given suppliers (their bell: a released USER system announcement), once per
 * key: a retried command sends nothing twice. Suppliers without an active user are skipped.
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
  },
): Promise<void> {
  if (n.supplierIds.length === 0) return;
  // Who works for those companies: the users' projection (the system module exports no such query yet).
  const users = await store.db
    .selectFrom('sys_user')
    .select('id')
    .where('tenant_id', '=', n.tenantId)
    .where('supplier_id', 'in', [...n.supplierIds])
    .where('status', '=', 1)
    .execute();
  if (users.length === 0) return;
  const id = uuidFromKey(`sourcing-notice:${n.key}`);
  const meta = { metadata: { actor: 'system', tenantId: n.tenantId } };
  await createAnnouncement(
    store,
    {
      id,
      tenantId: n.tenantId,
      sender: '系统',
      content: {
        titile: n.title.slice(0, 200),
        msgContent: n.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
        msgCategory: '2',
        priority: 'M',
        msgType: 'USER',
        userIds: users.map((u) => u.id),
        openType: null,
        openPage: null,
        busId: null,
        busType: 'sourcing',
        startTime: null,
        endTime: null,
      },
    },
    { ...meta, idempotencyKey: `${n.key}#create` },
  );
  await releaseAnnouncement(store, id, n.tenantId, n.now, { ...meta, idempotencyKey: `${n.key}#release` });
}
