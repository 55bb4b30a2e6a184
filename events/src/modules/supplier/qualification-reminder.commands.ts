import { sql } from 'kysely';
import type { EventStore } from '../../store/event-store';
import { dictTexts, sendUserNotice, uuidFromKey } from '../system/index';
import { cstDay } from './supplier.decide';
import { supplierStreamId } from './supplier.events';

/** How many days before its expiry a qualification is reminded of. */
export const QUALIFICATION_REMIND_DAYS = 30;
/** The buyers reminded are the staff who may read qualifications (资质管理). */
export const QUALIFICATION_LIST_PERMISSION = 'masterdata:qualification:list';
/** At most this many qualifications per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Due = {
  id: string;
  tenant_id: string;
  supplier_id: string;
  company_name: string;
  qual_type: string;
  cert_no: string;
  valid_to: string;
};

/**
 * The expiry reminder sweep: every qualification that ends within `days` (from `now`'s China
 * Standard Time day, not yet ended) and was not reminded for that end date gets one message to
 * the supplier's users and one to the buyers, then `SupplierQualificationReminded` on the
 * supplier's stream. Once per qualification and end date: a renewed certificate (a later 有效期至)
 * is reminded again before its own end; a retried sweep sends nothing twice (the messages' ids and
 * the event's idempotency key come from the qualification and the date). Answers how many.
 */
export async function sendQualificationReminders(
  store: EventStore,
  o: { now: Date; days?: number },
): Promise<number> {
  const today = cstDay(o.now);
  const until = addDays(today, o.days ?? QUALIFICATION_REMIND_DAYS);
  // md_qualification is the declared entity's generated table (contracts masterdata/entities/supplier.ts).
  const { rows: due } = await sql<Due>`
    select q.id, q.tenant_id, q.supplier_id, s.company_name, q.qual_type, q.cert_no,
      to_char(q.valid_to, 'YYYY-MM-DD') as valid_to
    from md_qualification q
    join srm_supplier s on s.id = q.supplier_id and s.tenant_id = q.tenant_id
    where q.valid_to >= ${today}::date and q.valid_to <= ${until}::date
      and not exists (select 1 from srm_qualification_reminder r
        where r.qualification_id = q.id and r.valid_to = q.valid_to)
    order by q.valid_to, q.id
    limit ${SWEEP_LIMIT}`.execute(store.db);
  if (due.length === 0) return 0;
  const texts = await dictTexts(store.db, 'qualification_type', [...new Set(due.map((d) => d.qual_type))]);
  const buyersOf = new Map<string, string[]>();
  for (const q of due) {
    const tenantId = q.tenant_id;
    let buyers = buyersOf.get(tenantId);
    if (!buyers) {
      buyers = await buyersReminded(store, tenantId);
      buyersOf.set(tenantId, buyers);
    }
    const suppliers = await store.db
      .selectFrom('sys_user')
      .select('id')
      .where('supplier_id', '=', q.supplier_id)
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 1)
      .execute();
    const name = texts.get(q.qual_type) ?? q.qual_type;
    const left = Math.round((Date.parse(q.valid_to) - Date.parse(today)) / 86_400_000);
    const when = `${q.valid_to}（${left === 0 ? '今天' : `${left}天后`}）`;
    const key = `qualification-reminder:${q.id}:${q.valid_to}`;
    const common = {
      tenantId,
      busType: 'qualification',
      correlationId: supplierStreamId(q.supplier_id),
      now: o.now,
    };
    await sendUserNotice(
      store,
      {
        ...common,
        users: suppliers.map((u) => u.id),
        title: `资质到期提醒：${name}将于${q.valid_to}到期`,
        content: `贵司的资质「${name}」（证书编号 ${q.cert_no}）将于 ${when} 到期。\n\n请在到期前上传新的证书，过期后将不能被邀请参与相关品类的寻源。`,
        openPage: '/sup/company/qualification',
      },
      { id: uuidFromKey(`${key}:supplier`), key: `${key}:supplier` },
    );
    const buyerNotice = await sendUserNotice(
      store,
      {
        ...common,
        users: buyers,
        title: `供应商资质到期提醒：${q.company_name}`,
        content: `供应商「${q.company_name}」的资质「${name}」（证书编号 ${q.cert_no}）将于 ${when} 到期。`,
        openPage: '/supplier/qualification',
      },
      { id: uuidFromKey(`${key}:buyer`), key: `${key}:buyer` },
    );
    await store.append(
      supplierStreamId(q.supplier_id),
      [
        {
          type: 'SupplierQualificationReminded',
          data: {
            qualificationId: q.id,
            validTo: q.valid_to,
            announcementId: buyerNotice ?? uuidFromKey(`${key}:supplier`),
            at: o.now.toISOString(),
          },
        },
      ],
      { idempotencyKey: key, metadata: { actor: 'system', tenantId } },
    );
  }
  return due.length;
}

/** Enabled staff of the tenant who hold the qualification list permission (through roles or department roles). */
async function buyersReminded(store: EventStore, tenantId: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('sys_user_permission as up')
    .innerJoin('sys_permission as p', 'p.id', 'up.permission_id')
    .innerJoin('sys_user as u', 'u.id', 'up.user_id')
    .select('u.id')
    .distinct()
    .where('p.perms', '=', QUALIFICATION_LIST_PERMISSION)
    .where('u.tenant_id', '=', tenantId)
    .where('u.supplier_id', 'is', null)
    .where('u.status', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}
