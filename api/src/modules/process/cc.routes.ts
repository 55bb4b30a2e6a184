import { process as contract } from '@srm/contracts';
import { process as proc } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requireCaller, type AuthDeps } from '../auth/index';

export const CC_NOT_FOUND = proc.CC_NOT_FOUND;
export const CC_READ = '已读';
const routes = contract.ccRoutes;

/** 抄送我的: filter and sort fields (API name -> column of process_cc). */
export const ccList: ListSpec = {
  fields: {
    title: { column: 'c.title', type: 'string' },
    processName: { column: 'c.process_name', type: 'string' },
    nodeName: { column: 'c.node_name', type: 'string' },
    createTime: { column: 'c.created_at', type: 'date' },
    readTime: { column: 'c.read_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/**
 * 抄送我的: the caller's own carbon copies (a user task approved, or the end reached, copied them),
 * paged and filtered with the list contract, and marking them read (only one's own: someone else's
 * id is 未找到对应抄送). Opening one shows the instance page (instance-access lets a copied user see it).
 */
export const ccRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const db = () => services.db();

    const user = (req: FastifyRequest) => requireCaller(deps, req);

    contractRoute(app, routes.ccList, {
      auth: user,
      handler: async ({ caller, query: raw }) => {
        const { readFlag, ...rest } = raw;
        const query = parseListQuery(rest, ccList);
        let base = db()
          .selectFrom('process_cc as c')
          .where('c.tenant_id', '=', caller.tenantId)
          .where('c.user_id', '=', caller.userId);
        if (readFlag === '1') base = base.where('c.read_at', 'is not', null);
        if (readFlag === '0') base = base.where('c.read_at', 'is', null);
        const page = await runListQuery(
          base
            .leftJoin('sys_user as u', 'u.id', 'c.initiator')
            .select([
              'c.id',
              'c.instance_id',
              'c.node_id',
              'c.node_name',
              'c.title',
              'c.process_name',
              'c.initiator',
              'u.realname as initiator_name',
              'c.created_at',
              'c.read_at',
            ]),
          ccList,
          query,
        );
        return ok({
          ...page,
          records: page.records.map((r) => ({
            id: r.id,
            instanceId: r.instance_id,
            nodeId: r.node_id,
            nodeName: r.node_name,
            title: r.title,
            processName: r.process_name,
            initiator: r.initiator,
            initiatorName: r.initiator_name ?? r.initiator,
            createTime: r.created_at,
            readFlag: r.read_at ? 1 : 0,
            readTime: r.read_at,
          })),
        });
      },
    });

    contractRoute(app, routes.ccRead, {
      auth: user,
      handler: async ({ caller, body }) => {
        const count = await proc.markCarbonCopiesRead(
          services.store(),
          { tenantId: caller.tenantId, userId: caller.userId, now: services.now(), which: body },
          { actor: caller.userId, tenantId: caller.tenantId },
        );
        return ok({ count }, CC_READ);
      },
    });
  };
