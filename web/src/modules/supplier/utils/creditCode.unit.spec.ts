import { describe, expect, it } from 'vitest';
import { creditCodeProblem, normalizeCreditCode } from './creditCode';

describe('creditCodeProblem (the form check, same as the server)', () => {
  it('accepts real-format codes, pasted in lower case or with spaces', () => {
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeProblem('91110000802100433B')).toBeNull();
    expect(creditCodeProblem(' 9135 0100 m000 100y43 ')).toBeNull();
    expect(normalizeCreditCode('9135 0100m')).toBe('91350100M');
  });

  it('names what is wrong', () => {
    expect(creditCodeProblem('')).toBe('请输入统一社会信用代码');
    expect(creditCodeProblem('913501')).toBe('统一社会信用代码应为18位');
    expect(creditCodeProblem('91350100M0001I0Y43')).toBe('统一社会信用代码格式不正确');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确');
    expect(creditCodeProblem('91110000802100433C')).toBe('统一社会信用代码校验位不正确');
  });
});
