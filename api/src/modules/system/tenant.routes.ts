import type { FastifyPluginAsync } from 'fastify';
import { listSpec } from '../../http/list-query';
import type { AuthDeps } from '../auth/index';
import { tenantRecordRoutes } from '@srm/contracts/system';
import { crudRoutes } from './record-config';
import { auditView, registerCrud, rowOf } from './record-crud';

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
      routes: crudRoutes('tenant', tenantRecordRoutes),
      action: 'system:tenant',
      list: tenantList,
      platformWide: true,
      view: (r) => {
        const row = rowOf('sys_tenant', r);
        return {
          ...auditView(r),
          name: row.name,
          status: row.status,
          beginDate: row.begin_date,
          endDate: row.end_date,
        };
      },
    });
  };
