import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHECKSUM,
  CREDIT_CODE_FORMAT,
  CREDIT_CODE_LENGTH,
  CREDIT_CODE_REQUIRED,
  creditCodeCheckChar,
  creditCodeProblem,
  normalizeCreditCode,
} from './credit-code';

// Published real-format codes (GB 32100-2015 examples and a listed company's).
const VALID = ['91350100M000100Y43', '91110000802100433B', '91370100MA3C00000E'];

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it.each(VALID)('accepts %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
  });

  it('computes the check character over the first 17 characters', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    // A weighted sum divisible by 31 gives check character 0, not the 32nd of a 31-character set.
    expect(creditCodeCheckChar('91350100M000100U4')).toBe('0');
    expect(creditCodeProblem('91350100M000100U40')).toBeNull();
  });

  it('refuses a corrupted check character or a changed body', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe(CREDIT_CODE_CHECKSUM);
    expect(creditCodeProblem('91350100M000101Y43')).toBe(CREDIT_CODE_CHECKSUM);
    // Two neighbouring characters swapped.
    expect(creditCodeProblem('91351000M000100Y43')).toBe(CREDIT_CODE_CHECKSUM);
  });

  it('refuses wrong lengths, letters outside the set and a non-numeric division code', () => {
    expect(creditCodeProblem('')).toBe(CREDIT_CODE_REQUIRED);
    expect(creditCodeProblem('91350100M000100Y4')).toBe(CREDIT_CODE_LENGTH);
    expect(creditCodeProblem('91350100M000100Y433')).toBe(CREDIT_CODE_LENGTH);
    expect(creditCodeProblem('91350100M00O100Y43')).toBe(CREDIT_CODE_FORMAT);
    expect(creditCodeProblem('9135A100M000100Y43')).toBe(CREDIT_CODE_FORMAT);
  });

  it('normalises what users paste', () => {
    expect(normalizeCreditCode(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(creditCodeProblem(normalizeCreditCode('9135 0100 m000 100y43'))).toBeNull();
  });
});
