import { describe, expect, it } from 'vitest';
import {
  flattenTree,
  joinKeys,
  selectionAfterChange,
  singleCheck,
  splitValue,
  submitCheck,
  withoutKey,
} from './selection';

type Row = { id: string };
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));
const keyOf = (r: Row) => r.id;

describe('table selection across pages', () => {
  it('keeps what was selected on other pages and replaces this page’s part (checkbox)', () => {
    const selected = rows('a', 'b', 'x');
    const page = rows('x', 'y', 'z');
    expect(selectionAfterChange(selected, page, ['y', 'z'], keyOf, true).map(keyOf)).toEqual([
      'a',
      'b',
      'y',
      'z',
    ]);
  });
  it('unticking on this page removes only that row', () => {
    expect(selectionAfterChange(rows('a', 'x'), rows('x', 'y'), [], keyOf, true).map(keyOf)).toEqual(['a']);
  });
  it('radio keeps only the row just picked', () => {
    expect(selectionAfterChange(rows('a'), rows('x', 'y'), ['y'], keyOf, false).map(keyOf)).toEqual(['y']);
  });
  it('the selected list removes one row by its key', () => {
    expect(withoutKey(rows('a', 'b'), 'a', keyOf).map(keyOf)).toEqual(['b']);
  });
  it('values are comma-joined keys and read back', () => {
    expect(joinKeys(rows('admin', 'buyer1'), keyOf)).toBe('admin,buyer1');
    expect(splitValue(' admin, buyer1 ,')).toEqual(['admin', 'buyer1']);
    expect(splitValue(undefined)).toEqual([]);
  });
});

describe('single-select department tree (spec §5)', () => {
  it('checking a new node replaces the old', () => {
    expect(singleCheck(['d1'], ['d1', 'd2'])).toEqual(['d2']);
  });
  it('the first check is kept, unchecking leaves nothing', () => {
    expect(singleCheck([], ['d1'])).toEqual(['d1']);
    expect(singleCheck(['d1'], [])).toEqual([]);
  });
});

describe('submitting a selection (spec §5)', () => {
  it('nothing selected gives 请选择一条记录', () => {
    expect(submitCheck(0, true)).toBe('请选择一条记录');
    expect(submitCheck(0, false)).toBe('请选择一条记录');
  });
  it('single mode with more than one gives the same', () => {
    expect(submitCheck(2, false)).toBe('请选择一条记录');
  });
  it('otherwise the selection is accepted', () => {
    expect(submitCheck(1, false)).toBeNull();
    expect(submitCheck(3, true)).toBeNull();
  });
});

describe('trees', () => {
  it('lists every node depth first', () => {
    const tree = [
      { key: 'a', children: [{ key: 'a1' }, { key: 'a2', children: [{ key: 'a21' }] }] },
      { key: 'b' },
    ];
    expect(flattenTree<{ key: string; children?: { key: string }[] }>(tree).map((n) => n.key)).toEqual([
      'a',
      'a1',
      'a2',
      'a21',
      'b',
    ]);
  });
});
