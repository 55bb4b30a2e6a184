import { process as contract } from '@srm/contracts';
import { process as proc } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { FORBIDDEN_MESSAGE, requireCaller, type AuthDeps } from '../auth/index';
import { instanceSummary, userNames } from './instance-view';

const INSTANCE_STATUS_TEXT: Record<string, string> = { running: '审批中', ended: '已结束' };

/**
 * The approval of a business document, for its page (the ApprovalStatus tag): the document's latest
 * process with its 当前节点 and open tasks' holders, and the status its setDocumentStatus tasks set.
 * Staff of the tenant; a supplier's user only for an approval it started itself.
 */
export const documentRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();

    contractRoute(app, contract.documentRoutes.documentApproval, {
      auth: (req: FastifyRequest) => requireCaller(deps, req),
      handler: async ({ caller, query: q }) => {
        const [instance, documentStatus] = await Promise.all([
          proc.findLatestDocumentInstance(db(), caller.tenantId, q.documentType, q.businessKey),
          proc.findDocumentStatus(db(), caller.tenantId, q.documentType, q.businessKey),
        ]);
        // Suppliers see only their own submissions (and learn nothing of other documents).
        if (caller.supplierId && instance?.initiator !== caller.userId) {
          throw new HttpError(403, FORBIDDEN_MESSAGE);
        }
        if (!instance) return ok(null);
        const open = (await proc.listInstanceTasks(db(), caller.tenantId, instance.id)).filter(
          (t) => t.status === 'open',
        );
        const name = await userNames(db(), caller.tenantId, [
          instance.initiator,
          ...open.flatMap((t) => [t.assignee ?? '', ...t.candidates]),
        ]);
        return ok({
          ...instanceSummary(instance, name),
          status_dictText: INSTANCE_STATUS_TEXT[instance.status] ?? instance.status,
          currentNodes: instance.current_nodes,
          tasks: open.map((t) => ({
            id: t.id,
            nodeId: t.node_id,
            name: t.name,
            assignee: t.assignee,
            assigneeName: name(t.assignee),
            candidates: t.assignee ? [] : t.candidates.map((c) => ({ id: c, name: name(c) })),
            createTime: t.created_at,
          })),
          /** As the document's processes last set it (an earlier approval's, until this one sets its own). */
          documentStatus: documentStatus?.status ?? null,
          documentStatusTime: documentStatus?.updated_at ?? null,
        });
      },
    });
  };
