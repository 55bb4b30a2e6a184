import { describe, expect, it } from 'vitest';
import { decodeCheckValue } from './rule.routes';

// Running a rule is the domain's: events/src/modules/system/check-rule.rules.unit.spec.ts.
describe('checkByCode parsing', () => {
  it('decodes the value the client URL-encoded, and keeps one that is not', () => {
    expect(decodeCheckValue(encodeURIComponent('50% 采购'))).toBe('50% 采购');
    expect(decodeCheckValue('50%')).toBe('50%');
  });
});
