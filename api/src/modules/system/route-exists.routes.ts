import { routes } from '@srm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { requireCaller, type AuthDeps } from '../auth/index';
import { MENU_TYPE } from './permission.routes';

/**
 * `GET /sys/permission/routeExists?path=` (any signed-in user): whether a menu of the platform has
 * this path, so the client answers 403 拒绝访问 for a page the user is not granted and 404 for one
 * that does not exist. Menus are platform-wide and the same in every installation: this names no
 * tenant's data, only whether the product has such a page.
 */
export const routeExistsRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    contractRoute(app, routes.routeExists, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ query: { path } }) => {
        const row = await deps.services
          .db()
          .selectFrom('sys_permission')
          .select('id')
          .where('url', '=', path)
          .where('menu_type', '!=', MENU_TYPE.button)
          .executeTakeFirst();
        return ok({ exists: row !== undefined }, '查询成功');
      },
    });
  };
