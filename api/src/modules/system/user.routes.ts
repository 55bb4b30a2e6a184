import { DomainError, system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import type { Services } from '../../services';
import { requireUser } from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';

/** The fields a user list can be filtered and sorted by (API name -> column). */
const userList: ListSpec = {
  fields: {
    username: { column: 'username', type: 'string' },
    realname: { column: 'realname', type: 'string' },
    isShow: { column: 'is_show', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/** Spec §7 "Admin": users. Scoped to the caller's tenant, and a supplier user to its own company. */
export const userRoutes =
  ({ services, tokens }: { services: Services; tokens: TokenService }): FastifyPluginAsync =>
  async (app) => {
    app.get('/sys/user/list', async (req) => {
      const claims = await requireUser(tokens, req);
      const db = services.db();
      const me = await system.findUserById(db, claims.userId);
      if (!me) throw new DomainError('NotFound', '当前系统无登陆用户!');
      const query = parseListQuery(req.query as Record<string, unknown>, userList);
      let base = db
        .selectFrom('sys_user')
        .select(['id', 'username', 'realname', 'is_show', 'tenant_id', 'supplier_id', 'created_at'])
        .where('tenant_id', '=', me.tenant_id);
      if (me.supplier_id !== null) base = base.where('supplier_id', '=', me.supplier_id);
      const page = await runListQuery(base, userList, query);
      return ok({
        ...page,
        records: page.records.map((u) => ({
          id: u.id,
          username: u.username,
          realname: u.realname,
          isShow: u.is_show,
          tenantId: u.tenant_id,
          supplierId: u.supplier_id,
          createTime: u.created_at.toISOString(),
        })),
      });
    });
  };
