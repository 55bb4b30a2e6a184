import { routes } from '@srm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requirePermission, type AuthDeps } from '../auth/index';

/** The login log's filter and sort fields (API name -> column of the `log` subquery below). */
export const loginLogList: ListSpec = {
  fields: {
    time: { column: 'time', type: 'date' },
    username: { column: 'username', type: 'string' },
    realname: { column: 'realname', type: 'string' },
    ip: { column: 'ip', type: 'string' },
    /** 1 success, 0 failure (the column is a boolean; the list contract compares numbers). */
    success: { column: 'success', type: 'number' },
  },
  defaultSort: { field: 'time', order: 'desc' },
};

/**
 * 日志管理 (menu `system/LogList`): the login log of the caller's tenant, `GET /sys/log/list` with the
 * generic list contract over time, username, realname, ip and success. Every login attempt is a row
 * (written by the user projection from the login events); the user's name comes from `sys_user`.
 */
export const logRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    contractRoute(app, routes.logList, {
      auth: (req) => requirePermission(deps, req, 'system:log:list'),
      handler: async ({ caller, query: raw }) => {
        const query = parseListQuery(raw, loginLogList);
        const db = deps.services.db();
        // One row per attempt of the caller's tenant; the outer query filters, sorts and pages it.
        const log = db
          .selectFrom('sys_login_log as l')
          .leftJoin('sys_user as u', 'u.id', 'l.user_id')
          .where('l.tenant_id', '=', caller.tenantId)
          .select([
            sql<string>`l.position::text`.as('id'),
            'l.at as time',
            'u.username as username',
            'u.realname as realname',
            'l.ip as ip',
            sql<number>`case when l.success then 1 else 0 end`.as('success'),
          ])
          .as('log');
        const page = await runListQuery(db.selectFrom(log).selectAll(), loginLogList, query);
        return ok({
          ...page,
          records: page.records.map((r) => ({
            id: r.id,
            time: r.time.toISOString(),
            username: r.username,
            realname: r.realname,
            ip: r.ip,
            success: r.success,
          })),
        });
      },
    });
  };
