import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseListQuery, type ListOf } from './list-query';

const users: ListOf = {
  fields: { username: { type: 'string' }, sex: { type: 'number' }, createTime: { type: 'date' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};
/** Then: the field and message the 400 names, or null. */
const refusal = (query: Record<string, unknown>, list = users) => {
  try {
    parseListQuery(query, list);
  } catch (e) {
    if (e instanceof ZodError) return `${e.issues[0]?.path.join('.')}: ${e.issues[0]?.message}`;
    throw e;
  }
  return null;
};

describe('the list query syntax', () => {
  it('given filters in every mode, then conditions on whitelisted fields with typed values', () => {
    const q = parseListQuery(
      {
        username: '*张*',
        sex: '1,2',
        createTime_begin: '2026-01-01',
        column: 'username',
        order: 'asc',
        x: 'y',
      },
      users,
    );
    expect(q.sort).toEqual({ field: 'username', order: 'asc' });
    expect(q.filters).toEqual([
      { field: 'username', op: 'like', value: '%张%' },
      { field: 'sex', op: 'in', value: [1, 2] },
      { field: 'createTime', op: '>=', value: new Date('2026-01-01') },
    ]);
  });

  it('given an unknown sort column, then the default sort; with the sort columns a report allows, then refused', () => {
    expect(parseListQuery({ column: 'password_hash' }, users).sort).toEqual({
      field: 'createTime',
      order: 'desc',
    });
    expect(refusal({ column: 'password_hash' }, { ...users, sortable: ['username'] })).toBe(
      'column: 不支持按 password_hash 排序',
    );
  });

  it('given a value not of its field type, bad paging or a super query outside the whitelist, then refused naming the field', () => {
    expect(refusal({ sex: 'abc' })).toBe('sex: 不是有效的数字');
    expect(refusal({ createTime_end: 'soon' })).toBe('createTime: 不是有效的日期');
    expect(refusal({ pageNo: '0' })).toBe('pageNo: 必须是1到1000000之间的整数');
    const superQuery = (items: unknown) => ({ superQueryParams: encodeURIComponent(JSON.stringify(items)) });
    expect(refusal(superQuery([{ field: 'password_hash', rule: 'eq', val: 'x' }]))).toBe(
      'superQueryParams: 不支持的查询字段 password_hash',
    );
    expect(refusal(superQuery([{ field: 'sex', rule: 'like', val: '1' }]))).toBe(
      'superQueryParams: 字段 sex 不支持模糊查询',
    );
    expect(refusal({ superQueryParams: 'not json' })).toBe('superQueryParams: 不是有效的查询条件');
  });
});
