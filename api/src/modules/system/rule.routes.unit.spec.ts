import { describe, expect, it } from 'vitest';
import { checkPattern, decodeCheckValue, firstFailure, patternProblem } from './rule.routes';

describe('check rule patterns run by the API', () => {
  // The shape rules (patternProblem) are the domain's: events/src/modules/system/check-rule.rules.unit.spec.ts.
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
