import { describe, expect, it } from 'vitest';
import { categoryTree } from './categoryTree';

describe('categoryTree', () => {
  it('nests children under their parents; an orphan becomes a root', () => {
    const tree = categoryTree([
      { id: 'raw', pid: '0', name: '原材料', code: 'A01' },
      { id: 'kaolin', pid: 'raw', name: '高岭土', code: 'A01A01' },
      { id: 'lime', pid: 'raw', name: '石灰石', code: 'A01A02' },
      { id: 'lost', pid: 'gone', name: '孤立品类', code: 'B01' },
    ]);
    expect(tree).toEqual([
      {
        value: 'raw',
        title: '原材料',
        children: [
          { value: 'kaolin', title: '高岭土' },
          { value: 'lime', title: '石灰石' },
        ],
      },
      { value: 'lost', title: '孤立品类' },
    ]);
  });
});
