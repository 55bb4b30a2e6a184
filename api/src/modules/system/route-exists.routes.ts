import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requireCaller, type AuthDeps } from '../auth/permissions';
import { MENU_TYPE } from './permission.routes';

const query = z.object({
  path: z.string({ error: '缺少路径' }).trim().startsWith('/', '路径格式不正确').max(500, '路径格式不正确'),
});

/**
 * `GET /sys/permission/routeExists?path=` (any signed-in user): whether a menu of the platform has
 * this path, so the client answers 403 拒绝访问 for a page the user is not granted and 404 for one
 * that does not exist. Menus are platform-wide and the same in every installation: this names no
 * tenant's data, only whether the product has such a page.
 */
export const routeExistsRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    app.get('/sys/permission/routeExists', async (req) => {
      await requireCaller(deps, req);
      const { path } = query.parse(req.query ?? {});
      const row = await deps.services
        .db()
        .selectFrom('sys_permission')
        .select('id')
        .where('url', '=', path)
        .where('menu_type', '!=', MENU_TYPE.button)
        .executeTakeFirst();
      return ok({ exists: row !== undefined }, '查询成功');
    });
  };
