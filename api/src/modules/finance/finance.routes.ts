import { finance as contract } from '@srm/contracts';
import { finance, sourcing } from '@srm/events';
import { startPerformanceBondReminder } from '@srm/workflow';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { type AuthDeps, type Caller } from '../auth/index';
import { onApprovalEnded } from '../process/index';
import { metaOf, sourcingGuards } from '../sourcing/index';

export const SAVED = '保存成功';
export const PAID = '已登记缴纳，等待采购方确认';
export const CONFIRMED = '保证金已确认';
export const REJECTED = '已驳回';
export const REFUNDED = '已退还';
export const DEDUCTED = '已扣除';

export type FinanceDeps = AuthDeps & {
  eligibility?: sourcing.SupplierEligibility;
  /** How long before a performance bond's expiry day its reminder goes out (tests shorten it). */
  bondReminderLeadMs?: number;
};

const A = contract.FINANCE_ACTIONS;
const routes = contract.financeRoutes;

/**
 * 保证金 (docs/finance.md): the deposit rule of a project, the suppliers' bid deposits, the margin
 * accounts and the performance bonds. Rules are the domain's (events/src/modules/finance); the
 * supplier's routes take the supplier from the caller, never from the request.
 */
export const financeRoutes =
  (deps: FinanceDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const store = () => services.store();
    const db = () => services.db();
    const { acting, eligibility, buyer, supplierUser } = sourcingGuards(deps);

    // After the award: the losers' confirmed deposits are refunded (at least once; a refunded one is
    // not refunded again). The award is applied first here too (idempotent), whatever the handlers' order.
    const system = { metadata: { actor: 'system' } };
    const unregister = onApprovalEnded('award', async (e) => {
      const now = services.now();
      const r = await sourcing.applyAwardApproval(
        store(),
        { id: e.businessKey, instanceId: e.instanceId, outcome: e.outcome, now },
        system,
      );
      if (r.state.status === 'none' || r.state.tenantId !== e.tenantId) return;
      await finance.refundLosersOnAward(store(), { projectId: e.businessKey, now }, system);
    });
    app.addHook('onClose', async () => unregister());

    contractRoute(app, routes.financeDepositRule, {
      auth: buyer(contract.FINANCE_RULE_ACTION),
      handler: async ({ caller, body }) => {
        await sourcing.setDepositRule(
          store(),
          { ...acting(caller), id: body.id, amount: body.amount, currency: body.currency },
          metaOf(caller),
        );
        return ok(null, SAVED);
      },
    });
    contractRoute(app, routes.financeDepositList, {
      auth: buyer(A.depositList),
      handler: async ({ caller, query }) =>
        ok(
          await finance.depositList(db(), {
            tenantId: caller.tenantId,
            ...(query.projectId ? { projectId: query.projectId } : {}),
            ...(query.supplierId ? { supplierId: query.supplierId } : {}),
            ...(query.status ? { status: query.status } : {}),
          }),
        ),
    });
    contractRoute(app, routes.financeDepositConfirm, {
      auth: buyer(A.depositConfirm),
      handler: async ({ caller, body }) => {
        await finance.confirmDeposit(
          store(),
          eligibility(),
          { ...acting(caller), id: body.id },
          metaOf(caller),
        );
        return ok(null, CONFIRMED);
      },
    });
    const settle =
      (action: 'reject' | 'refund' | 'deduct') => async (caller: Caller, id: string, reason: string) =>
        finance.settleDeposit(store(), { ...acting(caller), id, action, reason }, metaOf(caller));
    contractRoute(app, routes.financeDepositReject, {
      auth: buyer(A.depositConfirm),
      handler: async ({ caller, body }) => {
        await settle('reject')(caller, body.id, body.reason);
        return ok(null, REJECTED);
      },
    });
    contractRoute(app, routes.financeDepositRefund, {
      auth: buyer(A.depositRefund),
      handler: async ({ caller, body }) => {
        await settle('refund')(caller, body.id, body.reason);
        return ok(null, REFUNDED);
      },
    });
    contractRoute(app, routes.financeDepositDeduct, {
      auth: buyer(A.depositDeduct),
      handler: async ({ caller, body }) => {
        await settle('deduct')(caller, body.id, body.reason);
        return ok(null, DEDUCTED);
      },
    });
    contractRoute(app, routes.financeMarginAccountList, {
      auth: buyer(A.depositList),
      handler: async ({ caller, query }) => {
        const scope = {
          tenantId: caller.tenantId,
          ...(query.supplierId ? { supplierId: query.supplierId } : {}),
        };
        return ok({
          accounts: await finance.marginAccounts(db(), scope),
          ledger: query.supplierId
            ? await finance.marginLedger(db(), { tenantId: caller.tenantId, supplierId: query.supplierId })
            : [],
        });
      },
    });
    contractRoute(app, routes.financeBondAdd, {
      auth: buyer(A.bondAdd),
      handler: async ({ caller, body }) => {
        const bond = await finance.requirePerformanceBond(
          store(),
          {
            ...acting(caller),
            projectId: body.projectId,
            supplierId: body.supplierId,
            amount: body.amount,
            dueDate: body.dueDate,
            expiresOn: body.expiresOn,
            convertDeposit: body.convertDeposit,
          },
          metaOf(caller),
        );
        const lead = deps.bondReminderLeadMs ?? finance.BOND_REMINDER_LEAD_MS;
        await startPerformanceBondReminder(services.temporal(), {
          bondId: bond.id,
          remindAt: finance.bondReminderAt(bond.expiresOn, lead).toISOString(),
        });
        return ok({ id: bond.id }, SAVED);
      },
    });
    contractRoute(app, routes.financeBondList, {
      auth: buyer(A.bondList),
      handler: async ({ caller }) => ok(await finance.performanceBonds(db(), { tenantId: caller.tenantId })),
    });

    // ---- the supplier's side: its own company only ----

    const own = (caller: Caller & { supplierId: string }) => ({
      tenantId: caller.tenantId,
      supplierId: caller.supplierId,
    });
    contractRoute(app, routes.financeSupDepositDue, {
      auth: supplierUser,
      handler: async ({ caller }) => ok(await finance.depositsDueOf(db(), own(caller))),
    });
    contractRoute(app, routes.financeSupDepositPay, {
      auth: supplierUser,
      handler: async ({ caller, body }) =>
        ok(
          await finance.recordDepositPayment(
            store(),
            {
              ...acting(caller),
              supplierId: caller.supplierId,
              projectId: body.projectId,
              amount: body.amount,
              paidOn: body.paidOn,
              reference: body.reference,
              proof: body.proof,
            },
            metaOf(caller),
          ),
          PAID,
        ),
    });
    contractRoute(app, routes.financeSupDepositList, {
      auth: supplierUser,
      handler: async ({ caller }) => ok(await finance.depositList(db(), own(caller))),
    });
    contractRoute(app, routes.financeSupMarginAccount, {
      auth: supplierUser,
      handler: async ({ caller }) =>
        ok({
          accounts: await finance.marginAccounts(db(), own(caller)),
          ledger: await finance.marginLedger(db(), own(caller)),
        }),
    });
    contractRoute(app, routes.financeSupBondList, {
      auth: supplierUser,
      handler: async ({ caller }) => ok(await finance.performanceBonds(db(), own(caller))),
    });
  };
