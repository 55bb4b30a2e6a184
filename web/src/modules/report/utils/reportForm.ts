import type { OnlineReportInput, ReportHead, ReportSource } from '@srm/contracts/report';

/** The form's values: columns and query fields as rows of an editable table. */
export type ReportFormValues = {
  code: string;
  name: string;
  entity: string;
  columns: { field: string; title?: string; width?: number | null; sortable?: boolean }[];
  queryFields: { field: string; label?: string; mode?: 'single' | 'range' }[];
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
};

const text = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

/** What the form submits: empty titles and labels fall back to the field's label (left out). */
export function reportInputOf(v: ReportFormValues): OnlineReportInput {
  return {
    code: v.code?.trim() ?? '',
    name: v.name?.trim() ?? '',
    entity: v.entity,
    columns: (v.columns ?? []).map((c) => ({
      field: c.field,
      ...(text(c.title) ? { title: text(c.title) } : {}),
      ...(c.width ? { width: c.width } : {}),
      sortable: c.sortable === true,
    })),
    queryFields: (v.queryFields ?? []).map((q) => ({
      field: q.field,
      ...(text(q.label) ? { label: text(q.label) } : {}),
      mode: q.mode ?? 'single',
    })),
    defaultSort: v.sortField ? { field: v.sortField, order: v.sortOrder ?? 'asc' } : null,
  };
}

/** A stored report as the form's values. */
export function formValuesOf(head: ReportHead): ReportFormValues {
  return {
    code: head.code,
    name: head.name,
    entity: head.entity,
    columns: head.columns.map((c) => ({
      field: c.field,
      ...(c.title ? { title: c.title } : {}),
      width: c.width ?? null,
      sortable: c.sortable,
    })),
    queryFields: head.queryFields.map((q) => ({
      field: q.field,
      ...(q.label ? { label: q.label } : {}),
      mode: q.mode,
    })),
    ...(head.defaultSort ? { sortField: head.defaultSort.field, sortOrder: head.defaultSort.order } : {}),
  };
}

/** A new report over `source`: its list's first columns (at most 8, long text left out). */
export function defaultColumns(source: ReportSource): ReportFormValues['columns'] {
  return source.fields
    .filter(
      (f) => f.kind !== 'text' && f.name !== 'createBy' && f.name !== 'updateBy' && f.name !== 'updateTime',
    )
    .slice(0, 8)
    .map((f) => ({ field: f.name, sortable: false }));
}
