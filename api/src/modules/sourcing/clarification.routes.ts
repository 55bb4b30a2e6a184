import { sourcing as contract } from '@srm/contracts';
import { sourcing, type EventStore } from '@srm/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import type { Caller } from '../auth/index';

export const ASKED = '提问已提交';
export const ANSWERED = '答复已发布';
export const CLARIFIED = '澄清已发布';
export const CHANGED = '采购条件已变更，已提交的报价作废';

/** What the sourcing plugin lends these routes: its store, its guards and the workflow's schedule. */
export type SourcingRouteKit = {
  store: () => EventStore;
  db: () => EventStore['db'];
  acting: (caller: Caller) => { tenantId: string; by: string; now: Date };
  metaOf: (caller: Caller) => { metadata: { actor: string; tenantId: string } };
  buyer: (action: string) => (req: FastifyRequest) => Promise<Caller>;
  supplierUser: (req: FastifyRequest) => Promise<Caller & { supplierId: string }>;
  /** Tells the project's workflow its open phase's deadline. */
  schedule: (projectId: string) => Promise<void>;
};

const A = contract.SOURCING_ACTIONS;
const routes = contract.clarificationRoutes;

/** 澄清答疑 and 变更 (docs/sourcing.md): the rules are the domain's, these parse, guard and answer. */
export function clarificationRoutes(app: FastifyInstance, k: SourcingRouteKit): void {
  contractRoute(app, routes.sourcingClarificationList, {
    auth: k.buyer(A.clarificationList),
    handler: async ({ caller, query }) =>
      ok(
        await sourcing.buyerClarifications(k.db(), caller.tenantId, {
          projectId: query.projectId,
          status: query.status,
        }),
      ),
  });
  contractRoute(app, routes.sourcingClarificationAnswer, {
    auth: k.buyer(A.clarificationAnswer),
    handler: async ({ caller, body }) => {
      await sourcing.answerQuestion(
        k.store(),
        { ...k.acting(caller), projectId: body.projectId, questionId: body.id, answer: body.answer },
        k.metaOf(caller),
      );
      return ok(null, ANSWERED);
    },
  });
  contractRoute(app, routes.sourcingClarificationPublish, {
    auth: k.buyer(A.clarificationAnswer),
    handler: async ({ caller, body }) =>
      ok(
        await sourcing.publishClarification(
          k.store(),
          { ...k.acting(caller), projectId: body.projectId, content: body.content },
          k.metaOf(caller),
        ),
        CLARIFIED,
      ),
  });
  contractRoute(app, routes.sourcingSupClarificationList, {
    auth: k.supplierUser,
    handler: async ({ caller, query }) =>
      ok(
        await sourcing.supplierClarifications(k.db(), {
          tenantId: caller.tenantId,
          supplierId: caller.supplierId,
          projectId: query.projectId,
        }),
      ),
  });
  contractRoute(app, routes.sourcingSupClarificationAsk, {
    auth: k.supplierUser,
    handler: async ({ caller, body }) =>
      ok(
        await sourcing.askQuestion(
          k.store(),
          {
            ...k.acting(caller),
            projectId: body.projectId,
            supplierId: caller.supplierId,
            question: body.question,
          },
          k.metaOf(caller),
        ),
        ASKED,
      ),
  });
  contractRoute(app, routes.sourcingProjectChange, {
    auth: k.buyer(A.projectChange),
    handler: async ({ caller, body }) => {
      const r = await sourcing.changeConditions(
        k.store(),
        {
          ...k.acting(caller),
          id: body.id,
          reason: body.reason,
          deadline: body.deadline ? new Date(body.deadline) : null,
          lines: body.lines.map((l) => ({
            lineId: l.lineId,
            ...(l.quantity !== undefined ? { quantity: l.quantity } : {}),
            ...(l.deliveryDate !== undefined ? { deliveryDate: l.deliveryDate } : {}),
            ...(l.deliveryPlace !== undefined ? { deliveryPlace: l.deliveryPlace } : {}),
            ...(l.ceilingPrice !== undefined ? { ceilingPrice: l.ceilingPrice } : {}),
          })),
        },
        k.metaOf(caller),
      );
      // The workflow now waits for the moved deadline; the old timer closes nothing (stale).
      await k.schedule(body.id);
      return ok(r, CHANGED);
    },
  });
}
