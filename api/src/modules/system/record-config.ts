import type { RouteContract } from '@srm/contracts';
import { RECORD_OPS, type RecordOp } from '@srm/contracts/system';
import type { system } from '@srm/events';
import type { Kysely } from 'kysely';
import type { SheetColumn } from '../../http/list-export';
import type { ListSpec } from '../../http/list-query';

// An entity's config and contracts, below record-crud and record-sheet so neither imports the other.

// Entity tables are picked by the (validated) entity name; their columns come from the entity.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export type CrudConfig = {
  entity: system.RecordEntityName;
  /**
   * The entity's generic route contracts (`recordRoutes` in @srm/contracts/system), by operation:
   * only the routes it declares are registered.
   */
  routes: CrudRoutes;
  /** Action prefix: `<prefix>:add`, `:edit`, `:delete`, `:list` are checked server-side. */
  action: string;
  /** The list's whitelist; its `menuId` brings the caller's data rules of that menu to the list and its export. */
  list: ListSpec;
  /** Row (snake_case columns) -> the API's record. */
  view: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Shared by every tenant (stored with tenant '0'). */
  platformWide?: boolean;
  /** Request body -> the entity's values (e.g. comma-joined ids to arrays). */
  toValues?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Columns (Chinese titles) of `GET|POST <base>/exportXls` (`:list`) and `POST <base>/importExcel` (`:add`); see record-sheet.ts. */
  exportColumns?: SheetColumn[];
  /** Columns an import reads (default: the export columns that are fields of the entity). */
  importColumns?: SheetColumn[];
  /** The export's file name, e.g. 角色列表 (default: the base's last segment). */
  sheetTitle?: string;
};

export type CrudRoutes = Partial<Record<RecordOp, RouteContract>>;

/** An entity's contracts by operation: `roleAdd` -> `add` (the map `recordRoutes({ key: 'role' })` made). */
export const crudRoutes = (key: string, contracts: Record<string, RouteContract>): CrudRoutes =>
  Object.fromEntries(
    RECORD_OPS.flatMap((op) => {
      const c = contracts[`${key}${op[0]!.toUpperCase()}${op.slice(1)}`];
      return c ? [[op, c]] : [];
    }),
  );
