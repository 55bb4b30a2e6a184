import { describe, expect, it } from 'vitest';
import { dataRuleCondition } from './data-rule.rules';

const fields = {
  username: { type: 'string' },
  orgCode: { type: 'string' },
  sex: { type: 'number' },
  createTime: { type: 'date' },
} as const;

// 2026-03-01 20:00 UTC is already 2026-03-02 in China Standard Time.
const ctx = { username: 'hr1', orgCode: 'A01A02', now: new Date('2026-03-01T20:00:00Z') };
const rule = (column: string, condition: string, value: string) => ({ column, condition, value });

describe('data rules as list conditions', () => {
  it('compares a whitelisted field with a value of its type', () => {
    expect(dataRuleCondition(fields, rule('sex', '=', '2'), ctx)).toEqual({
      field: 'sex',
      op: '=',
      value: 2,
    });
    expect(dataRuleCondition(fields, rule('sex', '!=', '1'), ctx)).toEqual({
      field: 'sex',
      op: '<>',
      value: 1,
    });
    expect(dataRuleCondition(fields, rule('sex', 'in', '1, 2'), ctx)).toEqual({
      field: 'sex',
      op: 'in',
      value: [1, 2],
    });
    expect(dataRuleCondition(fields, rule('username', 'like', '50%_off'), ctx)).toEqual({
      field: 'username',
      op: 'like',
      value: '%50\\%\\_off%',
    });
  });

  it('fills in the variables: the username, the current department, the China Standard Time date', () => {
    expect(dataRuleCondition(fields, rule('username', '=', '#{sys_user_code}'), ctx).value).toBe('hr1');
    expect(dataRuleCondition(fields, rule('orgCode', 'like', '#{sys_org_code}'), ctx).value).toBe('%A01A02%');
    expect(dataRuleCondition(fields, rule('username', '=', 'x-#{sys_date}'), ctx).value).toBe('x-2026-03-02');
    expect(dataRuleCondition(fields, rule('createTime', '>=', '#{sys_date}'), ctx).value).toEqual(
      new Date('2026-03-01T16:00:00Z'),
    );
  });

  it('a variable the caller has no value for matches no row', () => {
    const c = dataRuleCondition(fields, rule('orgCode', '=', '#{sys_org_code}'), { ...ctx, orgCode: null });
    expect(c).toEqual({ field: 'orgCode', op: 'in', value: [] });
  });

  it('refuses a column outside the list, an unknown condition, a value of the wrong type', () => {
    expect(() => dataRuleCondition(fields, rule('password_hash', '=', 'x'))).toThrow(
      '规则字段 password_hash 不是该菜单列表的字段',
    );
    expect(() => dataRuleCondition(fields, rule('sex', 'USE_SQL_RULES', '1=1'))).toThrow('不支持的规则条件');
    expect(() => dataRuleCondition(fields, rule('sex', '=', 'abc'))).toThrow('sex: 不是有效的数字');
    expect(() => dataRuleCondition(fields, rule('sex', 'like', '1'))).toThrow('不能使用 like');
    // Without a caller (a rule being saved) a variable is accepted as it is.
    expect(dataRuleCondition(fields, rule('username', '=', '#{sys_user_code}')).value).toBe(
      '#{sys_user_code}',
    );
  });
});
