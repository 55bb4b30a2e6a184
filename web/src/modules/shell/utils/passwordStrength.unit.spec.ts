import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength (spec §5)', () => {
  it('is weak when the policy refuses it: under 8 characters or fewer than three classes', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('Ab1!xyz')).toBe('weak');
    expect(passwordStrength('abcdefgh123')).toBe('weak');
  });

  it('is medium when accepted but not as the hint asks', () => {
    expect(passwordStrength('Abcdefg1')).toBe('medium');
    expect(passwordStrength('Abcdefg1!Abcdefg1')).toBe('medium');
    expect(passwordStrength('Abcdef1！')).toBe('medium');
  });

  it('is strong with all four classes, 8 to 15 characters and no ！', () => {
    expect(passwordStrength('Buyer@2026')).toBe('strong');
    expect(passwordStrength('Abcdefg1!Abcdef')).toBe('strong');
  });
});
