import { report as contract } from '@srm/contracts';
import { masterdata, report as domain, system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { listOfMenu, listWhere, parseListQuery, type ListQuery } from '../../http/list-query';
import { withDataRules, type DataRule } from '../auth/index';
import {
  dataRuleContext,
  FORBIDDEN_MESSAGE,
  requireCaller,
  requireListPermission,
  type AuthDeps,
  type Caller,
} from '../auth/index';
import { reportByCode, reportByConfigId, type OnlineReport } from './report.registry';
import { storedReport } from './report.stored';

export const REPORT_CODE_NOT_FOUND = '报表配置不存在，请检查popup编码';
export const REPORT_CONFIG_NOT_FOUND = '报表配置不存在';

const routes = contract.reportRoutes;

type Found = { report: OnlineReport; caller: Caller; dataRules: DataRule[] };

/**
 * The report a request names, for a caller allowed to read it: 401/500 without a valid token (before
 * anything about reports is told), 404 for an unknown report, 403 without its action or for a
 * supplier on a staff report. Also the caller's data rules of the report's menu. A name the code
 * registry does not know is looked up among the caller's tenant's stored reports.
 */
async function reportFor(
  deps: AuthDeps,
  req: FastifyRequest,
  by: { code: string } | { id: string },
  missing: string,
): Promise<Found> {
  let report = 'code' in by ? reportByCode(by.code) : reportByConfigId(by.id);
  if (!report) {
    const { tenantId } = await requireCaller(deps, req);
    const db = deps.services.db();
    const row = await domain.findOnlineReport(db, tenantId, by);
    const entity = row ? await masterdata.entityStateOf(db, row.entity) : null;
    // The registry and the tenant's reports are the catalogue of read views: another name is an unknown address.
    if (!row || !entity) throw new HttpError(404, missing);
    report = storedReport(row, entity.definition);
  }
  const { caller, dataRules } = await requireListPermission(deps, req, report.permission, report.menuId);
  if (report.staffOnly && caller.supplierId !== null) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return { report, caller, dataRules };
}

/**
 * The request's search values for the report's query fields only (a single field by its name, a
 * range by `<field>_begin` / `_end`), with paging and sort, parsed as the generic lists do (the
 * contract's list syntax), the sort column one the report allows.
 */
function reportQuery(report: OnlineReport, paging: contract.ReportDataQuery): ListQuery {
  const picked: Record<string, string | number> = { pageNo: paging.pageNo, pageSize: paging.pageSize };
  if (paging.column !== undefined) picked.column = paging.column;
  if (paging.order !== undefined) picked.order = paging.order;
  const keys = report.queryFields.flatMap((f) =>
    f.mode === 'range' ? [`${f.field}_begin`, `${f.field}_end`] : [f.field],
  );
  for (const key of keys) {
    const value = paging[key];
    if (value !== undefined) picked[key] = value;
  }
  return parseListQuery(picked, report.spec, { sortable: report.sortable });
}

/** Spec §7 "Reports and popups": a report's columns, its query fields and its data. */
export const reportRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();

    /** The dictionaries' options of the report's dictionary columns and list fields, by field. */
    const dictOptionsOf = async (codes: { field: string; dictCode?: string | undefined }[]) => {
      const out: Record<string, system.DictOption[]> = {};
      for (const c of codes) if (c.dictCode) out[c.field] = await system.dictItemsByCode(db(), c.dictCode);
      return out;
    };

    /** The path's raw segment: the report is found (and the caller authorized) before the request is validated. */
    const param = (req: FastifyRequest, name: string) =>
      String((req.params as Record<string, unknown>)[name]);

    contractRoute(app, routes.reportColumns, {
      auth: (req) => reportFor(deps, req, { code: param(req, 'code') }, REPORT_CODE_NOT_FOUND),
      handler: async ({ caller: { report } }) =>
        ok({
          code: report.code,
          groupId: report.groupId,
          cgRpConfigId: report.configId,
          cgRpConfigName: report.name,
          columns: report.columns.map((c) => ({
            field: c.field,
            dataIndex: c.field,
            title: c.title,
            dictCode: c.dictCode ?? null,
            width: c.width ?? null,
            sorter: report.sortable.includes(c.field),
          })),
          dictOptions: await dictOptionsOf(report.columns),
        }),
    });

    const byConfig = (req: FastifyRequest) =>
      reportFor(deps, req, { id: param(req, 'configId') }, REPORT_CONFIG_NOT_FOUND);

    contractRoute(app, routes.reportQueryInfo, {
      auth: byConfig,
      handler: async ({ caller: { report } }) => {
        const options = await dictOptionsOf(report.queryFields);
        return ok(
          report.queryFields.map((f) => ({
            field: f.field,
            label: f.label,
            mode: f.mode,
            view: f.view,
            dictCode: f.dictCode ?? null,
            options: options[f.field] ?? [],
          })),
        );
      },
    });

    contractRoute(app, routes.reportData, {
      auth: byConfig,
      handler: async ({ caller: { report, caller, dataRules }, query: raw }) => {
        const query = reportQuery(report, raw);
        let limit = null;
        if (report.menuId !== undefined) {
          // The menu's data rules are conditions on its list's fields: checked and built by that list.
          const list = listOfMenu(report.menuId);
          if (!list) throw new Error(`report ${report.code}: menu ${report.menuId} has no list`);
          const onlyRules = withDataRules(
            list,
            { ...query, filters: [], superQuery: { match: 'and', conditions: [] } },
            dataRules,
            dataRuleContext(caller, deps.services.now()),
          );
          limit = listWhere(list, onlyRules);
        }
        return ok(await report.page(db(), caller, query, limit));
      },
    });
  };
