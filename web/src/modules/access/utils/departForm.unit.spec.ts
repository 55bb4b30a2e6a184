import { describe, expect, it } from 'vitest';
import { departPayload, findNode, titlePath } from './departForm';

type Node = { key: string; title: string; children?: Node[] };
const tree: Node[] = [
  {
    key: 'g',
    title: '华东玻纤集团',
    children: [{ key: 'p', title: '采购中心', children: [{ key: 'r', title: '原材料采购部' }] }],
  },
];

describe('department form', () => {
  it('finds a node and the titles down to it', () => {
    expect(findNode(tree, 'r')?.title).toBe('原材料采购部');
    expect(findNode(tree, 'none')).toBeUndefined();
    expect(titlePath(tree, 'r')).toEqual(['华东玻纤集团', '采购中心', '原材料采购部']);
    expect(titlePath(tree, 'none')).toEqual([]);
  });

  it('adds under a parent (or at the top) and edits by id, blanks as null', () => {
    const v = { departName: ' 质检部 ', orgCategory: '2', departOrder: null, mobile: ' ', address: '杭州' };
    expect(departPayload(v, { kind: 'add', parentId: 'g' })).toEqual({
      parentId: 'g',
      departName: '质检部',
      orgCategory: '2',
      departOrder: 0,
      mobile: null,
      address: '杭州',
      description: null,
    });
    expect(departPayload({ ...v, orgCategory: 'x' }, { kind: 'edit', id: 'd1' })).toMatchObject({
      id: 'd1',
      orgCategory: '2',
    });
    expect(departPayload(v, { kind: 'add', parentId: null })['parentId']).toBeNull();
  });
});
