/** Spec §5 "Display" filters and §9 truncation: pure text formatting. */

type Numeric = number | string | null | undefined;

/** A plain decimal text ('-1234.5') of a number or numeric string, or null when it is not one. */
function plainDecimal(value: Numeric): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? text : null;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** Thousands separators on the integer part ('1234567.891' -> '1,234,567.891'); other text unchanged. */
export function formatThousands(value: Numeric): string {
  if (value === null || value === undefined) return '';
  const text = plainDecimal(value);
  if (text === null) return String(value);
  const [int = '', frac] = text.replace(/^-/, '').split('.');
  return `${text.startsWith('-') ? '-' : ''}${group(int)}${frac === undefined ? '' : `.${frac}`}`;
}

/** Currency: thousands separators and at least 2 decimals ('1234.5' -> '1,234.50'; more decimals kept). */
export function formatCurrency(value: Numeric): string {
  if (value === null || value === undefined) return '';
  const text = plainDecimal(value);
  if (text === null) return String(value);
  const [int = '', frac = ''] = text.split('.');
  return formatThousands(`${int}.${frac.padEnd(2, '0')}`);
}

export const MONEY_TOO_LARGE = '超出最大处理数字';
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];

/**
 * A money value rounded half up to 分 as digit text. Decimal text is rounded on its digits (a
 * numeric(18, 2) amount near 1e15 has more digits than a float holds); a number through toFixed.
 */
function centsOf(value: number | string): { negative: boolean; int: string; frac: string } | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const m = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) {
    const n = typeof value === 'number' ? value : Number(text);
    if (!Number.isFinite(n)) return null;
    const [int = '0', frac = '00'] = Math.abs(n).toFixed(2).split('.');
    return { negative: n < 0, int, frac };
  }
  const fraction = m[3] ?? '';
  let digits = `${m[2]!}${fraction.padEnd(2, '0').slice(0, 2)}`;
  if ((fraction[2] ?? '0') >= '5') {
    // add one 分, carrying through the digits
    const out = digits.split('');
    let i = out.length - 1;
    while (i >= 0 && out[i] === '9') out[i--] = '0';
    if (i >= 0) out[i] = String(Number(out[i]) + 1);
    else out.unshift('1');
    digits = out.join('');
  }
  const int = digits.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
  return { negative: m[1] === '-', int, frac: digits.slice(-2) };
}

/**
 * Money in Chinese capitals (大写), rounded to 分: 1234.5 -> '壹仟贰佰叁拾肆元伍角',
 * 100000001 -> '壹亿零壹元整'. Amounts of 1e15 or more give '超出最大处理数字'.
 */
export function moneyToChinese(value: number | string): string {
  const cents = centsOf(value);
  if (cents === null) return MONEY_TOO_LARGE;
  const { negative, int, frac } = cents;
  if (int.length > 15) return MONEY_TOO_LARGE;

  let out = '';
  let zero = false;
  const groupHasDigit = [false, false, false, false];
  for (let i = 0; i < int.length; i++) {
    const d = Number(int[i]);
    const p = int.length - 1 - i;
    const g = Math.floor(p / 4);
    if (d === 0) {
      if (out !== '') zero = true;
    } else {
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d]! + UNITS[p % 4]!;
      groupHasDigit[g] = true;
    }
    if (p % 4 === 0 && p > 0) {
      // 万 after a group with digits; 亿 also when only the 万亿 group had any (壹万亿).
      if (g === 1 && groupHasDigit[1]) out += '万';
      if (g === 2 && (groupHasDigit[2] || groupHasDigit[3])) out += '亿';
      if (g === 3 && groupHasDigit[3]) out += '万';
    }
  }
  const jiao = Number(frac[0]);
  const fen = Number(frac[1]);
  let result = out === '' ? '' : `${out}元`;
  if (jiao === 0 && fen === 0) result = result === '' ? '零元整' : `${result}整`;
  else {
    if (jiao > 0) result += `${DIGITS[jiao]!}角`;
    else if (out !== '') result += '零';
    if (fen > 0) result += `${DIGITS[fen]!}分`;
  }
  return negative && result !== '零元整' ? `负${result}` : result;
}

/** Spec §9: long text in selection tables is cut to 12 characters with an ellipsis. */
export function truncate(text: string | null | undefined, max = 12): string {
  if (text === null || text === undefined) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
