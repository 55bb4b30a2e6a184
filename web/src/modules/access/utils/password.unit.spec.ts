import { describe, expect, it } from 'vitest';
import { confirmProblem, passwordProblem, PASSWORD_TOO_WEAK, PASSWORDS_DIFFER } from './password';

describe('password policy (spec §5)', () => {
  it('refuses fewer than 8 characters even with every class', () => {
    expect(passwordProblem('Ab1!xyz')).toBe(PASSWORD_TOO_WEAK);
  });
  it('refuses 8 or more characters of only two classes', () => {
    expect(passwordProblem('abcdefgh12')).toBe(PASSWORD_TOO_WEAK);
    expect(passwordProblem('ABCDEFGH!!')).toBe(PASSWORD_TOO_WEAK);
  });
  it('accepts 8 characters of three classes, with no upper bound', () => {
    expect(passwordProblem('abcdefG1')).toBeNull();
    expect(passwordProblem('abcdefg!1')).toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(40)}`)).toBeNull();
  });
  it('counts a Chinese or full-width character as a symbol', () => {
    expect(passwordProblem('abcdefg！1')).toBeNull();
  });
  it('asks the confirmation to repeat the password', () => {
    expect(confirmProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(confirmProblem('Abcdefg1', 'Abcdefg2')).toBe(PASSWORDS_DIFFER);
    expect(confirmProblem(undefined, 'x')).toBe(PASSWORDS_DIFFER);
  });
});
