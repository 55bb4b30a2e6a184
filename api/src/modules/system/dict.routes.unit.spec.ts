import { describe, expect, it } from 'vitest';
import {
  parseDictRef,
  parseTreeCondition,
  textsInOrder,
  TABLE_DICT_INVALID,
  TREE_CONDITION_INVALID,
} from './dict.routes';

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

describe('texts in order', () => {
  const texts = new Map([
    ['1', '男'],
    ['2', '女'],
  ]);
  it('keeps the keys order, leaving unknown keys out or, asked to, answering them as themselves', () => {
    expect(textsInOrder(['2', 'x', '1'], texts, false)).toEqual(['女', '男']);
    expect(textsInOrder(['2', 'x', '1'], texts, true)).toEqual(['女', 'x', '男']);
  });
});
