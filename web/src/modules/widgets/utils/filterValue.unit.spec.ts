import { describe, expect, it } from 'vitest';
import { filterValue, rangeFilter, stripFilterMode } from './filterValue';

describe('filter input modes (spec §4)', () => {
  it('contains wraps the text in asterisks', () => {
    expect(filterValue('管理', 'contains')).toBe('*管理*');
  });
  it('not-equal prefixes "!"', () => {
    expect(filterValue('admin', 'ne')).toBe('!admin');
  });
  it('greater-or-equal and less-or-equal prefix ">=" and "<="', () => {
    expect(filterValue(10, 'ge')).toBe('>=10');
    expect(filterValue('2026-01-01', 'le')).toBe('<=2026-01-01');
  });
  it('equal sends the text as typed, trimmed', () => {
    expect(filterValue('  buyer ')).toBe('buyer');
    expect(filterValue(0)).toBe('0');
  });
  it('an empty field is no filter at all', () => {
    expect(filterValue('', 'contains')).toBeUndefined();
    expect(filterValue('   ', 'ne')).toBeUndefined();
    expect(filterValue(undefined, 'ge')).toBeUndefined();
    expect(filterValue(null)).toBeUndefined();
  });
  it('a range becomes <field>_begin and <field>_end, either side optional', () => {
    expect(rangeFilter('createTime', ['2026-01-01', '2026-01-31'])).toEqual({
      createTime_begin: '2026-01-01',
      createTime_end: '2026-01-31',
    });
    expect(rangeFilter('createTime', ['2026-01-01', ''])).toEqual({ createTime_begin: '2026-01-01' });
    expect(rangeFilter('createTime', 'not a range')).toEqual({});
  });
  it('reading a filter back strips its mode', () => {
    expect(stripFilterMode('*管理*')).toEqual({ mode: 'contains', value: '管理' });
    expect(stripFilterMode('!admin')).toEqual({ mode: 'ne', value: 'admin' });
    expect(stripFilterMode('>=10')).toEqual({ mode: 'ge', value: '10' });
    expect(stripFilterMode('<=2026-01-01')).toEqual({ mode: 'le', value: '2026-01-01' });
    expect(stripFilterMode('buyer')).toEqual({ mode: 'eq', value: 'buyer' });
    expect(stripFilterMode('*')).toEqual({ mode: 'eq', value: '*' });
  });
  it('every mode round-trips through its syntax', () => {
    for (const mode of ['eq', 'contains', 'ne', 'ge', 'le'] as const) {
      expect(stripFilterMode(filterValue('x1', mode)!)).toEqual({ mode, value: 'x1' });
    }
  });
});
