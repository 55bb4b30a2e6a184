// @vitest-environment happy-dom
import { entityDefinition } from '@srm/contracts/masterdata';
import { area, purchaseCategory } from '@srm/contracts/masterdata/entities';
import { describe, expect, it } from 'vitest';
import { hasChildNodes, nodeLabel } from './listRules';

describe('a tree entity in the list', () => {
  it('a row has children to load while the server says hasChild 1', () => {
    expect(hasChildNodes({ id: 'a', hasChild: '1' })).toBe(true);
    expect(hasChildNodes({ id: 'a', hasChild: '0' })).toBe(false);
    expect(hasChildNodes({ id: 'a' })).toBe(false);
  });

  it('添加下级 names the parent by name and code', () => {
    const def = entityDefinition.parse(purchaseCategory);
    expect(nodeLabel(def, { id: 'x', code: 'PC01', name: '原材料' })).toBe('原材料（PC01）');
    expect(nodeLabel(entityDefinition.parse(area), { id: 'y', code: '', name: '浙江省' })).toBe('浙江省');
  });
});
