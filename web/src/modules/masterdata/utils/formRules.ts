import {
  checkFieldValue,
  DEFAULT_SWITCH_OPTIONS,
  MULTI_WIDGETS,
  type FieldRule,
  type RecordMode,
  type ValueContext,
} from '@srm/contracts/masterdata';
import { formatCurrency, formatThousands, moneyToChinese } from '../../widgets';

/**
 * The §5 form rules of the declared-entity form that are pure: the value checks are the contract's
 * (`checkFieldValue`, the same function the domain runs), these are the form's side of them.
 */

/** Spec §5 date formats: common fields, private fields, date-time. */
export const DATE_FORMATS = {
  common: 'YYYY/MM/DD',
  private: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
} as const;

/** The display and value format of a date or datetime widget (values are sent as YYYY-MM-DD [HH:mm:ss]). */
export const dateFormatOf = (widget: 'date' | 'datetime', display: 'common' | 'private' = 'private') =>
  widget === 'datetime' ? DATE_FORMATS.datetime : DATE_FORMATS[display];

/** Spec §5: a list cell longer than 25 "width" is cut; a non-ASCII character counts 2. */
export const ELLIPSIS_LENGTH = 25;

const widthOf = (ch: string) => (ch.charCodeAt(0) > 127 ? 2 : 1);

/** Text cut to `max` width units (non-ASCII 2, others 1) with `...`; shorter text unchanged. */
export function ellipsisText(text: string | null | undefined, max = ELLIPSIS_LENGTH): string {
  if (text === null || text === undefined) return '';
  let width = 0;
  for (const ch of text) width += widthOf(ch);
  if (width <= max) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = widthOf(ch);
    if (used + w > max) break;
    out += ch;
    used += w;
  }
  return `${out}...`;
}

/** Spec §5: a row key is the row's values joined, cut to 50 characters. */
export const ROW_KEY_LENGTH = 50;
export function rowKeyOf(row: Record<string, unknown>, fields?: readonly string[]): string {
  const values = (fields ?? Object.keys(row)).map((k) => row[k]);
  return Array.from(
    values
      .filter((v) => v !== null && v !== undefined && typeof v !== 'object')
      .map(String)
      .join(''),
  )
    .slice(0, ROW_KEY_LENGTH)
    .join('');
}

/** Switch: [on, off], default Y/N. */
export const switchOptionsOf = (field: Pick<FieldRule, 'switchOptions'>): readonly [string, string] =>
  field.switchOptions ?? DEFAULT_SWITCH_OPTIONS;

/** The switch's value for a checked state; empty (never touched) emits the second option (spec §4/§5). */
export function switchValue(
  field: Pick<FieldRule, 'switchOptions'>,
  checked: boolean | null | undefined,
): string {
  const [on, off] = switchOptionsOf(field);
  return checked ? on : off;
}
export const switchChecked = (field: Pick<FieldRule, 'switchOptions'>, value: unknown): boolean =>
  value === switchOptionsOf(field)[0];

/** Spec §5: a number widget with onlyInteger (an integer field) has precision 0; a decimal its scale. */
export function numberPrecision(field: Pick<FieldRule, 'type' | 'scale'>, onlyInteger = false): number {
  if (onlyInteger || field.type === 'integer') return 0;
  return field.scale ?? 2;
}

/**
 * Spec §5 extended fields: required when `required` is the string 'true' (or true) or editProperty
 * contains 1; read-only when editProperty contains 2.
 */
export function extendedFieldMode(ext: { required?: string | boolean | null; editProperty?: string | null }) {
  const props = (ext.editProperty ?? '').split(',').map((s) => s.trim());
  return {
    required: ext.required === true || ext.required === 'true' || props.includes('1'),
    readOnly: props.includes('2'),
  };
}

/** An antd form rule running the contract's check for one field, on blur (spec §5). */
export function fieldRule(field: FieldRule, mode: RecordMode, context?: ValueContext) {
  return {
    validateTrigger: 'onBlur',
    validator: async (_: unknown, value: unknown) => {
      const r = checkFieldValue(field, value, {
        creating: mode === 'create',
        ...(context ? { context } : {}),
      });
      if (!r.ok) throw new Error(r.message);
    },
  };
}

/** Multi-value widgets hold arrays in the form and send comma-joined text (spec §3). */
export const isMultiWidget = (field: Pick<FieldRule, 'widget'>) => MULTI_WIDGETS.includes(field.widget);
export const joinMulti = (v: unknown): unknown => (Array.isArray(v) ? v.map(String).join(',') : v);
export const splitMulti = (v: unknown): string[] =>
  typeof v === 'string' && v !== '' ? v.split(',') : Array.isArray(v) ? v.map(String) : [];

/**
 * A decimal shown in a list or a read-only form: thousands separators, the text as it came (never a
 * float); `currency` keeps at least 2 decimals.
 */
export const decimalText = (value: unknown, currency = false): string =>
  value === null || value === undefined || value === ''
    ? ''
    : currency
      ? formatCurrency(String(value))
      : formatThousands(String(value));

/** Money in Chinese capitals (spec §5: below 1e15, else 超出最大处理数字). */
export const moneyCapitals = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '' : moneyToChinese(String(value));
