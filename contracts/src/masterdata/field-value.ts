import {
  CHOICE_WIDGETS,
  DEFAULT_SWITCH_OPTIONS,
  DICT_WIDGETS,
  MULTI_WIDGETS,
  UPLOAD_WIDGETS,
  type FieldType,
  type Widget,
} from './widgets';

/** What checking one value needs to know about its field (a parsed field definition fits). */
export type FieldRule = {
  name: string;
  label: string;
  type: FieldType;
  widget: Widget;
  required: boolean;
  length?: number | undefined;
  precision?: number | undefined;
  scale?: number | undefined;
  pattern?: { regex: string; message: string } | undefined;
  dictCode?: string | undefined;
  default?: string | number | null | undefined;
  /** A fill rule's code: an empty value on creation is the domain's to fill from it. */
  billCode?: string | undefined;
  switchOptions?: readonly [string, string] | undefined;
};

/** The values a dictionary allows, by dictionary code, when the caller has them (the API does; a form may). */
export type ValueContext = { dictionaries?: Readonly<Record<string, readonly string[]>> };

export type FieldCheck = { ok: true; value: unknown } | { ok: false; message: string };

/** Rich text may carry embedded images (spec §7 upload: 'local' means base64). */
export const MAX_TEXT_LENGTH = 1_000_000;
export const DEFAULT_STRING_LENGTH = 100;
export const DEFAULT_PRECISION = 18;
export const DEFAULT_SCALE = 2;
const INT4_MAX = 2_147_483_647;

export const valueMessages = {
  required: (f: Pick<FieldRule, 'label' | 'widget'>) =>
    UPLOAD_WIDGETS.includes(f.widget)
      ? `请上传${f.label}!`
      : CHOICE_WIDGETS.includes(f.widget)
        ? `请选择${f.label}!`
        : `请输入${f.label}!`,
  tooLong: (label: string, n: number) => `${label}长度不能超过${n}个字符`,
  notText: (label: string) => `${label}必须是文本`,
  pattern: (label: string) => `${label}格式不正确`,
  integer: (label: string) => `${label}必须是整数`,
  integerRange: (label: string) => `${label}超出整数范围`,
  decimal: (label: string) => `${label}必须是数字`,
  decimalDigits: (label: string, intDigits: number, scale: number) =>
    scale > 0
      ? `${label}最多${intDigits}位整数、${scale}位小数`
      : `${label}最多${intDigits}位整数，不能有小数`,
  date: (label: string) => `${label}日期格式应为 YYYY-MM-DD`,
  datetime: (label: string) => `${label}格式应为 YYYY-MM-DD HH:mm:ss`,
  notInDict: (label: string) => `${label}的值不在字典中`,
  switchValue: (label: string, options: readonly [string, string]) =>
    `${label}只能是 ${options[0]} 或 ${options[1]}`,
} as const;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim().length === 0);

const compiled = new Map<string, RegExp>();
function regexOf(source: string): RegExp {
  let r = compiled.get(source);
  if (!r) {
    r = new RegExp(source);
    compiled.set(source, r);
  }
  return r;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function validDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** YYYY-MM-DD or YYYY/MM/DD (spec §5 date formats) -> YYYY-MM-DD; null when it is not a real date. */
export function normalizeDate(v: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validDate(y, mo, d) ? `${m[1]}-${pad(mo)}-${pad(d)}` : null;
}

/** YYYY-MM-DD HH:mm:ss (seconds optional, `T` allowed) -> YYYY-MM-DD HH:mm:ss, China Standard Time. */
export function normalizeDateTime(v: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!validDate(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
  return `${m[1]}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/**
 * A decimal as text with exactly `scale` fraction digits (how PostgreSQL's numeric(p, s) prints it,
 * so a value read back compares equal to the one written); null when it is no plain decimal or has
 * more digits than the column holds.
 */
export function normalizeDecimal(
  v: string | number,
  precision: number,
  scale: number,
): { value: string } | { problem: 'format' | 'digits' } {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return { problem: 'format' };
  const int = m[2]!.replace(/^0+(?=\d)/, '');
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (int.length > precision - scale || frac.length > scale) return { problem: 'digits' };
  const digits = scale > 0 ? `${int}.${frac.padEnd(scale, '0')}` : int;
  const zero = /^[0.]+$/.test(digits);
  return { value: m[1] && !zero ? `-${digits}` : digits };
}

/**
 * One field's value checked and normalised, with the message the form shows. Empty input becomes
 * null, or the field's default when creating, or for a switch its second option (spec §4: empty
 * is off and emits the second option). A field numbered by a fill rule may be empty on creation
 * (the domain numbers it), never on an edit.
 */
export function checkFieldValue(
  field: FieldRule,
  raw: unknown,
  { creating, context }: { creating: boolean; context?: ValueContext },
): FieldCheck {
  let v = raw;
  if (isEmpty(v) && creating && field.default !== undefined && field.default !== null) v = field.default;
  if (isEmpty(v)) {
    if (field.widget === 'switch')
      return { ok: true, value: (field.switchOptions ?? DEFAULT_SWITCH_OPTIONS)[1] };
    const optional = !field.required || (creating && field.billCode !== undefined);
    return optional ? { ok: true, value: null } : { ok: false, message: valueMessages.required(field) };
  }
  const { label } = field;
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof v === 'number' && Number.isFinite(v)) v = String(v);
      if (typeof v !== 'string') return { ok: false, message: valueMessages.notText(label) };
      const text = field.type === 'string' ? v.trim() : v;
      const max = field.type === 'string' ? (field.length ?? DEFAULT_STRING_LENGTH) : MAX_TEXT_LENGTH;
      if ([...text].length > max) return { ok: false, message: valueMessages.tooLong(label, max) };
      if (field.pattern && !regexOf(field.pattern.regex).test(text)) {
        return { ok: false, message: field.pattern.message || valueMessages.pattern(label) };
      }
      if (field.widget === 'switch') {
        const options = field.switchOptions ?? DEFAULT_SWITCH_OPTIONS;
        if (!options.includes(text)) return { ok: false, message: valueMessages.switchValue(label, options) };
      }
      const allowed = field.dictCode ? context?.dictionaries?.[field.dictCode] : undefined;
      if (allowed && DICT_WIDGETS.includes(field.widget)) {
        const parts = MULTI_WIDGETS.includes(field.widget) ? text.split(',') : [text];
        if (!parts.every((p) => allowed.includes(p)))
          return { ok: false, message: valueMessages.notInDict(label) };
      }
      return { ok: true, value: text };
    }
    case 'integer': {
      const n = typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n))
        return { ok: false, message: valueMessages.integer(label) };
      if (Math.abs(n) > INT4_MAX) return { ok: false, message: valueMessages.integerRange(label) };
      return { ok: true, value: n };
    }
    case 'decimal': {
      if (typeof v !== 'string' && typeof v !== 'number')
        return { ok: false, message: valueMessages.decimal(label) };
      const precision = field.precision ?? DEFAULT_PRECISION;
      const scale = field.scale ?? DEFAULT_SCALE;
      const r = normalizeDecimal(v, precision, scale);
      if ('problem' in r) {
        return {
          ok: false,
          message:
            r.problem === 'format'
              ? valueMessages.decimal(label)
              : valueMessages.decimalDigits(label, precision - scale, scale),
        };
      }
      return { ok: true, value: r.value };
    }
    case 'date': {
      const d = typeof v === 'string' ? normalizeDate(v) : null;
      return d ? { ok: true, value: d } : { ok: false, message: valueMessages.date(label) };
    }
    case 'datetime': {
      const d = typeof v === 'string' ? normalizeDateTime(v) : null;
      return d ? { ok: true, value: d } : { ok: false, message: valueMessages.datetime(label) };
    }
    default: {
      const never: never = field.type;
      return never;
    }
  }
}
