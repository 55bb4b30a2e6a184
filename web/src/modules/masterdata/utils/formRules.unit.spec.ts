// @vitest-environment happy-dom
import { checkFieldValue, normalizeDate, normalizeDateTime } from '@srm/contracts/masterdata';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  decimalText,
  ellipsisText,
  extendedFieldMode,
  moneyCapitals,
  numberPrecision,
  rowKeyOf,
  switchValue,
} from './formRules';
import { searchQuery, type SearchField } from './listRules';

describe('spec §5 form rules', () => {
  it('ellipsis at 25 with a non-ASCII character counting 2', () => {
    expect(ellipsisText('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsisText('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(ellipsisText('玻'.repeat(12))).toBe('玻'.repeat(12)); // width 24
    expect(ellipsisText('玻'.repeat(13))).toBe(`${'玻'.repeat(12)}...`); // width 26
    expect(ellipsisText(`a${'玻'.repeat(12)}b`)).toBe(`a${'玻'.repeat(12)}...`);
    expect(ellipsisText(null)).toBe('');
  });

  it('money in Chinese capitals below 1e15, else 超出最大处理数字', () => {
    expect(moneyCapitals('1234.50')).toBe('壹仟贰佰叁拾肆元伍角');
    expect(moneyCapitals('100000001')).toBe('壹亿零壹元整');
    expect(moneyCapitals('999999999999999.99')).toBe(
      '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    );
    expect(moneyCapitals('1000000000000000')).toBe('超出最大处理数字');
    expect(moneyCapitals('999999999999999.995')).toBe('超出最大处理数字');
    expect(moneyCapitals('0.015')).toBe('贰分');
    expect(moneyCapitals('')).toBe('');
  });

  it('thousands separators on decimal text, never through a float', () => {
    expect(decimalText('1234567.891')).toBe('1,234,567.891');
    expect(decimalText('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(decimalText('1234.5', true)).toBe('1,234.50');
    expect(decimalText(null)).toBe('');
  });

  it('switch is Y/N and empty emits the second option', () => {
    expect(switchValue({}, true)).toBe('Y');
    expect(switchValue({}, false)).toBe('N');
    expect(switchValue({ switchOptions: ['1', '0'] }, undefined)).toBe('0');
    const field = {
      name: 'enabled',
      label: '启用',
      type: 'string',
      widget: 'switch',
      required: true,
    } as const;
    expect(checkFieldValue(field, '', { creating: true })).toEqual({ ok: true, value: 'N' });
    expect(checkFieldValue(field, 'X', { creating: true })).toEqual({
      ok: false,
      message: '启用只能是 Y 或 N',
    });
  });

  it('a number with onlyInteger (an integer field) has precision 0, a decimal its scale', () => {
    expect(numberPrecision({ type: 'decimal', scale: 3 }, true)).toBe(0);
    expect(numberPrecision({ type: 'integer' })).toBe(0);
    expect(numberPrecision({ type: 'decimal', scale: 4 })).toBe(4);
  });

  it('date formats YYYY/MM/DD, YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(DATE_FORMATS).toEqual({
      common: 'YYYY/MM/DD',
      private: 'YYYY-MM-DD',
      datetime: 'YYYY-MM-DD HH:mm:ss',
    });
    expect(normalizeDate('2026/03/05')).toBe('2026-03-05');
    expect(normalizeDate('2026-02-30')).toBeNull();
    expect(normalizeDateTime('2026-03-05 08:09:10')).toBe('2026-03-05 08:09:10');
  });

  it('extended fields: required "true" or editProperty 1 is required, 2 read-only', () => {
    expect(extendedFieldMode({ required: 'true' })).toEqual({ required: true, readOnly: false });
    expect(extendedFieldMode({ editProperty: '1,2' })).toEqual({ required: true, readOnly: true });
    expect(extendedFieldMode({ required: 'false', editProperty: '2' })).toEqual({
      required: false,
      readOnly: true,
    });
  });

  it('a row key is the values joined, cut to 50 characters', () => {
    expect(rowKeyOf({ id: 'a'.repeat(40), code: 'b'.repeat(20) })).toBe(`${'a'.repeat(40)}${'b'.repeat(10)}`);
    expect(rowKeyOf({ id: '1', name: null, code: 'x' })).toBe('1x');
  });

  it('the search query: text by contains, groups as _begin/_end, multi values comma-joined', () => {
    const fields: SearchField[] = [
      {
        name: 'name',
        label: '名称',
        view: 'text',
        mode: 'single',
        field: {
          name: 'name',
          label: '名称',
          type: 'string',
          widget: 'text',
          required: false,
          unique: false,
        },
      },
      { name: 'price', label: '价格', view: 'text', mode: 'group', field: undefined },
      { name: 'kind', label: '类型', view: 'list_multi', mode: 'single', field: undefined },
    ];
    expect(searchQuery(fields, { name: '纱', price: ['1.5', ''], kind: ['a', 'b'] })).toEqual({
      name: '*纱*',
      price_begin: '1.5',
      kind: 'a,b',
    });
  });
});
