import { auth } from '@srm/contracts';
import { describe, expect, it } from 'vitest';
import { withDataRules } from '../modules/auth/index';
import { listWhere, parseListQuery, type ListSpec } from './list-query';

// A rule as a list condition is the domain's: events/src/modules/system/data-rule.rules.unit.spec.ts.
const spec: ListSpec = {
  fields: {
    username: { column: 'username', type: 'string' },
    orgCode: { column: 'org_code', type: 'string' },
    sex: { column: 'sex', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};
const ctx = { username: 'hr1', orgCode: 'A01A02', now: new Date('2026-03-01T20:00:00Z') };
const rule = (column: string, condition: string, value: string) => ({ column, condition, value });

describe('data rules on a list', () => {
  it('at query time a rule that no longer fits refuses the list', () => {
    const q = parseListQuery({}, spec);
    expect(() => withDataRules(spec, q, [rule('salary', '=', '1')], ctx)).toThrow(
      auth.ACCESS_ERRORS.DataRuleInvalid,
    );
  });

  it('a list bound to a menu is never queried without its rules', () => {
    const bound: ListSpec = { ...spec, menuId: 'm-test' };
    const q = parseListQuery({}, bound);
    expect(() => listWhere(bound, q)).toThrow('without its data rules');
    expect(() => listWhere(bound, withDataRules(bound, q, [], ctx))).not.toThrow();
  });
});
