import type { EntityDefinition } from '@srm/contracts/masterdata';
import { reportFieldsOf } from '@srm/contracts/report';
import type { report as domain } from '@srm/events';
import type { Kysely } from 'kysely';
import { runListQuery, type ListFields, type ListSpec } from '../../http/list-query';
import { entityListField, entitySelections } from '../masterdata/index';
import type { OnlineReport, ReportColumn, ReportQueryField } from './report.registry';

// The entity's table is chosen by its definition; kysely quotes every name it is given.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const DEFAULT_SORT = { field: 'createTime', order: 'desc' } as const;

/**
 * A report an administrator defined, over its entity as the entity stands: the entity's table and
 * columns (from its definition, quoted by kysely), the caller's tenant, and for a supplier's user its
 * own company's rows (only where the entity has a supplier view). Fields the entity no longer has are
 * left out. Who may read it: whoever may list the entity.
 */
export function storedReport(row: domain.OnlineReportRow, entity: EntityDefinition): OnlineReport {
  const def = row.definition;
  const fields = new Map(reportFieldsOf(entity).map((f) => [f.name, f]));
  const columns: ReportColumn[] = def.columns.flatMap((c) => {
    const f = fields.get(c.field);
    if (!f) return [];
    const dictCode = c.dictCode ?? f.dictCode ?? undefined;
    return [
      {
        field: c.field,
        title: c.title ?? f.label,
        ...(dictCode ? { dictCode } : {}),
        ...(c.width ? { width: c.width } : {}),
      },
    ];
  });
  const queryFields: ReportQueryField[] = def.queryFields.flatMap((q) => {
    const f = fields.get(q.field);
    if (!f || f.kind === 'text') return [];
    return [
      {
        field: q.field,
        label: q.label ?? f.label,
        mode: q.mode,
        view: f.view,
        ...(f.view === 'list' && f.dictCode ? { dictCode: f.dictCode } : {}),
      },
    ];
  });
  const sortable = def.columns
    .filter((c) => c.sortable && fields.has(c.field) && fields.get(c.field)!.kind !== 'text')
    .map((c) => c.field);
  const defaultSort =
    def.defaultSort && sortable.includes(def.defaultSort.field) ? def.defaultSort : DEFAULT_SORT;
  const listFields: ListFields = Object.fromEntries(
    [...new Set([...queryFields.map((q) => q.field), ...sortable, defaultSort.field])].map((n) => [
      n,
      entityListField(entity, n),
    ]),
  );
  const spec: ListSpec = { fields: listFields, defaultSort };
  const shown = new Set(columns.map((c) => c.field));
  const supView = entity.variants.sup;
  const supplierRows = Boolean(entity.ownerField && supView?.actions.includes('list'));
  return {
    code: def.code,
    configId: row.id,
    groupId: entity.name,
    name: def.name,
    permission: entity.permissions.list,
    staffOnly: !supplierRows,
    columns,
    queryFields,
    sortable,
    spec,
    page: async (db, caller, q, limit) => {
      const t = entity.table;
      let base = (db as unknown as AnyDb)
        .selectFrom(t)
        .select(entitySelections(entity, shown) as never)
        .where(`${t}.tenant_id`, '=', caller.tenantId);
      // Reached by a supplier's user only when the entity has an owner (staffOnly otherwise).
      if (caller.supplierId !== null)
        base = base.where(entityListField(entity, entity.ownerField!).column, '=', caller.supplierId);
      if (limit) base = base.where(limit);
      const page = await runListQuery(base, spec, q);
      return { ...page, records: page.records as Record<string, unknown>[] };
    },
  };
}
