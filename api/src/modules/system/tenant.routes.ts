import type { FastifyPluginAsync } from 'fastify';
import { listSpec } from '../../http/list-query';
import type { AuthDeps } from '../auth/permissions';
import { auditView, registerCrud } from './record-crud';

const tenantList = listSpec({
  menuId: 'm-system-tenant',
  fields: {
    name: { column: 'name', type: 'string' },
    status: { column: 'status', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** Tenants (租户): platform-wide records only platform administrators (holding the actions) manage. */
export const tenantRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    registerCrud(app, deps, {
      entity: 'tenant',
      base: '/sys/tenant',
      action: 'system:tenant',
      list: tenantList,
      platformWide: true,
      view: (r) => ({
        ...auditView(r),
        name: r.name,
        status: r.status,
        beginDate: r.begin_date,
        endDate: r.end_date,
      }),
    });
  };
