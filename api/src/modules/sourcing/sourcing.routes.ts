import { sourcing as contract } from '@srm/contracts';
import { type process as proc, sourcing } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { listSpec, parseListQuery, runListQuery } from '../../http/list-query';
import { type AuthDeps, type Caller } from '../auth/index';
import { onApprovalEnded, startApproval } from '../process/index';
import { clarificationRoutes } from './clarification.routes';
import { scheduleSourcing, sourcingApprovalHandlers } from './sourcing.approvals';
import { metaOf, sourcingGuards } from './guards';

export const SAVED = '保存成功';
export const SUBMITTED = '已提交审批';
export const INVITED = '邀请成功';
export const QUOTED = '报价成功';
export const NEGOTIATION_OPENED = '已发起议价';
export const RESULT_PUBLISHED = '结果已公示';
export const CANCELLED = '项目已取消';

export type SourcingDeps = AuthDeps & {
  /** Who may take part (the port of docs/sourcing.md); default: the supplier master's rule. */
  eligibility?: sourcing.SupplierEligibility;
};

const A = contract.SOURCING_ACTIONS;
const routes = contract.sourcingRoutes;
const requisitionList = listSpec({
  fields: {
    code: { column: 'r.code', type: 'string' },
    title: { column: 'r.title', type: 'string' },
    status: { column: 'r.status', type: 'string' },
    createdBy: { column: 'r.created_by', type: 'string' },
    createTime: { column: 'r.created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
const sourceableLines = listSpec({
  fields: {
    requisitionCode: { column: 'r.code', type: 'string' },
    requisitionTitle: { column: 'r.title', type: 'string' },
    materialCode: { column: 'l.material_code', type: 'string' },
    materialName: { column: 'l.material_name', type: 'string' },
    currency: { column: 'l.currency', type: 'string' },
    createTime: { column: 'r.created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
const projectList = listSpec({
  fields: {
    code: { column: 'p.code', type: 'string' },
    title: { column: 'p.title', type: 'string' },
    kind: { column: 'p.kind', type: 'string' },
    participation: { column: 'p.participation', type: 'string' },
    status: { column: 'p.status', type: 'string' },
    quoteDeadline: { column: 'p.quote_deadline', type: 'date' },
    createTime: { column: 'p.created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/**
 * 寻源 (docs/sourcing.md): requisitions, sourcing projects and the supplier's quotes. Every rule is
 * the domain's (events/src/modules/sourcing); a route parses, authorizes, calls and answers. The
 * approvals' ends come back through onApprovalEnded; deadlines belong to the `sourcing-<id>` workflow.
 */
export const sourcingRoutes =
  (deps: SourcingDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const store = () => services.store();
    const db = () => services.db();
    const { acting, eligibility, buyer, supplierUser } = sourcingGuards(deps);
    const approvalOf =
      (caller: Caller, documentType: proc.DocumentType, businessKey: string): sourcing.StartApproval =>
      (s) =>
        startApproval(services, {
          tenantId: caller.tenantId,
          initiator: caller.userId,
          documentType,
          businessKey,
          title: s.title,
          variables: s.variables,
        });

    // The approvals' outcomes (at least once: every step is idempotent).
    const handlers = sourcingApprovalHandlers(services);
    const unregister = (['purchaseRequisition', 'sourcingProject', 'award'] as const).map((type) =>
      onApprovalEnded(type, handlers[type]),
    );
    app.addHook('onClose', async () => unregister.forEach((u) => u()));

    // ---- 采购申请 ----

    contractRoute(app, routes.sourcingRequisitionAdd, {
      auth: buyer(A.requisitionAdd),
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.draftRequisition(
            store(),
            {
              ...acting(caller),
              title: body.title,
              lines: body.lines,
            },
            metaOf(caller),
          ),
          SAVED,
        ),
    });
    contractRoute(app, routes.sourcingRequisitionEdit, {
      auth: buyer(A.requisitionEdit),
      handler: async ({ caller, body }) => {
        await sourcing.reviseRequisition(
          store(),
          { ...acting(caller), id: body.id, title: body.title, lines: body.lines },
          metaOf(caller),
        );
        return ok(null, SAVED);
      },
    });
    contractRoute(app, routes.sourcingRequisitionList, {
      auth: buyer(A.requisitionList),
      handler: async ({ caller, query }) => {
        const base = sourcing.requisitionListBase(db(), caller.tenantId);
        const page = await runListQuery(base, requisitionList, parseListQuery(query, requisitionList));
        return ok({ ...page, records: page.records.map(sourcing.requisitionRow) });
      },
    });
    contractRoute(app, routes.sourcingRequisitionSourceableLines, {
      auth: buyer(A.projectAdd),
      handler: async ({ caller, query }) => {
        const base = sourcing.sourceableLinesBase(db(), caller.tenantId);
        const page = await runListQuery(base, sourceableLines, parseListQuery(query, sourceableLines));
        return ok({ ...page, records: page.records.map(sourcing.sourceableLineRow) });
      },
    });
    contractRoute(app, routes.sourcingRequisitionById, {
      auth: buyer(A.requisitionList),
      handler: async ({ caller, query }) =>
        ok(await sourcing.requisitionView(db(), caller.tenantId, query.id)),
    });
    contractRoute(app, routes.sourcingRequisitionSubmit, {
      auth: buyer(A.requisitionSubmit),
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.submitRequisition(
            store(),
            {
              ...acting(caller),
              id: body.id,
              startApproval: approvalOf(caller, 'purchaseRequisition', body.id),
            },
            metaOf(caller),
          ),
          SUBMITTED,
        ),
    });

    // ---- 寻源项目 ----

    contractRoute(app, routes.sourcingProjectAdd, {
      auth: buyer(A.projectAdd),
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.draftSourcingProject(
            store(),
            {
              ...acting(caller),
              title: body.title,
              kind: body.kind,
              participation: body.participation,
              currency: body.currency,
              quoteDeadline: new Date(body.quoteDeadline),
              registrationDeadline: body.registrationDeadline ? new Date(body.registrationDeadline) : null,
              lines: body.lines,
            },
            metaOf(caller),
          ),
          SAVED,
        ),
    });
    contractRoute(app, routes.sourcingProjectEdit, {
      auth: buyer(A.projectEdit),
      handler: async ({ caller, body }) => {
        await sourcing.reviseSourcingProject(
          store(),
          eligibility(),
          {
            ...acting(caller),
            id: body.id,
            title: body.title,
            quoteDeadline: new Date(body.quoteDeadline),
            registrationDeadline: body.registrationDeadline ? new Date(body.registrationDeadline) : null,
            lines: body.lines,
          },
          metaOf(caller),
        );
        return ok(null, SAVED);
      },
    });
    contractRoute(app, routes.sourcingProjectList, {
      auth: buyer(A.projectList),
      handler: async ({ caller, query }) => {
        const base = sourcing.projectListBase(db(), caller.tenantId);
        const page = await runListQuery(base, projectList, parseListQuery(query, projectList));
        return ok({ ...page, records: page.records.map(sourcing.projectRow) });
      },
    });
    contractRoute(app, routes.sourcingProjectById, {
      auth: buyer(A.projectList),
      handler: async ({ caller, query }) => ok(await sourcing.projectView(db(), caller.tenantId, query.id)),
    });
    contractRoute(app, routes.sourcingProjectInvite, {
      auth: buyer(A.projectInvite),
      handler: async ({ caller, body }) => {
        await sourcing.inviteSupplier(
          store(),
          eligibility(),
          {
            ...acting(caller),
            id: body.id,
            supplierId: body.supplierId,
          },
          metaOf(caller),
        );
        return ok(null, INVITED);
      },
    });
    contractRoute(app, routes.sourcingProjectSubmit, {
      auth: buyer(A.projectSubmit),
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.submitSourcingProject(
            store(),
            {
              ...acting(caller),
              id: body.id,
              startApproval: approvalOf(caller, 'sourcingProject', body.id),
            },
            metaOf(caller),
          ),
          SUBMITTED,
        ),
    });
    contractRoute(app, routes.sourcingProjectComparison, {
      auth: buyer(A.projectList),
      handler: async ({ caller, query }) =>
        ok(await sourcing.comparisonMatrix(db(), caller.tenantId, query.id)),
    });
    contractRoute(app, routes.sourcingProjectNegotiate, {
      auth: buyer(A.projectNegotiate),
      handler: async ({ caller, body }) => {
        const { round } = await sourcing.openNegotiation(
          store(),
          {
            ...acting(caller),
            id: body.id,
            deadline: new Date(body.deadline),
            supplierIds: body.supplierIds,
          },
          metaOf(caller),
        );
        await scheduleSourcing(services, body.id);
        return ok({ round }, NEGOTIATION_OPENED);
      },
    });
    contractRoute(app, routes.sourcingProjectAward, {
      auth: buyer(A.projectAward),
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.proposeAward(
            store(),
            {
              ...acting(caller),
              id: body.id,
              awards: body.awards,
              startApproval: approvalOf(caller, 'award', body.id),
            },
            metaOf(caller),
          ),
          SUBMITTED,
        ),
    });
    contractRoute(app, routes.sourcingProjectPublishResult, {
      auth: buyer(A.projectPublishResult),
      handler: async ({ caller, body }) => {
        await sourcing.publishSourcingResult(
          store(),
          { tenantId: caller.tenantId, id: body.id, by: caller.userId, now: services.now() },
          metaOf(caller),
        );
        return ok(null, RESULT_PUBLISHED);
      },
    });
    contractRoute(app, routes.sourcingProjectCancel, {
      auth: buyer(A.projectCancel),
      handler: async ({ caller, body }) => {
        await sourcing.cancelSourcingProject(
          store(),
          {
            ...acting(caller),
            id: body.id,
            reason: body.reason,
          },
          metaOf(caller),
        );
        return ok(null, CANCELLED);
      },
    });

    // ---- the supplier's side: its own company only ----

    contractRoute(app, routes.sourcingSupProjectList, {
      auth: supplierUser,
      handler: async ({ caller }) =>
        ok(await sourcing.supplierProjects(db(), caller.tenantId, caller.supplierId)),
    });
    contractRoute(app, routes.sourcingSupProjectById, {
      auth: supplierUser,
      handler: async ({ caller, query }) =>
        ok(
          await sourcing.supplierProjectView(db(), {
            tenantId: caller.tenantId,
            supplierId: caller.supplierId,
            id: query.id,
            now: services.now(),
          }),
        ),
    });
    contractRoute(app, routes.sourcingSupQuote, {
      auth: supplierUser,
      handler: async ({ caller, body }) =>
        ok(
          await sourcing.submitQuote(
            store(),
            eligibility(),
            {
              ...acting(caller),
              projectId: body.projectId,
              supplierId: caller.supplierId,
              lines: body.lines,
              attachments: body.attachments,
            },
            metaOf(caller),
          ),
          QUOTED,
        ),
    });

    // ---- 澄清答疑 and 变更 (clarification.routes.ts) ----
    clarificationRoutes(app, {
      store,
      db,
      acting,
      metaOf,
      buyer,
      supplierUser,
      schedule: (projectId) => scheduleSourcing(services, projectId),
    });
  };
