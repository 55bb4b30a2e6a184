import { passwordProblem } from '@srm/contracts/auth';

/**
 * Spec §5 "Password change": accepted from 8 characters with three of the four classes (upper,
 * lower, digit, symbol); the hint asks for 8 to under 16 characters with all four and no '！'.
 * 弱: refused by the policy; 中: accepted; 强: as the hint asks.
 */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const PASSWORD_HINT = '密码须为8至15位，同时包含大写字母、小写字母、数字和特殊符号，且不能包含“！”';
export const PASSWORD_STRENGTH_LABEL: Record<PasswordStrength, string> = {
  weak: '弱',
  medium: '中',
  strong: '强',
};

const CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/];

/** A meter for the UI; 弱 is exactly what the policy refuses (the contract's `passwordProblem`). */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordProblem(password) !== null) return 'weak';
  const classes = CLASSES.filter((c) => c.test(password)).length;
  return classes === 4 && password.length < 16 && !password.includes('！') ? 'strong' : 'medium';
}
