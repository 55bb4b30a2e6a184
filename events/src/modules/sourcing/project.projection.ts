import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { ProjectLine, SourcingProjectEvent } from './project.events';

const json = (v: unknown) => JSON.stringify(v);

const insertLines = (trx: Trx, projectId: string, tenantId: string, lines: readonly ProjectLine[]) =>
  trx
    .insertInto('sourcing_project_line')
    .values(
      lines.map((l, i) => ({
        project_id: projectId,
        line_id: l.lineId,
        tenant_id: tenantId,
        sort_no: i + 1,
        material_id: l.materialId,
        material_code: l.materialCode,
        material_name: l.materialName,
        category_id: l.categoryId,
        quantity: l.quantity,
        unit: l.unit,
        delivery_date: l.deliveryDate,
        delivery_place: l.deliveryPlace,
        ceiling_price: l.ceilingPrice,
        requisition_id: l.requisitionId,
        requisition_line_id: l.requisitionLineId,
      })),
    )
    .execute();

/**
 * The project's read tables: sourcing_project (head and status), _line (requirement), _participant
 * (invited or joined suppliers), sourcing_quote (each supplier's latest price per line) and
 * sourcing_award (proposed, then confirmed shares).
 */
export const sourcingProjectProjection: InlineProjection = {
  name: 'sourcingProject',
  tables: [
    'sourcing_project',
    'sourcing_project_line',
    'sourcing_participant',
    'sourcing_quote',
    'sourcing_award',
  ],
  handles: [
    'SourcingProjectDrafted',
    'SourcingProjectRevised',
    'SourcingSupplierInvited',
    'SourcingProjectSubmitted',
    'SourcingProjectApprovalReturned',
    'SourcingProjectPublished',
    'SourcingRegistrationOpened',
    'SourcingRegistrationClosed',
    'SourcingBiddingOpened',
    'SourcingQuoteSubmitted',
    'SourcingTenderBidsOpened',
    'SourcingRoundClosed',
    'SourcingNegotiationOpened',
    'SourcingAwardProposed',
    'SourcingAwardReturned',
    'SourcingAwardConfirmed',
    'SourcingResultPublished',
    'SourcingProjectCancelled',
    'SourcingConditionsChanged',
    'SourcingSupplierJoined',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SourcingProjectEvent;
      const id = recorded.streamId.slice('sourcing-'.length);
      const at = recorded.createdAt.toISOString();
      const head = (set: Record<string, unknown>) =>
        trx
          .updateTable('sourcing_project')
          .set({ ...set, updated_at: at })
          .where('id', '=', id)
          .execute();
      const tenant = async () =>
        (
          await trx
            .selectFrom('sourcing_project')
            .select('tenant_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).tenant_id;
      type Quote = {
        supplierId: string;
        supplierName: string;
        round: number;
        lines: ReadonlyArray<{
          lineId: string;
          price: string;
          taxRate: string;
          leadTimeDays: number;
          validUntil: string;
        }>;
        attachments: string[];
        at: string;
      };
      const saveQuote = async (q: Quote) => {
        const tenantId = await tenant();
        await trx
          .insertInto('sourcing_participant')
          .values({
            project_id: id,
            supplier_id: q.supplierId,
            tenant_id: tenantId,
            supplier_name: q.supplierName,
            invited: false,
            joined_at: q.at,
          })
          .onConflict((oc) => oc.columns(['project_id', 'supplier_id']).doNothing())
          .execute();
        for (const l of q.lines) {
          const values = {
            round: q.round,
            price: l.price,
            tax_rate: l.taxRate,
            lead_time_days: l.leadTimeDays,
            valid_until: l.validUntil,
            attachments: json(q.attachments),
            submitted_at: q.at,
          };
          await trx
            .insertInto('sourcing_quote')
            .values({
              project_id: id,
              supplier_id: q.supplierId,
              line_id: l.lineId,
              tenant_id: tenantId,
              ...values,
            })
            .onConflict((oc) => oc.columns(['project_id', 'supplier_id', 'line_id']).doUpdateSet(values))
            .execute();
        }
      };
      switch (e.type) {
        case 'SourcingProjectDrafted': {
          const d = e.data;
          await trx
            .insertInto('sourcing_project')
            .values({
              id: d.id,
              tenant_id: d.tenantId,
              code: d.code,
              title: d.title,
              kind: d.kind,
              participation: d.participation,
              status: 'draft',
              currency: d.currency,
              round: 0,
              quote_deadline: d.quoteDeadline,
              registration_deadline: d.registrationDeadline,
              deadline: null,
              round_suppliers: null,
              instance_id: null,
              cancel_reason: null,
              created_by: d.by,
              created_at: d.at,
              updated_at: d.at,
            })
            .execute();
          await insertLines(trx, d.id, d.tenantId, d.lines);
          break;
        }
        case 'SourcingProjectRevised': {
          const d = e.data;
          await head({
            title: d.title,
            quote_deadline: d.quoteDeadline,
            registration_deadline: d.registrationDeadline,
          });
          await trx.deleteFrom('sourcing_project_line').where('project_id', '=', id).execute();
          await insertLines(trx, id, await tenant(), d.lines);
          break;
        }
        case 'SourcingSupplierInvited':
          await trx
            .insertInto('sourcing_participant')
            .values({
              project_id: id,
              supplier_id: e.data.supplierId,
              tenant_id: await tenant(),
              supplier_name: e.data.supplierName,
              invited: true,
              joined_at: e.data.at,
            })
            .execute();
          await head({});
          break;
        case 'SourcingProjectSubmitted':
          await head({ status: 'pendingApproval', instance_id: e.data.instanceId });
          break;
        case 'SourcingProjectApprovalReturned':
          await head({ status: 'draft' });
          break;
        case 'SourcingProjectPublished':
          await head({ status: 'published' });
          break;
        case 'SourcingRegistrationOpened':
          await head({ status: 'registration', deadline: e.data.deadline });
          break;
        case 'SourcingRegistrationClosed':
          await head({ deadline: null });
          break;
        case 'SourcingBiddingOpened':
          await head({ status: 'bidding', round: e.data.round, deadline: e.data.deadline });
          break;
        case 'SourcingQuoteSubmitted':
          await saveQuote(e.data);
          break;
        case 'SourcingTenderBidsOpened':
          for (const b of e.data.bids) {
            await saveQuote({ ...b, round: e.data.round, attachments: [], at: e.data.at });
          }
          break;
        case 'SourcingRoundClosed':
          await head({ status: 'evaluation', deadline: null });
          break;
        case 'SourcingNegotiationOpened':
          await head({
            status: 'bidding',
            round: e.data.round,
            deadline: e.data.deadline,
            round_suppliers: json(e.data.supplierIds),
          });
          break;
        case 'SourcingAwardProposed': {
          const tenantId = await tenant();
          await trx.deleteFrom('sourcing_award').where('project_id', '=', id).execute();
          await trx
            .insertInto('sourcing_award')
            .values(
              e.data.awards.map((a) => ({
                project_id: id,
                line_id: a.lineId,
                supplier_id: a.supplierId,
                tenant_id: tenantId,
                supplier_name: a.supplierName,
                quantity: a.quantity,
                price: a.price,
                tax_rate: a.taxRate,
                confirmed: false,
              })),
            )
            .execute();
          await head({ status: 'pendingAward', instance_id: e.data.instanceId });
          break;
        }
        case 'SourcingAwardReturned':
          await trx.deleteFrom('sourcing_award').where('project_id', '=', id).execute();
          await head({ status: 'evaluation' });
          break;
        case 'SourcingAwardConfirmed':
          await trx
            .updateTable('sourcing_award')
            .set({ confirmed: true })
            .where('project_id', '=', id)
            .execute();
          await head({ status: 'awarded' });
          break;
        case 'SourcingResultPublished':
          await head({ status: 'resultPublished' });
          break;
        case 'SourcingProjectCancelled':
          await head({ status: 'cancelled', cancel_reason: e.data.reason, deadline: null });
          break;
        case 'SourcingConditionsChanged': {
          // The voided quotes leave the matrix: the suppliers quote again under the new conditions.
          await trx.deleteFrom('sourcing_quote').where('project_id', '=', id).execute();
          for (const l of e.data.lines) {
            await trx
              .updateTable('sourcing_project_line')
              .set({
                quantity: l.quantity,
                delivery_date: l.deliveryDate,
                delivery_place: l.deliveryPlace,
                ceiling_price: l.ceilingPrice,
              })
              .where('project_id', '=', id)
              .where('line_id', '=', l.lineId)
              .execute();
          }
          await head({
            deadline: e.data.deadline,
            ...(e.data.round === 1 ? { quote_deadline: e.data.deadline } : {}),
          });
          break;
        }
        case 'SourcingSupplierJoined':
          await trx
            .insertInto('sourcing_participant')
            .values({
              project_id: id,
              supplier_id: e.data.supplierId,
              tenant_id: await tenant(),
              supplier_name: e.data.supplierName,
              invited: false,
              joined_at: e.data.at,
            })
            .onConflict((oc) => oc.columns(['project_id', 'supplier_id']).doNothing())
            .execute();
          break;
        case 'SourcingDepositRuleSet':
          break; // the finance module's projection keeps the rule (fin_deposit_rule)
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};

/** The next project code of a kind: XJ-2026-000001 (one sequence for all kinds). */
export async function nextProjectCode(
  db: Kysely<Database> | Trx,
  prefix: string,
  now: Date,
): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('sourcing_project_seq')::text as n`.execute(db);
  return `${prefix}-${now.getUTCFullYear()}-${r.rows[0]!.n.padStart(6, '0')}`;
}
