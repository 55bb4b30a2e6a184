import { describe, expect, it } from 'vitest';
import {
  cellText,
  dictText,
  fieldList,
  POPUP_CONFIG_MESSAGE,
  POPUP_COUNT_MESSAGE,
  popupConfigProblem,
  popupRowKey,
  popupSearch,
  popupValues,
} from './popup';

describe('popup configuration (spec §5)', () => {
  it('needs the code, the source fields and the target fields', () => {
    expect(
      popupConfigProblem({ popupCode: 'sys_user', orgFields: 'username', destFields: 'name' }),
    ).toBeNull();
    expect(popupConfigProblem({ orgFields: 'username', destFields: 'name' })).toBe(POPUP_CONFIG_MESSAGE);
    expect(popupConfigProblem({ popupCode: ' ', orgFields: 'a', destFields: 'b' })).toBe(
      POPUP_CONFIG_MESSAGE,
    );
    expect(popupConfigProblem({ popupCode: 'x', destFields: 'b' })).toBe(POPUP_CONFIG_MESSAGE);
    expect(popupConfigProblem({ popupCode: 'x', orgFields: 'a', destFields: ' , ' })).toBe(
      POPUP_CONFIG_MESSAGE,
    );
    expect(POPUP_CONFIG_MESSAGE).toBe('popup参数未正确配置!');
  });
  it('needs as many source fields as target fields', () => {
    expect(popupConfigProblem({ popupCode: 'x', orgFields: 'a,b', destFields: 'c' })).toBe(
      POPUP_COUNT_MESSAGE,
    );
    expect(POPUP_COUNT_MESSAGE).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(popupConfigProblem({ popupCode: 'x', orgFields: 'a, b', destFields: 'c,d' })).toBeNull();
  });
  it('reads comma lists without blanks', () => {
    expect(fieldList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(fieldList(undefined)).toEqual([]);
  });
});

describe('filling the form from the picked rows', () => {
  const rows = [
    { username: 'buyer1', realname: '王采购', phone: '13800000001' },
    { username: 'buyer2', realname: '李采购', phone: null },
  ];
  it('maps each source field to its target field', () => {
    expect(popupValues(rows.slice(0, 1), 'username,realname,phone', 'account,name,mobile')).toEqual({
      account: 'buyer1',
      name: '王采购',
      mobile: '13800000001',
    });
  });
  it('joins the values of several rows with commas, an empty value as empty', () => {
    expect(popupValues(rows, 'username,phone', 'account,mobile')).toEqual({
      account: 'buyer1,buyer2',
      mobile: '13800000001,',
    });
  });
  it('may fill two targets from one source', () => {
    expect(popupValues(rows.slice(1), 'realname,realname', 'a,b')).toEqual({ a: '李采购', b: '李采购' });
  });
});

describe('row key (spec §5)', () => {
  it('joins the values, the id first, and cuts them at 50 characters', () => {
    expect(popupRowKey({ name: 'x', id: 'r1', code: 7 })).toBe('r1x7');
    const long = popupRowKey({ id: '0123456789'.repeat(4), text: 'abcdefghijklmnop' });
    expect(long).toHaveLength(50);
    expect(long).toBe('0123456789'.repeat(4) + 'abcdefghij');
    expect(popupRowKey({ a: null, b: 'y' })).toBe('y');
  });
});

describe('search values as the data query', () => {
  const fields = [
    { field: 'username', mode: 'single' as const, view: 'text' },
    { field: 'sex', mode: 'single' as const, view: 'list' },
    { field: 'createTime', mode: 'range' as const, view: 'date' },
  ];
  it('text by contains, lists by equality, ranges as begin and end; empties send nothing', () => {
    expect(
      popupSearch({ username: ' buy ', sex: '2', createTime: ['2026-01-01', '2026-02-01'] }, fields),
    ).toEqual({
      username: '*buy*',
      sex: '2',
      createTime_begin: '2026-01-01',
      createTime_end: '2026-02-01',
    });
    expect(popupSearch({ username: '', sex: undefined, createTime: [null, '2026-02-01'] }, fields)).toEqual({
      createTime_end: '2026-02-01',
    });
    expect(popupSearch({ other: 'x' }, fields)).toEqual({});
  });
});

describe('dictionary texts', () => {
  const sex = [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ];
  it('shows each value by its text, unknown values as they are', () => {
    expect(dictText(sex, '2')).toBe('女');
    expect(dictText(sex, '1,2,9')).toBe('男,女,9');
    expect(dictText(undefined, '1')).toBe('1');
    expect(dictText(sex, null)).toBe('');
  });
});

describe('cell texts', () => {
  it('shows a timestamp as local YYYY-MM-DD HH:mm:ss, other values as they are', () => {
    const shown = cellText('2026-03-04T05:06:07.890Z');
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Read back as local time, it is the same second.
    expect(new Date(shown.replace(' ', 'T')).getTime()).toBe(Date.parse('2026-03-04T05:06:07Z'));
    expect(cellText('2026-03-04')).toBe('2026-03-04');
    expect(cellText('采购员')).toBe('采购员');
    expect(cellText(12)).toBe('12');
    expect(cellText(null)).toBe('');
  });
});
