import { describe, expect, it } from 'vitest';
import { filterTree, keysInTree, parentKeys, pathTo, toggleChecked, treeKeys } from './permissionTree';

type Node = { key: string; title: string; children?: Node[] };
const tree: Node[] = [
  {
    key: 'sys',
    title: '系统管理',
    children: [
      {
        key: 'user',
        title: '用户管理',
        children: [
          { key: 'user:add', title: '新增' },
          { key: 'user:edit', title: '编辑' },
        ],
      },
      { key: 'log', title: '日志管理', children: [{ key: 'log:list', title: '查询' }] },
    ],
  },
  { key: 'home', title: '首页' },
];

describe('permission tree', () => {
  it('lists every key depth first, and the keys that can be expanded', () => {
    expect(treeKeys(tree)).toEqual(['sys', 'user', 'user:add', 'user:edit', 'log', 'log:list', 'home']);
    expect(parentKeys(tree)).toEqual(['sys', 'user', 'log']);
  });

  it('finds the path from the root to a node', () => {
    expect(pathTo(tree, 'user:edit')).toEqual(['sys', 'user', 'user:edit']);
    expect(pathTo(tree, 'nope')).toEqual([]);
  });

  it('unlinked, a check changes that node only', () => {
    expect(toggleChecked(tree, ['home'], 'user', true, false)).toEqual(['home', 'user']);
    expect(toggleChecked(tree, ['user', 'user:add'], 'user', false, false)).toEqual(['user:add']);
  });

  it('linked, checking takes the subtree and the ancestors without duplicates', () => {
    expect(toggleChecked(tree, ['sys'], 'log', true, true)).toEqual(['sys', 'log', 'log:list']);
    expect(toggleChecked(tree, [], 'user:add', true, true)).toEqual(['sys', 'user', 'user:add']);
  });

  it('linked, unchecking drops the subtree and keeps the ancestors', () => {
    expect(toggleChecked(tree, ['sys', 'user', 'user:add', 'log', 'log:list'], 'user', false, true)).toEqual([
      'sys',
      'log',
      'log:list',
    ]);
  });

  it('search keeps the matching nodes with their subtree under their ancestors', () => {
    expect(filterTree(tree, '日志', (n) => n.title)).toEqual([
      {
        ...tree[0],
        children: [{ key: 'log', title: '日志管理', children: [{ key: 'log:list', title: '查询' }] }],
      },
    ]);
    expect(filterTree(tree, '  ', (n) => n.title)).toEqual(tree);
    expect(filterTree(tree, '没有', (n) => n.title)).toEqual([]);
  });

  it('keeps only the grants that are still in the tree', () => {
    expect(keysInTree(tree, ['home', 'gone', 'log'])).toEqual(['home', 'log']);
  });
});
