import { describe, expect, it } from 'vitest';
import { checkPattern, decodeCheckValue, firstFailure, patternProblem } from './rule.routes';

describe('check rule patterns', () => {
  it.each([
    '^\\d{6}$',
    '^[A-Z]{2}-\\d+$',
    '^(\\d{3}-)+\\d{4}$',
    '^(?:[a-z]|[0-9])+$',
    '^[\\u4e00-\\u9fa5]{2,10}$',
    '^(?<year>\\d{4})-\\d{2}$',
    'a{',
  ])('accepts %s', (p) => {
    expect(patternProblem(p)).toBeNull();
  });

  it.each([
    ['(a+)+$', '嵌套的重复'],
    ['^(\\w*\\.)*$', '嵌套的重复'],
    ['^([a-z]+\\d?)*$', '嵌套的重复'],
    ['^((ab)*c)+$', '嵌套的重复'],
    ['^(a?){2,}$', '嵌套的重复'],
    ['(a)\\1', '反向引用'],
    ['(', '不合法'],
    ['', '长度'],
    ['a'.repeat(201), '长度'],
  ])('refuses %s', (p, why) => {
    expect(patternProblem(p)).toContain(why);
  });

  it('stops a pattern that backtracks out of control (one the shape check lets through)', () => {
    const slow = '^(a|a)*b$';
    expect(patternProblem(slow)).toBeNull();
    const t = Date.now();
    expect(checkPattern(slow, 'a'.repeat(40))).toBe('timeout');
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it("answers the first failing item's message, or null when every item passes", () => {
    const items = [
      { pattern: '^.{3,}$', message: '至少3位' },
      { pattern: '^\\d+$', message: '只能是数字' },
    ];
    expect(firstFailure(items, '12')).toBe('至少3位');
    expect(firstFailure(items, '12a')).toBe('只能是数字');
    expect(firstFailure(items, '123')).toBeNull();
    expect(firstFailure(items, '1'.repeat(501))).toContain('校验值过长');
  });

  it('decodes the value the client URL-encoded, and keeps one that is not', () => {
    expect(decodeCheckValue(encodeURIComponent('50% 采购'))).toBe('50% 采购');
    expect(decodeCheckValue('50%')).toBe('50%');
  });
});
