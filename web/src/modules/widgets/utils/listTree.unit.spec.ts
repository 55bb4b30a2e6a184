import { describe, expect, it } from 'vitest';
import { listQuery } from './listQuery';
import { isSearch, treeRows } from './listTree';

type Row = { id: string; name: string; hasChild: string };
const keyOf = (r: Row) => r.id;
const hasChildren = (r: Row) => r.hasChild === '1';
const zj: Row = { id: 'zj', name: '浙江省', hasChild: '1' };
const js: Row = { id: 'js', name: '江苏省', hasChild: '0' };
const jx: Row = { id: 'jx', name: '嘉兴市', hasChild: '1' };

describe('a lazily loaded tree in a list', () => {
  it('a row with unloaded children gets an expand arrow ([]), a leaf none', () => {
    expect(treeRows([zj, js], new Map(), keyOf, hasChildren)).toEqual([{ ...zj, children: [] }, js]);
  });
  it('loaded levels hang under their parent, deeper ones too', () => {
    const loaded = new Map([
      ['zj', [jx]],
      ['jx', []],
    ]);
    expect(treeRows([zj, js], loaded, keyOf, hasChildren)).toEqual([{ ...zj, children: [jx] }, js]);
    expect(treeRows([zj], new Map([['zj', [jx]]]), keyOf, hasChildren)).toEqual([
      { ...zj, children: [{ ...jx, children: [] }] },
    ]);
  });
  it('rows handed back with their children are rebuilt from the loaded levels', () => {
    const shown = treeRows([zj], new Map([['zj', [jx]]]), keyOf, hasChildren);
    expect(treeRows(shown, new Map(), keyOf, hasChildren)).toEqual([{ ...zj, children: [] }]);
  });
  it('paging and sorting show the roots; a search field or the super query lists matches flat', () => {
    const columns = [{ key: 'name', filterMode: 'contains' as const }];
    expect(
      isSearch(listQuery({ params: { current: 2, pageSize: 20 }, sort: { sortNo: 'ascend' }, columns })),
    ).toBe(false);
    expect(isSearch(listQuery({ params: { name: '' }, columns }))).toBe(false);
    expect(isSearch(listQuery({ params: { name: '嘉兴' }, columns }))).toBe(true);
    expect(
      isSearch(
        listQuery({
          params: {},
          columns,
          superQuery: { conditions: [{ field: 'name', rule: 'eq', val: '嘉兴市' }], matchType: 'and' },
        }),
      ),
    ).toBe(true);
  });
});
