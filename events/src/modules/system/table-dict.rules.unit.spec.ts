import { describe, expect, it } from 'vitest';
import {
  parseDictRef,
  parseTreeCondition,
  parseTreeDict,
  TABLE_DICT_INVALID,
  TREE_CONDITION_INVALID,
} from './table-dict.rules';

describe('dictionary parameters', () => {
  it('reads a code, and the table form over the whitelist with its columns', () => {
    expect(parseDictRef('sex')).toEqual({ kind: 'code', code: 'sex' });
    expect(parseDictRef(' sys_user, realname ,username')).toEqual({
      kind: 'table',
      table: 'sys_user',
      text: 'realname',
      code: 'username',
    });
    expect(parseDictRef('sys_depart,departName,id')).toMatchObject({ text: 'depart_name', code: 'id' });
  });

  it('refuses an empty code with the spec message', () => {
    expect(() => parseDictRef('  ')).toThrow('字典Code不能为空!');
  });

  it.each([
    'sys_user,password_hash,id', // a column not offered
    'pg_user,usename,usesysid', // a table not offered
    'sys_user,realname', // too few parts
    'sys_user,realname,id,1=1', // a condition part
    'sys_user,realname,id) union select 1--',
    'constructor,text,code', // not an own key of the whitelist
    'sys_user,toString,id',
  ])('refuses the table form %s', (dict) => {
    expect(() => parseDictRef(dict)).toThrow(TABLE_DICT_INVALID);
  });
});

describe('tree select condition', () => {
  const allowed = { code: 'code', orgCategory: 'org_category' };

  it('reads a JSON object of whitelisted keys to bound equalities', () => {
    expect(parseTreeCondition(undefined, allowed)).toEqual([]);
    expect(parseTreeCondition('{"code":"A01","orgCategory":1}', allowed)).toEqual([
      ['code', 'A01'],
      ['org_category', '1'],
    ]);
    expect(parseTreeCondition(encodeURIComponent('{"code":"x"}'), allowed)).toEqual([['code', 'x']]);
  });

  it.each(['abc', '[1,2]', 'null', '"code"', '{"code":{"$ne":1}}', '{"code":[1]}'])(
    'refuses %s as not a JSON object of plain values',
    (raw) => {
      expect(() => parseTreeCondition(raw, allowed)).toThrow(TREE_CONDITION_INVALID);
    },
  );

  it('refuses a key outside the whitelist, injection attempts included', () => {
    expect(() => parseTreeCondition('{"1=1 or code":"x"}', allowed)).toThrow('不支持的字段');
    expect(() => parseTreeCondition('{"__proto__":"x"}', allowed)).toThrow('不支持的字段');
  });
});

describe('loadTreeData parameters', () => {
  const departs = { tableName: 'sys_depart', text: 'departName', code: 'id', pidField: 'parentId' };
  const refusal = (q: Parameters<typeof parseTreeDict>[0]) => {
    try {
      parseTreeDict(q);
    } catch (e) {
      return e;
    }
    return null;
  };

  it('given a whitelisted table and columns, then their columns and the bound condition', () => {
    expect(parseTreeDict({ ...departs, condition: '{"orgCode":"A01"}' })).toMatchObject({
      table: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidColumn: 'parent_id',
      conditions: [['org_code', 'A01']],
    });
  });

  it('given a raw SQL condition, another table, column or has-child field, then the spec refusal naming the field', () => {
    expect(refusal({ ...departs, sqlCondition: '1=1' })).toMatchObject({
      code: 'ValidationFailed',
      message: '不支持 sqlCondition 参数',
      details: { field: 'sqlCondition' },
    });
    expect(refusal({ ...departs, tableName: 'sys_user' })).toMatchObject({
      message: '不支持的字典表: sys_user',
      details: { field: 'tableName' },
    });
    expect(refusal({ ...departs, text: 'password_hash' })).toMatchObject({
      message: TABLE_DICT_INVALID,
      details: { field: 'tableName' },
    });
    expect(refusal({ ...departs, hasChildField: '1=1' })).toMatchObject({
      message: TABLE_DICT_INVALID,
      details: { field: 'hasChildField' },
    });
  });
});
