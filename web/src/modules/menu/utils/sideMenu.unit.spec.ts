import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../types';
import {
  entryTrail,
  menuKeys,
  scrollButtons,
  sideEntries,
  thirdLevelGrid,
  thirdLevelItems,
} from './sideMenu';

const item = (
  path: string,
  title: string,
  children?: MenuItem[],
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  id: path,
  path,
  name: path,
  component: children ? 'layouts/RouteView' : `views${path}`,
  redirect: null,
  hidden: false,
  alwaysShow: false,
  route: '1',
  meta: {
    title,
    icon: null,
    url: null,
    permissionList: [],
    keepAlive: false,
    internalOrExternal: false,
  },
  ...(children ? { children } : {}),
  ...extra,
});

const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页'),
  item('/masterdata', '主数据', [
    item('/masterdata/material', '物料'),
    item('/masterdata/finance', '财务基础', [
      item('/masterdata/currency', '币种'),
      item('/masterdata/taxRate', '税率'),
      item('/masterdata/old', '旧页', undefined, { hidden: true }),
    ]),
  ]),
  item('/secret', '隐藏', [item('/secret/x', 'x')], { hidden: true }),
  item('https://help.example.com', '帮助', undefined, {
    meta: { ...item('', '').meta, title: '帮助', target: '_blank' },
  }),
];

describe('side menu shapes (spec §2: two levels plus a third-level list)', () => {
  const entries = sideEntries(menu);

  it('drops hidden entries at every level and marks external ones', () => {
    expect(entries.map((e) => e.title)).toEqual(['首页', '主数据', '帮助']);
    expect(entries[1]!.children[1]!.children.map((e) => e.title)).toEqual(['币种', '税率']);
    expect(entries[2]!.external).toBe(true);
    expect(entries[0]!.external).toBe(false);
  });

  it('a third-level page selects its second-level parent in the new style and itself in the old', () => {
    expect(menuKeys(entries, '/masterdata/taxRate', 'new')).toEqual({
      selected: ['/masterdata/finance'],
      open: ['/masterdata'],
    });
    expect(menuKeys(entries, '/masterdata/taxRate', 'old')).toEqual({
      selected: ['/masterdata/taxRate'],
      open: ['/masterdata', '/masterdata/finance'],
    });
    expect(menuKeys(entries, '/masterdata/material', 'new')).toEqual({
      selected: ['/masterdata/material'],
      open: ['/masterdata'],
    });
    expect(menuKeys(entries, '/nowhere', 'new')).toEqual({ selected: [], open: [] });
  });

  it('the trail follows the route down the tree', () => {
    expect(entryTrail(entries, '/masterdata/currency').map((e) => e.title)).toEqual([
      '主数据',
      '财务基础',
      '币种',
    ]);
  });

  it('deeper levels are flattened into the third-level list', () => {
    const deep = sideEntries([
      item('/a', 'A', [
        item('/a/b', 'B', [item('/a/b/c', 'C', [item('/a/b/c/d', 'D')]), item('/a/b/e', 'E')]),
      ]),
    ]);
    expect(thirdLevelItems(deep[0]!.children[0]!).map((e) => e.title)).toEqual(['C', 'D', 'E']);
  });

  it('the list grows to at most four columns', () => {
    expect(thirdLevelGrid(0)).toEqual({ columns: 0, rows: 0 });
    expect(thirdLevelGrid(3)).toEqual({ columns: 1, rows: 3 });
    expect(thirdLevelGrid(8)).toEqual({ columns: 1, rows: 8 });
    expect(thirdLevelGrid(9)).toEqual({ columns: 2, rows: 5 });
    expect(thirdLevelGrid(32)).toEqual({ columns: 4, rows: 8 });
    expect(thirdLevelGrid(50)).toEqual({ columns: 4, rows: 13 });
  });

  it('scroll buttons show only where there is more to see', () => {
    expect(scrollButtons(0, 500, 500)).toEqual({ up: false, down: false });
    expect(scrollButtons(0, 500, 800)).toEqual({ up: false, down: true });
    expect(scrollButtons(150, 500, 800)).toEqual({ up: true, down: true });
    expect(scrollButtons(300, 500, 800)).toEqual({ up: true, down: false });
    expect(scrollButtons(299.5, 500, 800)).toEqual({ up: true, down: false });
  });
});
