import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('password policy (spec §5)', () => {
  it.each([
    ['Abcdefg1', null],
    ['abcdefg1!', null],
    ['ABCDEFG1!', null],
    ['abcdefgh', '密码安全等级不够！'],
    ['Abc1!', '密码安全等级不够！'],
    ['abcdefg12', '密码安全等级不够！'],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('says when the confirmation differs', () => {
    expect(passwordProblem('Abcdefg1', 'Abcdefg2')).toBe('两次输入的密码不一致！');
  });
});
