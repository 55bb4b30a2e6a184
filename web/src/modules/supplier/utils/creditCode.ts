/**
 * 统一社会信用代码 (GB 32100-2015), the same check the server makes (events/src/modules/supplier/
 * credit-code.ts), so the form answers before a round trip: 18 characters of a 31-character set, a
 * six-digit division code at 3-8, and a check character over the first 17.
 */
const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const normalizeCreditCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

export function creditCodeProblem(raw: string): string | null {
  const code = normalizeCreditCode(raw);
  if (code.length === 0) return '请输入统一社会信用代码';
  if (code.length !== 18) return '统一社会信用代码应为18位';
  if (![...code].every((ch) => CHARS.includes(ch)) || !/^\d{6}$/.test(code.slice(2, 8))) {
    return '统一社会信用代码格式不正确';
  }
  const sum = WEIGHTS.reduce((s, w, i) => s + CHARS.indexOf(code.charAt(i)) * w, 0);
  return CHARS.charAt((31 - (sum % 31)) % 31) === code.charAt(17) ? null : '统一社会信用代码校验位不正确';
}

/** The form rule of a 统一社会信用代码 field: the checksum's message, checked on blur by the field. */
export const creditCodeRule = {
  validator: (_: unknown, v: string | undefined) => {
    const problem = creditCodeProblem(v ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};
