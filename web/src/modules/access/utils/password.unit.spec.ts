import { describe, expect, it } from 'vitest';
import { confirmProblem, PASSWORDS_DIFFER } from './password';

// The policy itself is tested once, beside the rule (contracts/src/auth/password-policy.unit.spec.ts).
describe('password confirmation', () => {
  it('asks the confirmation to repeat the password', () => {
    expect(confirmProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(confirmProblem('Abcdefg1', 'Abcdefg2')).toBe(PASSWORDS_DIFFER);
    expect(confirmProblem(undefined, 'x')).toBe(PASSWORDS_DIFFER);
  });
});
