import { describe, expect, it } from 'vitest';
import {
  checkSortable,
  NOT_SORTABLE,
  NOT_TREE,
  NOT_UNIQUE_FIELD,
  requireTree,
  uniqueFieldOf,
} from './entity-query.rules';

type Def = Parameters<typeof uniqueFieldOf>[0];
const def = {
  kind: 'flat',
  fields: [
    { name: 'code', unique: true },
    { name: 'name', unique: false },
  ],
} as unknown as Def;

describe('entity query rules', () => {
  it('given a sort whitelist, when a list sorts by a column outside it, then it is refused with the column named', () => {
    const sortable = new Set(['code', 'createTime']);
    expect(() => checkSortable(sortable, 'code')).not.toThrow();
    expect(() => checkSortable(sortable, '')).not.toThrow();
    expect(() => checkSortable(sortable, undefined)).not.toThrow();
    expect(() => checkSortable(sortable, 'name')).toThrow(NOT_SORTABLE('name'));
  });

  it('given a definition, when a duplicate check names a field that is not unique, then it is refused', () => {
    expect(uniqueFieldOf(def, 'code').name).toBe('code');
    expect(() => uniqueFieldOf(def, 'name')).toThrow(NOT_UNIQUE_FIELD('name'));
    expect(() => uniqueFieldOf(def, 'nope')).toThrow(NOT_UNIQUE_FIELD('nope'));
  });

  it('given a flat entity, when its children are asked for, then it is refused as not a tree', () => {
    expect(() => requireTree(def)).toThrow(NOT_TREE);
    expect(() => requireTree({ ...def, kind: 'tree' } as Def)).not.toThrow();
  });
});
