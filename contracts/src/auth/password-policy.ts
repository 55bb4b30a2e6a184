/**
 * Spec §5 password policy, the one rule the API enforces and the web's forms check before sending:
 * at least 8 characters and three of the four classes upper, lower, digit, symbol; no upper bound.
 */
export const PASSWORD_TOO_WEAK = '密码安全等级不够！';
export const PASSWORDS_DIFFER = '两次输入的密码不一致！';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** null when acceptable, else the spec's message; with `confirm`, also that it repeats the password. */
export function passwordProblem(password: string, confirm?: string): string | null {
  if (password.length < 8 || CLASSES.filter((c) => c.test(password)).length < 3) return PASSWORD_TOO_WEAK;
  if (confirm !== undefined && confirm !== password) return PASSWORDS_DIFFER;
  return null;
}
