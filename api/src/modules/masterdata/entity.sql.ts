import { columnOf, type EntityDefinition, type FieldType } from '@srm/contracts/masterdata';
import { sql, type RawBuilder } from 'kysely';
import type { FieldType as ListFieldType } from '../../http/list-query';

/** How the list query compares a field of each storage type. */
export const listTypeOf = (t: FieldType): ListFieldType =>
  t === 'integer' || t === 'decimal' ? 'number' : t === 'date' || t === 'datetime' ? 'date' : 'string';

const BASE_COLUMN: Record<string, { column: string; type: ListFieldType }> = {
  createTime: { column: 'created_at', type: 'date' },
  updateTime: { column: 'updated_at', type: 'date' },
  createBy: { column: 'created_by', type: 'string' },
  updateBy: { column: 'updated_by', type: 'string' },
};

/** A field (or base column) of the entity as a list field: its column qualified by the table. */
export function entityListField(
  def: EntityDefinition,
  name: string,
): { column: string; type: ListFieldType } {
  const f = def.fields.find((x) => x.name === name);
  if (f) return { column: `${def.table}.${columnOf(f.name)}`, type: listTypeOf(f.type) };
  const b = BASE_COLUMN[name];
  if (!b) throw new Error(`${def.name}: no field ${name}`);
  return { ...b, column: `${def.table}.${b.column}` };
}

/**
 * Rows as the API shows them: camelCase names, decimals as text, dates `YYYY-MM-DD`, datetimes in CST.
 * With `only`, the id and those fields alone (a report selects only what it shows).
 */
export function entitySelections(def: EntityDefinition, only?: ReadonlySet<string>): RawBuilder<unknown>[] {
  const col = (c: string) => sql.ref(`${def.table}.${c}`);
  const cst = (c: string) =>
    sql<string>`to_char((${col(c)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;
  const all: [string, RawBuilder<unknown>][] = [
    ['id', sql`${col('id')}`],
    ['createBy', sql`${col('created_by')}`],
    ['createTime', cst('created_at')],
    ['updateBy', sql`${col('updated_by')}`],
    ['updateTime', cst('updated_at')],
  ];
  if (def.kind === 'tree') {
    all.push(['pid', sql`${col('pid')}`]);
    all.push(['hasChild', sql`${col('has_child')}`]);
  }
  for (const f of def.fields) {
    const c = columnOf(f.name);
    const value =
      f.type === 'decimal'
        ? sql`${col(c)}::text`
        : f.type === 'date'
          ? sql`to_char(${col(c)}, 'YYYY-MM-DD')`
          : f.type === 'datetime'
            ? cst(c)
            : sql`${col(c)}`;
    all.push([f.name, value]);
  }
  return all
    .filter(([name]) => !only || name === 'id' || only.has(name))
    .map(([name, value]) => value.as(name) as unknown as RawBuilder<unknown>);
}
