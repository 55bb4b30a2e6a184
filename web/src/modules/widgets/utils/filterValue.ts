/**
 * Spec §4 "Filter input modes": what a list's search field sends in the generic list contract.
 * contains wraps the text in asterisks, not-equal prefixes '!', greater-or-equal '>=',
 * less-or-equal '<='; equal sends the text as it is; range sends `<field>_begin` / `<field>_end`.
 */
export type FilterMode = 'eq' | 'contains' | 'ne' | 'ge' | 'le' | 'range';

/** A scalar filter value in its mode's syntax; an empty value is no filter (undefined). */
export function filterValue(value: unknown, mode: Exclude<FilterMode, 'range'> = 'eq'): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  switch (mode) {
    case 'eq':
      return text;
    case 'contains':
      return `*${text}*`;
    case 'ne':
      return `!${text}`;
    case 'ge':
      return `>=${text}`;
    case 'le':
      return `<=${text}`;
    default: {
      const never: never = mode;
      return never;
    }
  }
}

/** A range filter as `<field>_begin` / `<field>_end` (either side may be open). */
export function rangeFilter(field: string, value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  const [begin, end] = value as unknown[];
  const out: Record<string, string> = {};
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
  if (text(begin) !== '') out[`${field}_begin`] = text(begin);
  if (text(end) !== '') out[`${field}_end`] = text(end);
  return out;
}

/** Reading a filter back (spec §4 "reading strips these"): the mode and the user's text. */
export function stripFilterMode(raw: string): { mode: Exclude<FilterMode, 'range'>; value: string } {
  if (raw.startsWith('>=')) return { mode: 'ge', value: raw.slice(2) };
  if (raw.startsWith('<=')) return { mode: 'le', value: raw.slice(2) };
  if (raw.startsWith('!')) return { mode: 'ne', value: raw.slice(1) };
  if (raw.length >= 2 && raw.startsWith('*') && raw.endsWith('*'))
    return { mode: 'contains', value: raw.slice(1, -1) };
  return { mode: 'eq', value: raw };
}
