import { columnOf, type EntityDefinition } from '@srm/contracts/masterdata';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import { entityStateOf } from './entity.state';

/**
 * The linked dropdown's options (`/online/cgform/api/querySelectOptions`, link_down): one level of a
 * declared entity's rows. Every name the request gives (table, fields, condition keys) is looked up in
 * the entity's definition and replaced by the definition's own column; values are bound. JeecgBoot
 * takes the condition as SQL text; here it is a JSON object of field -> value.
 */

export const OPTIONS_TABLE_UNKNOWN = (t: string) => `联动下拉的表「${t.slice(0, 50)}」不存在`;
export const OPTIONS_FIELD_UNKNOWN = (f: string) => `联动下拉的字段「${f.slice(0, 50)}」不存在`;
export const OPTIONS_CONDITION = '联动下拉的条件必须是JSON对象，值为文本或数字';
export const OPTIONS_NO_PARENT = '下级选项需要上级字段（pidField）';
export const MAX_OPTIONS = 1000;

export type SelectOptionsRequest = {
  table: string;
  txt: string;
  key: string;
  idField?: string | undefined;
  pidField?: string | undefined;
  condition?: string | undefined;
  pidValue?: string | undefined;
};

/** The declared entity whose table is `table`; another name (a system table too) is refused. */
export async function entityOfTable(db: Kysely<Database>, table: string): Promise<EntityDefinition> {
  const row = await db
    .selectFrom('md_entity')
    .select('name')
    .where('table_name', '=', table)
    .executeTakeFirst();
  const def = row ? ((await entityStateOf(db, row.name))?.definition ?? null) : null;
  if (!def) throw new DomainError('ValidationFailed', OPTIONS_TABLE_UNKNOWN(table), { field: 'table' });
  return def;
}

/** A field of the definition by its name or its column, as its column; the base `id` and a tree's `pid` too. */
function columnIn(def: EntityDefinition, name: string, param: string): string {
  if (name === 'id' || (def.kind === 'tree' && name === 'pid')) return name;
  const f = def.fields.find((x) => x.name === name || columnOf(x.name) === name);
  if (!f) throw new DomainError('ValidationFailed', OPTIONS_FIELD_UNKNOWN(name), { field: param });
  return columnOf(f.name);
}

export type OptionsPlan = {
  txt: string;
  key: string;
  id: string;
  /** column = value, all of them. */
  where: { column: string; value: string }[];
  orderBy: string;
};

/** The request checked against the definition: columns only from it, the condition's keys too. */
export function planSelectOptions(def: EntityDefinition, q: SelectOptionsRequest): OptionsPlan {
  const where: OptionsPlan['where'] = [];
  if (q.pidValue !== undefined && q.pidValue !== '') {
    if (!q.pidField) throw new DomainError('ValidationFailed', OPTIONS_NO_PARENT, { field: 'pidField' });
    where.push({ column: columnIn(def, q.pidField, 'pidField'), value: q.pidValue });
  } else if (q.condition !== undefined && q.condition.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q.condition);
    } catch {
      parsed = null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new DomainError('ValidationFailed', OPTIONS_CONDITION, { field: 'condition' });
    for (const [k, v] of Object.entries(parsed)) {
      if (typeof v !== 'string' && typeof v !== 'number')
        throw new DomainError('ValidationFailed', OPTIONS_CONDITION, { field: 'condition' });
      where.push({ column: columnIn(def, k, 'condition'), value: String(v) });
    }
  }
  const sortField = def.fields.find((f) => f.name === def.list.defaultSort.field);
  return {
    txt: columnIn(def, q.txt, 'txt'),
    key: columnIn(def, q.key, 'key'),
    id: columnIn(def, q.idField || 'id', 'idField'),
    where,
    orderBy: sortField ? columnOf(sortField.name) : 'created_at',
  };
}

/**
 * One level of options of the caller's tenant (and, with `owner`, of the rows its company owns).
 * Values compare as text, so a number column takes `"1"` as well as `1`.
 */
export async function selectOptions(
  db: Kysely<Database>,
  def: EntityDefinition,
  plan: OptionsPlan,
  scope: { tenantId: string; owner?: { field: string; value: string } },
): Promise<{ id: string; store: string; label: string }[]> {
  const t = def.table;
  const col = (c: string) => sql.ref(`${t}.${c}`);
  const conditions = [
    sql<SqlBool>`${col('tenant_id')} = ${scope.tenantId}`,
    ...plan.where.map((w) => sql<SqlBool>`${col(w.column)}::text = ${w.value}`),
  ];
  if (scope.owner) conditions.push(sql<SqlBool>`${col(columnOf(scope.owner.field))} = ${scope.owner.value}`);
  const { rows } = await sql<{ id: unknown; store: unknown; label: unknown }>`
    select ${col(plan.id)} as id, ${col(plan.key)} as store, ${col(plan.txt)} as label
    from ${sql.table(t)}
    where ${sql.join(conditions, sql` and `)}
    order by ${col(plan.orderBy)} asc, ${col('id')} asc
    limit ${MAX_OPTIONS}`.execute(db);
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return rows.map((r) => ({ id: text(r.id), store: text(r.store), label: text(r.label) }));
}
