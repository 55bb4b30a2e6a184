/**
 * Spec §5 password policy, as the server enforces it (docs/auth.md `passwordProblem`): at least 8
 * characters and three of the four classes upper, lower, digit, symbol; no upper bound.
 */
export const PASSWORD_TOO_WEAK = '密码安全等级不够！';
export const PASSWORDS_DIFFER = '两次输入的密码不一致！';
/** The spec's hint (it asks for more than is enforced: 8 to under 16 characters, all four classes, no '！'). */
export const PASSWORD_HINT = '密码由8位以上16位以下的大写字母、小写字母、数字和特殊符号组成，不含“！”';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** null when the password is acceptable, else `密码安全等级不够！`. An empty one is the required rule's. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8 || CLASSES.filter((c) => c.test(password)).length < 3) return PASSWORD_TOO_WEAK;
  return null;
}

/** null when the confirmation repeats the password, else `两次输入的密码不一致！`. */
export const confirmProblem = (password: string | undefined, confirm: string): string | null =>
  confirm === (password ?? '') ? null : PASSWORDS_DIFFER;
