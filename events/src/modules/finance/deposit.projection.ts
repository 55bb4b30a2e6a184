import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { SourcingProjectEvent } from '../sourcing/index';
import type { DepositEvent } from './deposit.events';
import type { PerformanceBondEvent } from './performance-bond.events';

type Handled =
  DepositEvent | PerformanceBondEvent | Extract<SourcingProjectEvent, { type: 'SourcingDepositRuleSet' }>;

/** The ledger's movement for a deposit's event: its kind and sign. */
const movement = {
  DepositConfirmed: { kind: 'receipt', sign: '' },
  DepositRefunded: { kind: 'refund', sign: '-' },
  DepositConverted: { kind: 'conversion', sign: '-' },
  DepositDeducted: { kind: 'deduction', sign: '-' },
} as const;

/**
 * 保证金 read tables: fin_deposit_rule (a project's rule, from the sourcing stream), fin_deposit (one
 * row per deposit), fin_margin_ledger (保证金账户: one signed movement per deposit and kind) and
 * fin_performance_bond.
 */
export const financeProjection: InlineProjection = {
  name: 'finance',
  tables: ['fin_deposit_rule', 'fin_deposit', 'fin_margin_ledger', 'fin_performance_bond'],
  handles: [
    'SourcingDepositRuleSet',
    'DepositPaymentRecorded',
    'DepositConfirmed',
    'DepositRejected',
    'DepositRefunded',
    'DepositConverted',
    'DepositDeducted',
    'PerformanceBondRequired',
    'PerformanceBondExpiryReminded',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as Handled;
      const at = recorded.createdAt.toISOString();
      const depositId = recorded.streamId.slice('deposit-'.length);
      const deposit = (set: { status: string; reason?: string | null }) =>
        trx
          .updateTable('fin_deposit')
          .set({ ...set, updated_at: at })
          .where('id', '=', depositId)
          .returningAll()
          .executeTakeFirstOrThrow();
      const ledger = async (
        d: Awaited<ReturnType<typeof deposit>>,
        m: (typeof movement)[keyof typeof movement],
        reason: string | null,
      ) =>
        trx
          .insertInto('fin_margin_ledger')
          .values({
            deposit_id: d.id,
            kind: m.kind,
            tenant_id: d.tenant_id,
            supplier_id: d.supplier_id,
            supplier_name: d.supplier_name,
            project_id: d.project_id,
            project_code: d.project_code,
            amount: `${m.sign}${d.amount}`,
            currency: d.currency,
            reason,
            at,
          })
          .execute();
      switch (e.type) {
        case 'SourcingDepositRuleSet': {
          const projectId = recorded.streamId.slice('sourcing-'.length);
          await trx.deleteFrom('fin_deposit_rule').where('project_id', '=', projectId).execute();
          if (e.data.amount !== null) {
            await trx
              .insertInto('fin_deposit_rule')
              .values({ project_id: projectId, amount: e.data.amount, currency: e.data.currency })
              .execute();
          }
          break;
        }
        case 'DepositPaymentRecorded': {
          const d = e.data;
          const row = {
            tenant_id: d.tenantId,
            project_id: d.projectId,
            project_code: d.projectCode,
            project_title: d.projectTitle,
            supplier_id: d.supplierId,
            supplier_name: d.supplierName,
            amount: d.amount,
            currency: d.currency,
            paid_on: d.paidOn,
            reference: d.reference,
            proof: JSON.stringify(d.proof),
            status: 'paid',
            reason: null,
            recorded_at: at,
            updated_at: at,
          };
          await trx
            .insertInto('fin_deposit')
            .values({ id: depositId, ...row })
            .onConflict((oc) => oc.column('id').doUpdateSet(row))
            .execute();
          break;
        }
        case 'DepositConfirmed':
          await ledger(await deposit({ status: 'confirmed' }), movement.DepositConfirmed, null);
          break;
        case 'DepositRejected':
          await deposit({ status: 'rejected', reason: e.data.reason });
          break;
        case 'DepositRefunded':
          await ledger(
            await deposit({ status: 'refunded', reason: e.data.reason }),
            movement[e.type],
            e.data.reason,
          );
          break;
        case 'DepositConverted': {
          const reason = `转为履约保证金`;
          await ledger(await deposit({ status: 'converted', reason }), movement[e.type], reason);
          break;
        }
        case 'DepositDeducted':
          await ledger(
            await deposit({ status: 'deducted', reason: e.data.reason }),
            movement[e.type],
            e.data.reason,
          );
          break;
        case 'PerformanceBondRequired': {
          const b = e.data;
          await trx
            .insertInto('fin_performance_bond')
            .values({
              id: b.bondId,
              tenant_id: b.tenantId,
              project_id: b.projectId,
              project_code: b.projectCode,
              project_title: b.projectTitle,
              supplier_id: b.supplierId,
              supplier_name: b.supplierName,
              amount: b.amount,
              currency: b.currency,
              due_date: b.dueDate,
              expires_on: b.expiresOn,
              converted_deposit: b.convertedDeposit,
              reminded_at: null,
              created_by: b.by,
              created_at: at,
            })
            .execute();
          break;
        }
        case 'PerformanceBondExpiryReminded':
          await trx
            .updateTable('fin_performance_bond')
            .set({ reminded_at: at })
            .where('id', '=', recorded.streamId.slice('performanceBond-'.length))
            .execute();
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};
