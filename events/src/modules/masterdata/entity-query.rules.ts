import type { EntityDefinition } from '@srm/contracts/masterdata';
import { DomainError } from '../../errors';

export const NOT_TREE = '该实体不是树形结构';
export const NOT_UNIQUE_FIELD = (f: string) => `字段「${f.slice(0, 50)}」不是唯一字段`;
export const NOT_SORTABLE = (f: string) => `不支持按「${f.slice(0, 50)}」排序`;

/** A list sorts only by the whitelist the definition (and its variant) allows. */
export function checkSortable(sortable: ReadonlySet<string>, column: unknown): void {
  if (typeof column === 'string' && column !== '' && !sortable.has(column))
    throw new DomainError('ValidationFailed', NOT_SORTABLE(column), { field: 'column' });
}

/** The field a duplicate check may ask about: one the definition declares unique. */
export function uniqueFieldOf(def: EntityDefinition, field: string): EntityDefinition['fields'][number] {
  const f = def.fields.find((x) => x.name === field && x.unique);
  if (!f) throw new DomainError('ValidationFailed', NOT_UNIQUE_FIELD(field), { field: 'field' });
  return f;
}

/** Only a tree entity has children to load. */
export function requireTree(def: EntityDefinition): void {
  if (def.kind !== 'tree') throw new DomainError('ValidationFailed', NOT_TREE);
}
