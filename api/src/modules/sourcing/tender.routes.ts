import { sourcing as contract } from '@srm/contracts';
import { sourcing } from '@srm/events';
import { openingPokedSignal, TASK_QUEUES, tenderOpeningWorkflowId } from '@srm/workflow';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { requirePermission, type AuthDeps } from '../auth/index';
import type { Services } from '../../services';
import { metaOf, sourcingGuards } from './guards';

export const BID_SEALED = '投标文件已加密递交';
export const COMMITTEE_SET = '开标小组已设置';
export const OPENING_CONFIRMED = '已确认开标';
export const TEMPLATE_SAVED = '评分模板已保存';
export const EXPERTS_ASSIGNED = '评标专家已分配';
export const SCORED = '评分已保存';

export type TenderDeps = AuthDeps & {
  /** Who may take part (default: the supplier master's rule). */
  eligibility?: sourcing.SupplierEligibility;
  /** Wraps each bid's data key (default: the configured KEK). The API never unwraps. */
  tenderKeys?: sourcing.KeyService;
};

/**
 * Wakes (or starts) the `tenderOpening-<id>` workflow: it asks the domain whether it may open now.
 * The routes call it on a committee set or a confirmation; the demo seed on its tender awaiting opening.
 */
export const pokeTenderOpening = (services: Pick<Services, 'temporal'>, projectId: string) =>
  services.temporal().workflow.signalWithStart('tenderOpening', {
    workflowId: tenderOpeningWorkflowId(projectId),
    taskQueue: TASK_QUEUES.sourcing,
    args: [{ projectId }],
    signal: openingPokedSignal,
    signalArgs: [],
  });

const A = contract.SOURCING_ACTIONS;
const T = contract.TENDER_ACTIONS;
const routes = contract.tenderRoutes;

/**
 * 招标 (docs/sourcing.md "Sealed tender"): sealed envelopes, the committee's opening and the evaluation.
 * Routes parse, authorize and call the domain; the keys are released by the `tenderOpening-<id>`
 * workflow only, which these routes wake (a committee set, a confirmation).
 */
export const tenderRoutes =
  (deps: TenderDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const store = () => services.store();
    const keys = () => deps.tenderKeys ?? sourcing.configuredKeyService();
    const { acting, eligibility, buyer, staff, supplierUser } = sourcingGuards(deps);
    const poke = (projectId: string) => pokeTenderOpening(services, projectId);

    contractRoute(app, routes.sourcingSupTenderBid, {
      auth: supplierUser,
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.submitSealedBid(
            store(),
            keys(),
            eligibility(),
            {
              ...acting(caller),
              projectId: body.projectId,
              supplierId: caller.supplierId,
              technical: body.technical,
              commercial: body.commercial,
            },
            metaOf(caller),
          ),
          BID_SEALED,
        ),
    });
    contractRoute(app, routes.sourcingSupTenderBidView, {
      auth: supplierUser,
      handler: async ({ caller, query }) =>
        ok(
          await sourcing.supplierTenderBid(store(), {
            tenantId: caller.tenantId,
            projectId: query.id,
            supplierId: caller.supplierId,
            now: services.now(),
          }),
        ),
    });
    contractRoute(app, routes.sourcingTenderById, {
      auth: buyer(A.projectList),
      handler: async ({ caller, query }) =>
        ok(await sourcing.tenderView(store(), caller.tenantId, query.id, services.now())),
    });
    contractRoute(app, routes.sourcingTenderCommittee, {
      auth: buyer(T.committee),
      handler: async ({ caller, body }) => {
        await sourcing.setTenderCommittee(
          store(),
          { ...acting(caller), projectId: body.id, memberIds: body.memberIds },
          metaOf(caller),
        );
        await poke(body.id);
        return ok(null, COMMITTEE_SET);
      },
    });
    contractRoute(app, routes.sourcingTenderConfirmOpening, {
      auth: staff,
      handler: async ({ caller, body }) => {
        await sourcing.confirmTenderOpening(
          store(),
          { ...acting(caller), projectId: body.id },
          metaOf(caller),
        );
        await poke(body.id);
        return ok(null, OPENING_CONFIRMED);
      },
    });
    contractRoute(app, routes.sourcingTenderOpeningRecord, {
      auth: buyer(A.projectList),
      handler: async ({ caller, query }) =>
        ok(await sourcing.openingRecord(store(), caller.tenantId, query.id)),
    });
    contractRoute(app, routes.sourcingTenderTemplate, {
      auth: buyer(T.evaluate),
      handler: async ({ caller, body }) => {
        await sourcing.setEvaluationTemplate(
          store(),
          {
            ...acting(caller),
            projectId: body.id,
            technicalWeight: body.technicalWeight,
            commercialWeight: body.commercialWeight,
            priceWeight: body.priceWeight,
          },
          metaOf(caller),
        );
        return ok(null, TEMPLATE_SAVED);
      },
    });
    contractRoute(app, routes.sourcingTenderAssign, {
      auth: buyer(T.evaluate),
      handler: async ({ caller, body }) => {
        await sourcing.assignTenderExperts(
          store(),
          { ...acting(caller), projectId: body.id, assignments: body.assignments },
          metaOf(caller),
        );
        return ok(null, EXPERTS_ASSIGNED);
      },
    });
    contractRoute(app, routes.sourcingTenderExpertBids, {
      auth: staff,
      handler: async ({ caller, query }) =>
        ok(
          await sourcing.expertTasks(store(), {
            tenantId: caller.tenantId,
            projectId: query.id,
            userId: caller.userId,
          }),
        ),
    });
    contractRoute(app, routes.sourcingTenderExpertScore, {
      auth: staff,
      handler: async ({ caller, body }) => {
        await sourcing.scoreTenderBid(
          store(),
          {
            ...acting(caller),
            projectId: body.id,
            supplierId: body.supplierId,
            technical: body.technical,
            commercial: body.commercial,
            comment: body.comment,
          },
          metaOf(caller),
        );
        return ok(null, SCORED);
      },
    });
    contractRoute(app, routes.sourcingTenderFile, {
      auth: staff,
      handler: async ({ caller, query, req, reply }) => {
        // The buyer (who may view projects) reads any bid's files; anyone else only as an assigned expert.
        const buyerToo = await requirePermission(deps, req, A.projectList).then(
          () => true,
          () => false,
        );
        const file = await sourcing.openedBidFile(store(), {
          tenantId: caller.tenantId,
          projectId: query.id,
          supplierId: query.supplierId,
          envelope: query.envelope,
          index: query.index,
          expertUserId: buyerToo ? null : caller.userId,
        });
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .send(file.content);
      },
    });
    contractRoute(app, routes.sourcingTenderReport, {
      auth: buyer(A.projectList),
      handler: async ({ caller, query }) =>
        ok(await sourcing.tenderReport(store(), caller.tenantId, query.id)),
    });
  };
