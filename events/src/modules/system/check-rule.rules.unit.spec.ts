import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  checkPattern,
  checkValue,
  firstFailure,
  MAX_PATTERN,
  patternProblem,
  vetRuleJson,
} from './check-rule.rules';

describe('check rule patterns', () => {
  it.each([
    '^\\d{6}$',
    '^[A-Z]{2}-\\d+$',
    '^(\\d{3}-)+\\d{4}$',
    '^(?:[a-z]|[0-9])+$',
    '^(?<year>\\d{4})-\\d{2}$',
    'a{',
  ])('accepts %s', (p) => {
    expect(patternProblem(p)).toBeNull();
  });

  it.each([
    ['(a+)+$', '嵌套的重复'],
    ['^(\\w*\\.)*$', '嵌套的重复'],
    ['^(a?){2,}$', '嵌套的重复'],
    ['(a)\\1', '反向引用'],
    ['(?<x>a)\\k<x>', '反向引用'],
    ['(', '不合法'],
    ['', '长度'],
    ['a'.repeat(MAX_PATTERN + 1), '长度'],
  ])('refuses %s', (p, why) => {
    expect(patternProblem(p)).toContain(why);
  });
});

describe('vetRuleJson (the check rule form)', () => {
  const refusal = (body: Record<string, unknown>) => {
    try {
      vetRuleJson(body);
    } catch (e) {
      return e;
    }
    return null;
  };

  it('leaves a body without ruleJson alone and parses a JSON string into items', () => {
    expect(vetRuleJson({ ruleName: 'x' })).toEqual({ ruleName: 'x' });
    const items = [{ pattern: '^\\d+$', message: '只能是数字' }];
    expect(vetRuleJson({ ruleJson: JSON.stringify(items) })).toEqual({ ruleJson: items });
    expect(vetRuleJson({ ruleJson: items })).toEqual({ ruleJson: items });
  });

  it('refuses text that is not JSON, and names the item whose pattern is refused', () => {
    const notJson = refusal({ ruleJson: '[{' });
    expect(notJson).toBeInstanceOf(DomainError);
    expect(notJson).toMatchObject({ code: 'ValidationFailed', message: 'ruleJson: 不是有效的 JSON' });
    const nested = refusal({
      ruleJson: [
        { pattern: '^a$', message: 'ok' },
        { pattern: '(a+)+', message: 'bad' },
      ],
    });
    expect(nested).toMatchObject({ code: 'ValidationFailed' });
    expect((nested as DomainError).message).toMatch(/^规则2：.*嵌套的重复/);
  });
});

describe('running a check rule (checkByCode)', () => {
  const items = [
    { pattern: '^.{3,}$', message: '至少3位' },
    { pattern: '^\\d+$', message: '只能是数字' },
  ];
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (e) {
      return e;
    }
    return null;
  };

  it('given a pattern that backtracks out of control (one the shape check lets through), then it is stopped', () => {
    const slow = '^(a|a)*b$';
    expect(patternProblem(slow)).toBeNull();
    const t = Date.now();
    expect(checkPattern(slow, 'a'.repeat(40))).toBe('timeout');
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it("given a rule's items, when a value is checked, then the first failing item's message, or null", () => {
    expect(firstFailure(items, '12')).toBe('至少3位');
    expect(firstFailure(items, '12a')).toBe('只能是数字');
    expect(firstFailure(items, '123')).toBeNull();
    expect(firstFailure(items, '1'.repeat(501))).toContain('校验值过长');
  });

  it('given no rule of the code, when a value is checked, then 校验规则不存在 naming the code', () => {
    expect(refusal(() => checkValue('nope', undefined, '1'))).toMatchObject({
      code: 'ValidationFailed',
      message: '校验规则不存在：nope',
      details: { field: 'ruleCode' },
    });
  });

  it("given a rule, when a value fails it, then the failing item's message; a passing value is let through", () => {
    expect(refusal(() => checkValue('code', items, '12a'))).toMatchObject({
      code: 'ValidationFailed',
      message: '只能是数字',
      details: { field: 'value' },
    });
    expect(refusal(() => checkValue('code', items, '123'))).toBeNull();
  });
});
