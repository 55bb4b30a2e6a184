import { DomainError, system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { fail, ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import type { Services } from '../../services';
import { requireUser } from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';

/** The fields a user list can be filtered and sorted by (API name -> column). */
export const userList: ListSpec = {
  fields: {
    username: { column: 'username', type: 'string' },
    realname: { column: 'realname', type: 'string' },
    isShow: { column: 'is_show', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/** Which fields of which tables `/sys/duplicate/check` may look at (API names -> columns). */
const DUPLICATE_CHECKS = {
  sys_user: { username: 'username' },
} as const;
const duplicateQuery = z.object({
  tableName: z.string().max(64),
  fieldName: z.string().max(64),
  fieldVal: z.string().min(1).max(200),
  dataId: z.string().max(100).optional(),
});
const VALUE_FREE = '该值可用！';
const VALUE_TAKEN = '该值不可用，系统中已存在！';

/** Spec §7 "Admin": users. Scoped to the caller's tenant, and a supplier user to its own company. */
export const userRoutes =
  ({ services, tokens }: { services: Services; tokens: TokenService }): FastifyPluginAsync =>
  async (app) => {
    /** Registration and user forms check a username before submitting (no login needed). */
    app.get('/sys/user/checkOnlyUser', async (req) => {
      const { username } = z
        .object({ username: z.string().trim().min(1, '请输入用户名').max(100) })
        .parse(req.query);
      const taken = await system.findUserByUsername(services.db(), username);
      return taken ? fail(200, '用户账号已存在') : ok(null, VALUE_FREE);
    });

    /** The generic form duplicate check, over a whitelist of tables and fields; `dataId` is the record being edited. */
    app.get('/sys/duplicate/check', async (req) => {
      const q = duplicateQuery.parse(req.query);
      const fields = (DUPLICATE_CHECKS as Record<string, Record<string, string>>)[q.tableName];
      const column = fields && Object.hasOwn(fields, q.fieldName) ? fields[q.fieldName] : undefined;
      if (!column) throw new DomainError('ValidationFailed', '不支持的校验字段', { field: 'fieldName' });
      let query = services.db().selectFrom('sys_user').select('id').where(sql.ref(column), '=', q.fieldVal);
      if (q.dataId) query = query.where('id', '<>', q.dataId);
      return (await query.executeTakeFirst()) ? fail(200, VALUE_TAKEN) : ok(null, VALUE_FREE);
    });

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
