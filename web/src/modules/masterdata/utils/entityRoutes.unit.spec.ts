import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { describe, expect, it } from 'vitest';
import { entityAtPath } from './entityRoutes';

describe('entityAtPath: the menu url names the entity and its variant', () => {
  it('finds a buyer variant by its base', () => {
    const found = entityAtPath('/masterdata/material', MASTER_DATA_ENTITIES);
    expect(found?.definition.name).toBe('material');
    expect(found?.definition.label).toBe('物料');
    expect(found?.variant).toBe('buyer');
  });

  it('finds the supplier variant under /sup, a trailing slash ignored', () => {
    const found = entityAtPath('/sup/masterdata/sample/', MASTER_DATA_ENTITIES);
    expect(found?.definition.name).toBe('sample');
    expect(found?.variant).toBe('sup');
  });

  it('every declared variant is found at its own base', () => {
    for (const d of MASTER_DATA_ENTITIES)
      for (const variant of ['buyer', 'sup'] as const) {
        const base = d.variants[variant]?.base;
        if (!base) continue;
        const found = entityAtPath(base, MASTER_DATA_ENTITIES);
        expect([found?.definition.name, found?.variant]).toEqual([d.name, variant]);
      }
  });

  it('an unknown path finds nothing', () => {
    expect(entityAtPath('/masterdata/nothing', MASTER_DATA_ENTITIES)).toBeNull();
    expect(entityAtPath('/masterdata', MASTER_DATA_ENTITIES)).toBeNull();
  });
});
