/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character set (no I, O, Z, S, V):
 * registration authority, organisation type, a six-digit administrative division code, a
 * nine-character organisation code, and a check character over the first 17.
 */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export const CREDIT_CODE_REQUIRED = '请输入统一社会信用代码';
export const CREDIT_CODE_LENGTH = '统一社会信用代码应为18位';
export const CREDIT_CODE_FORMAT = '统一社会信用代码格式不正确';
export const CREDIT_CODE_CHECKSUM = '统一社会信用代码校验位不正确';

/** The check character of the first 17 characters, or null when one is outside the set. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17.charAt(i));
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  const c = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARS.charAt(c);
}

/** Upper case without spaces: what users paste is often lower case or spaced. */
export const normalizeCreditCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The first problem with a (normalised) code, as the message to show; null when it is valid. */
export function creditCodeProblem(code: string): string | null {
  if (code.length === 0) return CREDIT_CODE_REQUIRED;
  if (code.length !== 18) return CREDIT_CODE_LENGTH;
  if (![...code].every((ch) => CREDIT_CODE_CHARS.includes(ch)) || !/^\d{6}$/.test(code.slice(2, 8))) {
    return CREDIT_CODE_FORMAT;
  }
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17) ? null : CREDIT_CODE_CHECKSUM;
}
