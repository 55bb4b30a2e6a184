import { entityDefinition, variantView } from '@srm/contracts/masterdata';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { describe, expect, it } from 'vitest';
import { definitionOfView, entityAtPath } from './entityRoutes';

describe('entityAtPath: the menu url names the entity and its variant', () => {
  it('finds a buyer variant, the supplier variant under /sup (trailing slash ignored), an online form', () => {
    expect(entityAtPath('/masterdata/material')).toEqual({ entity: 'material', variant: 'buyer' });
    expect(entityAtPath('/sup/masterdata/sample/')).toEqual({ entity: 'sample', variant: 'sup' });
    expect(entityAtPath('/online/cgformList/xSampleLog')).toEqual({ entity: 'xSampleLog', variant: 'buyer' });
  });

  it('every seeded menu (a declared variant base) names its own entity and variant', () => {
    for (const d of MASTER_DATA_ENTITIES)
      for (const variant of ['buyer', 'sup'] as const) {
        const base = d.variants[variant]?.base;
        if (base) expect(entityAtPath(base)).toEqual({ entity: d.name, variant });
      }
  });

  it('a path that names no entity finds nothing', () => {
    expect(entityAtPath('/masterdata')).toBeNull();
    expect(entityAtPath('/masterdata/a/b')).toBeNull();
    expect(entityAtPath('/masterdata/x";drop')).toBeNull();
    expect(entityAtPath('/isystem/user')).toBeNull();
  });
});

describe('definitionOfView: the served page definition as the list and form read it', () => {
  it('keeps the variant view of a declaration', () => {
    const def = entityDefinition.parse(MASTER_DATA_ENTITIES.find((d) => d.variants.sup)!);
    const view = variantView(def, 'sup')!;
    const served = {
      name: def.name,
      label: def.label,
      origin: def.origin,
      kind: def.kind,
      permissions: def.permissions,
      ownerField: def.ownerField ?? null,
      fields: def.fields,
      columns: view.columns,
      query: view.query,
      sortable: def.list.sortable,
      defaultSort: def.list.defaultSort,
      actions: view.actions,
      readOnly: view.readOnly,
    };
    const back = definitionOfView(served, 'sup');
    expect(variantView(back, 'sup')).toMatchObject({
      columns: view.columns,
      query: view.query,
      actions: view.actions,
      readOnly: view.readOnly,
    });
    expect(back.fields).toEqual(def.fields);
    expect(back.permissions).toEqual(def.permissions);
  });
});
