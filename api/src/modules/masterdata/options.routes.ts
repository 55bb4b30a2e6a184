import { masterdata as contract } from '@srm/contracts';
import { entityDefinition } from '@srm/contracts/masterdata';
import { dataOrg } from '@srm/contracts/masterdata/entities';
import { masterdata } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { FORBIDDEN_MESSAGE, requireCaller, requirePermission, type AuthDeps } from '../auth/index';
import { entityListField } from './entity.sql';

// A generated table is chosen by the definition; kysely quotes every name it is given.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const routes = contract.optionRoutes;

/** The data organisations' entity (contracts/src/masterdata/entities/organisation.ts). */
const DATA_ORG_DEF = entityDefinition.parse(dataOrg);

/**
 * The widgets' option sources over declared entities: the linked dropdown (link_down) and the data
 * organisations (sel_org). Names in a request are looked up in the entity's definition (the domain's
 * `planSelectOptions`); values are bound.
 */
export const masterdataOptionRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();

    contractRoute(app, routes.querySelectOptions, {
      // A stranger learns nothing of which tables exist.
      auth: (req) => requireCaller(deps, req),
      handler: async ({ req, query }) => {
        const def = await masterdata.entityOfTable(db(), query.table);
        // The options are the entity's rows: whoever may list it, and a supplier only its own company's.
        const caller = await requirePermission(deps, req, def.permissions.list);
        let owner: { field: string; value: string } | undefined;
        if (caller.supplierId !== null) {
          if (!def.ownerField || !def.variants.sup?.actions.includes('list'))
            throw new HttpError(403, FORBIDDEN_MESSAGE);
          owner = { field: def.ownerField, value: caller.supplierId };
        }
        const plan = masterdata.planSelectOptions(def, query);
        return ok(
          await masterdata.selectOptions(db(), def, plan, {
            tenantId: caller.tenantId,
            ...(owner ? { owner } : {}),
          }),
        );
      },
    });

    contractRoute(app, routes.dataOrgList, {
      auth: async (req) => {
        const caller = await requireCaller(deps, req);
        // Data organisations are the staff's own structure ([SEC1] 6: suppliers stay out of it).
        if (caller.supplierId !== null) throw new HttpError(403, FORBIDDEN_MESSAGE);
        return caller;
      },
      handler: async ({ caller, query }) => {
        // The query is checked against the declaration (a bad one is refused whether or not it is synced yet).
        const declared = DATA_ORG_DEF;
        const field = (n: string) => entityListField(declared, n);
        const spec: ListSpec = {
          fields: {
            code: field('code'),
            name: field('name'),
            orgType: field('orgType'),
            sortNo: field('sortNo'),
          },
          defaultSort: { field: 'sortNo', order: 'asc' },
        };
        const q = parseListQuery(query, spec, { sortable: ['code', 'name', 'sortNo'] });
        // Not declared in this database yet (the engine syncs declarations at start-up): nothing to list.
        const state = await masterdata.entityStateOf(db(), DATA_ORG_DEF.name);
        if (!state) return ok({ records: [], total: 0, current: q.pageNo, size: q.pageSize, pages: 0 });
        const def = state.definition;
        const t = def.table;
        const base = (db() as unknown as AnyDb)
          .selectFrom(t)
          .select([
            `${t}.id as id`,
            `${t}.code as code`,
            `${t}.name as name`,
            `${t}.org_type as orgType`,
            `${t}.purchase_org as purchaseOrg`,
            `${t}.area_code as areaCode`,
            `${t}.status as status`,
          ])
          .where(`${t}.tenant_id`, '=', caller.tenantId);
        return ok(await runListQuery(base, spec, q));
      },
    });
  };
