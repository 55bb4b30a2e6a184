import { describe, expect, it } from 'vitest';
import { completeConditions, SUPER_QUERY_RULES, superQueryParams } from './superQuery';

describe('super query parameters (spec §7)', () => {
  it('sends the conditions as URL-encoded JSON with the match type', () => {
    const out = superQueryParams(
      [
        { field: 'roleName', rule: 'like', val: '管理' },
        { field: 'roleCode', rule: 'ne', val: 'admin' },
      ],
      'or',
    );
    expect(out.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(out.superQueryParams!))).toEqual([
      { field: 'roleName', rule: 'like', val: '管理' },
      { field: 'roleCode', rule: 'ne', val: 'admin' },
    ]);
    // Encoded once here; the query string encodes it again and the server decodes both.
    expect(out.superQueryParams).not.toContain('"');
  });
  it('matches all conditions by default', () => {
    expect(superQueryParams([{ field: 'roleCode', rule: 'eq', val: 'a' }]).superQueryMatchType).toBe('and');
  });
  it('leaves out rows without a field, a rule or a value, and sends nothing when none is complete', () => {
    expect(
      completeConditions([
        { field: 'roleCode', rule: 'eq', val: ' a ' },
        { field: 'roleCode', rule: 'eq', val: '  ' },
        { rule: 'eq', val: 'x' },
        { field: 'roleName', val: 'x' },
      ]),
    ).toEqual([{ field: 'roleCode', rule: 'eq', val: 'a' }]);
    expect(superQueryParams([{ field: 'roleName', rule: 'like' }])).toEqual({});
    expect(superQueryParams([])).toEqual({});
  });
  it('offers exactly the rules the server accepts', () => {
    expect(SUPER_QUERY_RULES.map((r) => r.value).sort()).toEqual(
      ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'].sort(),
    );
  });
});
