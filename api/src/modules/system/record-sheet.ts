import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { system } from '@srm/events';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { exportParams, sendXlsx, type SheetColumn } from '../../http/list-export';
import {
  DEFAULT_IMPORT_ERRORS_DIR,
  ImportErrorFiles,
  importAnswer,
  importRows,
  receiveSheet,
  sheetUploadScope,
} from '../../http/list-import';
import { withDataRules } from '../auth/index';
import {
  dataRuleContext,
  requireListPermission,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/index';
import type { AnyDb, CrudConfig } from './record-config';
import { LocalFileStorage } from '../../http/file-storage';

/** The import error files of every list (one folder under DATA_DIR; each user's files under a folder of their own). */
export const defaultImportErrorFiles = (dataDir: string | undefined) =>
  new ImportErrorFiles(
    new LocalFileStorage(dataDir ? join(resolve(dataDir), 'import-errors') : DEFAULT_IMPORT_ERRORS_DIR),
  );

/** The columns an import of a record entity reads: the given ones, else the export columns the entity has. */
export function recordImportColumns(cfg: Pick<CrudConfig, 'entity' | 'exportColumns' | 'importColumns'>) {
  const shape = system.recordEntities[cfg.entity].schema.shape as Record<string, unknown>;
  return (
    cfg.importColumns ?? (cfg.exportColumns ?? []).filter((c: SheetColumn) => Object.hasOwn(shape, c.field))
  );
}

/**
 * Export and import of an admin record entity (registerCrud's `exportColumns`):
 * - `GET|POST <base>/exportXls` (needs `<action>:list`): the list's filters, super query and sort,
 *   `selections` (ids) and `field` (columns), as .xlsx;
 * - `POST <base>/importExcel` (needs `<action>:add`: an import adds records): each valid row is a
 *   `RecordCreated` under the caller's tenant (or the platform's), the others go to the error file.
 */
export function registerRecordSheets(
  app: FastifyInstance,
  deps: AuthDeps,
  cfg: CrudConfig,
  tenantOf: (caller: Caller) => string,
  files: ImportErrorFiles = defaultImportErrorFiles(deps.services.config.dataDir),
): void {
  const exportColumns = cfg.exportColumns ?? [];
  const importColumns = recordImportColumns(cfg);
  const entity = system.recordEntities[cfg.entity];
  const r = cfg.routes;
  const title = cfg.sheetTitle ?? cfg.entity;
  const db = () => deps.services.db() as unknown as AnyDb;

  for (const contract of [r.exportXls, r.exportXlsPost])
    if (contract)
      contractRoute(app, contract, {
        auth: (req) => requireListPermission(deps, req, `${cfg.action}:list`, cfg.list.menuId),
        handler: async ({ caller: { caller, dataRules }, req, reply }) =>
          sendXlsx(reply, {
            base: db().selectFrom(entity.table).selectAll().where('tenant_id', '=', tenantOf(caller)),
            spec: cfg.list,
            withRules: (q) =>
              withDataRules(cfg.list, q, dataRules, dataRuleContext(caller, deps.services.now())),
            params: exportParams(req),
            columns: exportColumns,
            toRecords: (rows) => rows.map((row) => cfg.view(row as Record<string, unknown>)),
            title,
          }),
      });

  const importContract = r.importExcel;
  if (importColumns.length === 0 || !importContract) return;
  sheetUploadScope(app, (scope) => {
    contractRoute(scope, importContract, {
      auth: (req) => requirePermission(deps, req, `${cfg.action}:add`),
      handler: async ({ caller, req }) => {
        const sheet = await receiveSheet(req, importColumns);
        const tenantId = tenantOf(caller);
        const metadata = { actor: caller.userId, tenantId: caller.tenantId };
        const result = await importRows(sheet, importColumns, {
          prepare: (values) => {
            const v = cfg.toValues ? cfg.toValues(values) : values;
            entity.schema.parse(v);
            return v;
          },
          write: async (values) => {
            await system.createRecord(
              deps.services.store(),
              cfg.entity,
              { id: randomUUID(), tenantId, values },
              { metadata },
            );
          },
        });
        return importAnswer(files, { tenantId: caller.tenantId, userId: caller.userId }, sheet, result);
      },
    });
  });
}
