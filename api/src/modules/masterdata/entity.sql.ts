import {
  columnOf,
  DICT_WIDGETS,
  MULTI_WIDGETS,
  type EntityDefinition,
  type FieldType,
} from '@srm/contracts/masterdata';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { sql, type Kysely, type RawBuilder } from 'kysely';
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
  return [
    ...all
      .filter(([name]) => !only || name === 'id' || only.has(name))
      .map(([name, value]) => value.as(name) as unknown as RawBuilder<unknown>),
    // A report maps its own dictionaries; full rows carry the texts.
    ...(only ? [] : dictTexts(def)),
  ];
}

/**
 * A reference's table and columns, when the table is a code-declared entity's and both columns are
 * its fields (the names come from reviewed declarations, never from an online definition's text).
 */
const DECLARED_TABLES = new Map(MASTER_DATA_ENTITIES.map((d) => [d.table, d]));
function referenceOf(f: EntityDefinition['fields'][number]) {
  const target = f.dictTable?.table ? DECLARED_TABLES.get(f.dictTable.table) : undefined;
  const has = (name: string | undefined) => !!name && !!target?.fields.some((x) => x.name === name);
  if (!target || !has(f.dictTable?.text) || !has(f.dictTable?.code)) return undefined;
  return { table: target.table, text: columnOf(f.dictTable!.text!), code: columnOf(f.dictTable!.code!) };
}

/** The fields whose rows carry `<field>_dictText`: dictionary widgets, and references to a declared table. */
export const textedFields = (def: EntityDefinition) =>
  def.fields.filter((f) => (DICT_WIDGETS.includes(f.widget) && f.dictCode) || referenceOf(f));

/**
 * `<field>_dictText`: a dictionary field's item text (comma-joined for a multiple choice), a
 * reference's text in its table within the row's tenant; null when nothing matches.
 */
function dictTexts(def: EntityDefinition): RawBuilder<unknown>[] {
  const col = (c: string) => sql.ref(`${def.table}.${c}`);
  return textedFields(def).map((f) => {
    const value = col(columnOf(f.name));
    const ref = referenceOf(f);
    const text = ref
      ? sql`(select ${sql.ref(`r.${ref.text}`)} from ${sql.table(ref.table)} as r
            where r.tenant_id = ${col('tenant_id')} and ${sql.ref(`r.${ref.code}`)} = ${value} limit 1)`
      : MULTI_WIDGETS.includes(f.widget)
        ? sql`(select string_agg(i.item_text, ',' order by i.sort_order) from sys_dict_item i
              join sys_dict d on d.id = i.dict_id
              where d.dict_code = ${f.dictCode} and i.item_value = any(string_to_array(${value}::text, ',')))`
        : sql`(select i.item_text from sys_dict_item i join sys_dict d on d.id = i.dict_id
              where d.dict_code = ${f.dictCode} and i.item_value = ${value}::text limit 1)`;
    return text.as(`${f.name}_dictText`) as unknown as RawBuilder<unknown>;
  });
}

/**
 * An import's cells back to stored values (the export writes texts): a dictionary field's item text,
 * a reference's text in its declared table (the caller's tenant) and a category's name become their
 * value. A cell that is a value already, or names no single one, stays as it is for the record's
 * check to accept or refuse. Each distinct cell is looked up once per import.
 */
export function importedValues(
  db: Kysely<never>,
  def: EntityDefinition,
  tenantId: string,
): (values: Record<string, unknown>) => Promise<Record<string, unknown>> {
  const fields = [...textedFields(def), ...def.fields.filter((f) => f.widget === 'cat_tree')];
  const memo = new Map<string, Promise<string>>();
  const lookup = async (f: EntityDefinition['fields'][number], cell: string): Promise<string> => {
    const ref = referenceOf(f);
    const { rows } = await (
      ref
        ? sql<{ value: string }>`select ${sql.ref(`r.${ref.code}`)} as value from ${sql.table(ref.table)} as r
          where r.tenant_id = ${tenantId} and (${sql.ref(`r.${ref.code}`)} = ${cell} or ${sql.ref(`r.${ref.text}`)} = ${cell})
          limit 3`
        : f.widget === 'cat_tree'
          ? sql<{
              value: string;
            }>`select id as value from sys_category where id = ${cell} or name = ${cell} limit 3`
          : sql<{
              value: string;
            }>`select i.item_value as value from sys_dict_item i join sys_dict d on d.id = i.dict_id
            where d.dict_code = ${f.dictCode} and (i.item_value = ${cell} or i.item_text = ${cell}) limit 3`
    ).execute(db);
    if (rows.some((r) => r.value === cell)) return cell;
    return rows.length === 1 ? rows[0]!.value : cell;
  };
  const one = (f: EntityDefinition['fields'][number], cell: string) => {
    const key = `${f.name}\u0000${cell}`;
    let value = memo.get(key);
    if (!value) memo.set(key, (value = lookup(f, cell)));
    return value;
  };
  return async (values) => {
    const out = { ...values };
    for (const f of fields) {
      const v = out[f.name];
      if (typeof v !== 'string' || v.trim() === '') continue;
      out[f.name] = MULTI_WIDGETS.includes(f.widget)
        ? (await Promise.all(v.split(',').map((s) => one(f, s.trim())))).join(',')
        : await one(f, v.trim());
    }
    return out;
  };
}
