import { filterValue, rangeFilter } from './filterValue';

/**
 * The popup report picker (JeecgBoot's JPopup; spec §3 "Popup config", §5 "Popup picker", §9): its
 * configuration check, how the picked rows fill the form, the row key and the data request.
 */

/** Spec §5: code, source fields or target fields missing. */
export const POPUP_CONFIG_MESSAGE = 'popup参数未正确配置!';
/** Spec §5: as many source fields as target fields. */
export const POPUP_COUNT_MESSAGE = 'popup参数未正确配置,原始值和目标值数量不一致!';

export type PopupConfig = {
  popupCode?: string | undefined;
  orgFields?: string | undefined;
  destFields?: string | undefined;
};

/** The names of a comma list (`'username,realname'`), blanks dropped. */
export const fieldList = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** What is wrong with a popup's configuration (the field is then hidden), or null. */
export function popupConfigProblem({ popupCode, orgFields, destFields }: PopupConfig): string | null {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  if (!popupCode?.trim() || org.length === 0 || dest.length === 0) return POPUP_CONFIG_MESSAGE;
  if (org.length !== dest.length) return POPUP_COUNT_MESSAGE;
  return null;
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/**
 * The form values the picked rows give: each target field gets its source field's value, the rows'
 * values comma-joined (one row in single mode); a row without the value contributes ''.
 */
export function popupValues(
  rows: readonly Record<string, unknown>[],
  orgFields: string,
  destFields: string,
): Record<string, string> {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  const out: Record<string, string> = {};
  dest.forEach((d, i) => {
    out[d] = rows.map((r) => text(r[org[i]!])).join(',');
  });
  return out;
}

/** Spec §5 "Row key is values joined, cut to 50 characters" (the id first, when the row has one). */
export function popupRowKey(row: Record<string, unknown>): string {
  const { id, ...rest } = row;
  const joined = [id, ...Object.values(rest)].map(text).join('');
  return joined.slice(0, 50);
}

export type PopupQueryField = {
  field: string;
  mode: 'single' | 'range';
  view: string;
};

/**
 * The search form's values as the report's data query: a text field searches by contains, a list or
 * number field by equality, a range field as `<field>_begin` / `<field>_end`. Empty values send nothing.
 */
export function popupSearch(
  values: Record<string, unknown>,
  fields: readonly PopupQueryField[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.field];
    if (f.mode === 'range') Object.assign(out, rangeFilter(f.field, v));
    else {
      const sent = filterValue(v, f.view === 'text' ? 'contains' : 'eq');
      if (sent !== undefined) out[f.field] = sent;
    }
  }
  return out;
}

/** A dictionary column's text: each of the comma-joined values by its option's text (unknown as is). */
export function dictText(
  options: readonly { value: string; text: string }[] | undefined,
  value: unknown,
): string {
  const raw = text(value);
  if (!options || raw === '') return raw;
  return raw
    .split(',')
    .map((v) => options.find((o) => o.value === v)?.text ?? v)
    .join(',');
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/** A report cell as text: timestamps in local `YYYY-MM-DD HH:mm:ss` (spec §5 date-time format), empty as ''. */
export function cellText(value: unknown): string {
  const raw = text(value);
  if (!ISO_TIME.test(raw)) return raw;
  const d = new Date(raw);
  return (
    `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
  );
}
