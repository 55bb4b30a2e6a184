import {
  columnOf,
  entityDefinition,
  FIELD_TYPE_LABELS,
  firstIssue,
  queryIndexName,
  uniqueIndexName,
  type EntityDefinition,
  type FieldDefinition,
  type Origin,
} from '@srm/contracts/masterdata';

/**
 * The DDL planner of the declared-entity engine: pure. Given the entity as it stands (or none), the
 * definition wanted and facts about the stored rows, it answers with the statements that take the
 * table there without losing data, or with a refusal that says why in Chinese. Nothing here talks
 * to a database; entity.ddl.ts runs a plan, entity.commands.ts wraps plan, DDL and event in one
 * transaction.
 */

/** An entity as it stands: the definition, and what became of the fields it no longer has. */
export type EntityState = {
  origin: Origin;
  definition: EntityDefinition;
  /** Removed fields: inactive, their columns (and data) kept; adding the field again brings them back. */
  retired: FieldDefinition[];
  /** Fields whose columns an explicit purge dropped: their names are not used again. */
  purged: string[];
};

/** A column type as kysely's schema builder accepts it (it checks the form too). */
export type ColumnDataType =
  'text' | 'integer' | 'date' | 'timestamptz' | `varchar(${number})` | `numeric(${number}, ${number})`;

export type ColumnSpec = {
  name: string;
  dataType: ColumnDataType;
  primaryKey?: true;
  notNull?: true;
  /** `now()` or a text constant. */
  default?: { now: true } | { text: string };
};

export type DdlStep =
  | { op: 'createTable'; table: string; columns: ColumnSpec[] }
  | { op: 'addColumn'; table: string; column: ColumnSpec }
  | { op: 'alterColumnType'; table: string; column: string; from: ColumnDataType; to: ColumnDataType }
  | { op: 'createIndex'; table: string; index: string; columns: string[]; unique: boolean }
  | { op: 'dropIndex'; index: string }
  | { op: 'dropColumn'; table: string; column: string };

/** What the stored rows hold in one column (read under the entity's lock, in the changing transaction). */
export type ColumnFacts = {
  /** The longest value, in characters. */
  maxLength?: number;
  /** The most digits before the decimal point. */
  maxIntegerDigits?: number;
  /** The most significant digits after it (trailing zeros do not count). */
  maxScale?: number;
  /** Two rows of one tenant share a (non-null) value. */
  duplicates?: boolean;
};
export type StoredFacts = Readonly<Record<string, ColumnFacts>>;
export type FactKind = 'length' | 'number' | 'duplicates';
export type FactNeed = { column: string; facts: FactKind[] };

export type RefusalReason =
  | 'InvalidDefinition'
  | 'NameChanged'
  | 'OriginChanged'
  | 'TableChanged'
  | 'KindChanged'
  | 'TypeChanged'
  | 'LengthNarrowed'
  | 'NumberNarrowed'
  | 'DuplicateValues'
  | 'PurgedNameReused'
  | 'PurgeActiveField'
  | 'PurgeUnknownField'
  | 'FactsMissing';

export type EntityChange = {
  added: string[];
  /** Removed from the definition, column kept. */
  retired: string[];
  reactivated: string[];
  /** Column type changed. */
  altered: string[];
  purged: string[];
};

export type Refusal = { ok: false; reason: RefusalReason; message: string; field?: string };
export type EntityPlan =
  | {
      ok: true;
      next: EntityState;
      steps: DdlStep[];
      change: EntityChange;
      /** False when the definition is the one in force and nothing is purged: nothing to record. */
      changed: boolean;
    }
  | Refusal;

export const BASE_INDEX_SUFFIX = '_bix';

export const dataTypeOf = (f: FieldDefinition): ColumnDataType => {
  switch (f.type) {
    case 'string':
      return `varchar(${f.length ?? 100})`;
    case 'text':
      return 'text';
    case 'integer':
      return 'integer';
    case 'decimal':
      return `numeric(${f.precision ?? 18}, ${f.scale ?? 2})`;
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    default: {
      const never: never = f.type;
      return never;
    }
  }
};

const columnSpecOf = (f: FieldDefinition): ColumnSpec => ({
  name: columnOf(f.name),
  dataType: dataTypeOf(f),
});

/** The columns every table starts with (identifiers.ts BASE_COLUMNS, TREE_COLUMNS). */
function baseColumns(d: EntityDefinition): ColumnSpec[] {
  return [
    { name: 'id', dataType: 'text', primaryKey: true },
    { name: 'tenant_id', dataType: 'text', notNull: true },
    ...(d.kind === 'tree'
      ? ([
          { name: 'pid', dataType: 'text', notNull: true, default: { text: '0' } },
          { name: 'has_child', dataType: 'varchar(1)', notNull: true, default: { text: '0' } },
        ] satisfies ColumnSpec[])
      : []),
    { name: 'created_at', dataType: 'timestamptz', notNull: true, default: { now: true } },
    { name: 'created_by', dataType: 'text' },
    { name: 'updated_at', dataType: 'timestamptz' },
    { name: 'updated_by', dataType: 'text' },
  ];
}

export type IndexSpec = { index: string; columns: string[]; unique: boolean };

/**
 * The indexes a definition wants: by tenant and creation (the default list order), the tree's
 * parent, each unique field (unique within the tenant), and every field a list filters or sorts
 * by, or that names the owning supplier. Lists always filter by tenant, so it leads each index.
 */
export function indexesOf(d: EntityDefinition): IndexSpec[] {
  const t = d.table;
  const out: IndexSpec[] = [
    { index: `${t}_tenant${BASE_INDEX_SUFFIX}`, columns: ['tenant_id', 'created_at'], unique: false },
  ];
  if (d.kind === 'tree')
    out.push({ index: `${t}_pid${BASE_INDEX_SUFFIX}`, columns: ['tenant_id', 'pid'], unique: false });
  const unique = new Set<string>();
  for (const f of d.fields) {
    if (!f.unique) continue;
    unique.add(f.name);
    out.push({
      index: uniqueIndexName(t, columnOf(f.name)),
      columns: ['tenant_id', columnOf(f.name)],
      unique: true,
    });
  }
  const wanted = new Set<string>([
    ...d.query.map((q) => q.field),
    ...Object.values(d.variants).flatMap((v) => (v?.query ?? []).map((q) => q.field)),
    ...d.list.sortable,
    d.list.defaultSort.field,
    ...(d.ownerField ? [d.ownerField] : []),
  ]);
  if (wanted.has('updateTime')) {
    out.push({
      index: `${t}_updated${BASE_INDEX_SUFFIX}`,
      columns: ['tenant_id', 'updated_at'],
      unique: false,
    });
  }
  for (const f of d.fields) {
    if (!wanted.has(f.name) || unique.has(f.name)) continue;
    out.push({
      index: queryIndexName(t, columnOf(f.name)),
      columns: ['tenant_id', columnOf(f.name)],
      unique: false,
    });
  }
  return out;
}

const sameIndex = (a: IndexSpec, b: IndexSpec) =>
  a.unique === b.unique && a.columns.join(',') === b.columns.join(',');

/** How a column's type may change (Frappe's rule: within text types, or within number types). */
type ColumnChange =
  { kind: 'same' } | { kind: 'widen' } | { kind: 'narrow'; needs: 'length' | 'number' } | { kind: 'refuse' };

function compareColumn(from: FieldDefinition, to: FieldDefinition): ColumnChange {
  if (dataTypeOf(from) === dataTypeOf(to)) return { kind: 'same' };
  const textual = (f: FieldDefinition) => f.type === 'string' || f.type === 'text';
  const numeric = (f: FieldDefinition) => f.type === 'integer' || f.type === 'decimal';
  if (textual(from) && textual(to)) {
    if (to.type === 'text') return { kind: 'widen' };
    if (from.type === 'string' && (to.length ?? 0) >= (from.length ?? 0)) return { kind: 'widen' };
    return { kind: 'narrow', needs: 'length' };
  }
  if (numeric(from) && numeric(to)) {
    const intDigits = (f: FieldDefinition) =>
      f.type === 'integer' ? 10 : (f.precision ?? 18) - (f.scale ?? 2);
    const scale = (f: FieldDefinition) => (f.type === 'integer' ? 0 : (f.scale ?? 2));
    if (to.type === 'decimal' && intDigits(to) >= intDigits(from) && scale(to) >= scale(from)) {
      return { kind: 'widen' };
    }
    return { kind: 'narrow', needs: 'number' };
  }
  return { kind: 'refuse' };
}

const refuse = (reason: RefusalReason, message: string, field?: string): Refusal => ({
  ok: false,
  reason,
  message,
  ...(field !== undefined ? { field } : {}),
});

const describeType = (f: FieldDefinition) =>
  f.type === 'string'
    ? `${FIELD_TYPE_LABELS.string}(${f.length})`
    : f.type === 'decimal'
      ? `${FIELD_TYPE_LABELS.decimal}(${f.precision}, ${f.scale})`
      : FIELD_TYPE_LABELS[f.type];

/** Whether the stored rows fit the narrower column, or the refusal that says which do not. */
function checkNarrowing(
  from: FieldDefinition,
  to: FieldDefinition,
  needs: 'length' | 'number',
  facts: ColumnFacts | undefined,
): Refusal | null {
  const label = `字段「${to.label}」`;
  if (needs === 'length') {
    if (facts?.maxLength === undefined)
      return refuse('FactsMissing', `无法确认${label}已有数据的长度，未做修改`, to.name);
    const max = to.length ?? 0;
    return facts.maxLength > max
      ? refuse(
          'LengthNarrowed',
          `${label}已有长度为 ${facts.maxLength} 的数据，长度不能改为 ${max}（原为 ${describeType(from)}）`,
          to.name,
        )
      : null;
  }
  if (facts?.maxIntegerDigits === undefined || facts.maxScale === undefined) {
    return refuse('FactsMissing', `无法确认${label}已有数据的位数，未做修改`, to.name);
  }
  const intDigits = to.type === 'integer' ? 9 : (to.precision ?? 18) - (to.scale ?? 2);
  const scale = to.type === 'integer' ? 0 : (to.scale ?? 2);
  if (facts.maxIntegerDigits <= intDigits && facts.maxScale <= scale) return null;
  return refuse(
    'NumberNarrowed',
    `${label}已有整数 ${facts.maxIntegerDigits} 位、小数 ${facts.maxScale} 位的数据，` +
      `不能改为${describeType(to)}（整数最多 ${intDigits} 位、小数最多 ${scale} 位）`,
    to.name,
  );
}

type Parsed = { ok: true; definition: EntityDefinition } | Refusal;

function parse(definition: unknown): Parsed {
  const r = entityDefinition.safeParse(definition);
  if (r.success) return { ok: true, definition: r.data };
  const { message, path } = firstIssue(r.error);
  return refuse('InvalidDefinition', message, path || undefined);
}

/** Fields of the current state by name: the active ones, then the retired ones. */
function previousFields(current: EntityState) {
  const active = new Map(current.definition.fields.map((f) => [f.name, f]));
  const retired = new Map(current.retired.map((f) => [f.name, f]));
  return { active, retired, find: (name: string) => active.get(name) ?? retired.get(name) };
}

/** Indexes to drop and to create going from one definition to the next. */
function indexDiff(from: EntityDefinition | null, to: EntityDefinition) {
  const before = from ? indexesOf(from) : [];
  const after = indexesOf(to);
  const drop = before.filter((b) => !after.some((a) => a.index === b.index && sameIndex(a, b)));
  const create = after.filter((a) => !before.some((b) => b.index === a.index && sameIndex(a, b)));
  return { drop, create };
}

/**
 * The facts the planner will ask for: for each existing column whose type narrows, its longest
 * value or its digits; for each existing column becoming unique, whether it holds duplicates.
 */
export function factsNeeded(current: EntityState | null, definition: unknown): FactNeed[] {
  if (!current) return [];
  const parsed = parse(definition);
  if (!parsed.ok) return [];
  const prev = previousFields(current);
  const needs = new Map<string, Set<FactKind>>();
  const need = (column: string, kind: FactKind) =>
    needs.set(column, (needs.get(column) ?? new Set()).add(kind));
  for (const f of parsed.definition.fields) {
    const before = prev.find(f.name);
    if (!before) continue;
    const c = compareColumn(before, f);
    if (c.kind === 'narrow') need(columnOf(f.name), c.needs);
  }
  for (const ix of indexDiff(current.definition, parsed.definition).create) {
    const column = ix.columns[1];
    if (
      ix.unique &&
      column &&
      current.definition.fields.concat(current.retired).some((f) => columnOf(f.name) === column)
    ) {
      need(column, 'duplicates');
    }
  }
  return [...needs].map(([column, kinds]) => ({ column, facts: [...kinds] }));
}

/** Key-sorted JSON: two definitions are the same when this is. */
export const canonicalJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );

/**
 * Plans the change from `current` (none: a new entity) to `definition`, purging the columns of
 * the retired fields named in `purge`. Refuses, naming the field, anything that could lose data:
 * a type change outside its group, narrowing below the stored values, a unique index over
 * duplicates, reusing a purged name, renaming the table, and purging a field still in use.
 */
export function planEntity(input: {
  current: EntityState | null;
  definition: unknown;
  facts?: StoredFacts;
  purge?: readonly string[];
}): EntityPlan {
  const parsed = parse(input.definition);
  if (!parsed.ok) return parsed;
  const next = parsed.definition;
  const { current } = input;
  const purge = [...new Set(input.purge ?? [])];
  const change: EntityChange = { added: [], retired: [], reactivated: [], altered: [], purged: [] };

  if (!current) {
    if (purge.length > 0) return refuse('PurgeUnknownField', `字段「${purge[0]}」不存在`, purge[0]);
    change.added = next.fields.map((f) => f.name);
    const steps: DdlStep[] = [
      {
        op: 'createTable',
        table: next.table,
        columns: [...baseColumns(next), ...next.fields.map(columnSpecOf)],
      },
      ...indexesOf(next).map((ix): DdlStep => ({ op: 'createIndex', table: next.table, ...ix })),
    ];
    return {
      ok: true,
      next: { origin: next.origin, definition: next, retired: [], purged: [] },
      steps,
      change,
      changed: true,
    };
  }

  const was = current.definition;
  if (next.name !== was.name) return refuse('NameChanged', `实体名不能修改（原为 ${was.name}）`, 'name');
  if (next.origin !== current.origin)
    return refuse('OriginChanged', '实体的来源（代码声明或在线表单）不能修改', 'origin');
  if (next.table !== was.table)
    return refuse('TableChanged', `数据表名不能修改（原为 ${was.table}）`, 'table');
  if (next.kind !== was.kind) return refuse('KindChanged', '实体的树形结构不能修改', 'kind');

  const facts = input.facts ?? {};
  const prev = previousFields(current);
  const alter: DdlStep[] = [];
  const add: DdlStep[] = [];
  for (const f of next.fields) {
    if (current.purged.includes(f.name)) {
      return refuse('PurgedNameReused', `字段名「${f.name}」的数据列已被清除，不能再使用该名称`, f.name);
    }
    const before = prev.find(f.name);
    if (!before) {
      change.added.push(f.name);
      add.push({ op: 'addColumn', table: next.table, column: columnSpecOf(f) });
      continue;
    }
    if (!prev.active.has(f.name)) change.reactivated.push(f.name);
    const c = compareColumn(before, f);
    if (c.kind === 'same') continue;
    if (c.kind === 'refuse') {
      return refuse(
        'TypeChanged',
        `字段「${f.label}」的类型不能从「${describeType(before)}」改为「${describeType(f)}」：只能在文本类之间或数字类之间修改`,
        f.name,
      );
    }
    if (c.kind === 'narrow') {
      const problem = checkNarrowing(before, f, c.needs, facts[columnOf(f.name)]);
      if (problem) return problem;
    }
    change.altered.push(f.name);
    alter.push({
      op: 'alterColumnType',
      table: next.table,
      column: columnOf(f.name),
      from: dataTypeOf(before),
      to: dataTypeOf(f),
    });
  }
  const nextNames = new Set(next.fields.map((f) => f.name));
  const newlyRetired = was.fields.filter((f) => !nextNames.has(f.name));
  change.retired = newlyRetired.map((f) => f.name);
  let retired = [...current.retired.filter((f) => !nextNames.has(f.name)), ...newlyRetired];

  const drops: DdlStep[] = [];
  for (const name of purge) {
    if (nextNames.has(name)) {
      const f = next.fields.find((x) => x.name === name)!;
      return refuse('PurgeActiveField', `字段「${f.label}」仍在使用，请先删除该字段再清除其数据`, name);
    }
    if (!retired.some((f) => f.name === name))
      return refuse('PurgeUnknownField', `字段「${name}」不存在或已清除`, name);
    drops.push({ op: 'dropColumn', table: next.table, column: columnOf(name) });
    change.purged.push(name);
  }
  retired = retired.filter((f) => !purge.includes(f.name));

  const { drop, create } = indexDiff(was, next);
  for (const ix of create) {
    const column = ix.columns[1]!;
    const existed = was.fields.concat(current.retired).some((f) => columnOf(f.name) === column);
    if (!ix.unique || !existed) continue;
    const f = next.fields.find((x) => columnOf(x.name) === column)!;
    const known = facts[column]?.duplicates;
    if (known === undefined)
      return refuse('FactsMissing', `无法确认字段「${f.label}」已有数据是否重复，未做修改`, f.name);
    if (known) return refuse('DuplicateValues', `字段「${f.label}」已有重复的数据，不能设为唯一`, f.name);
  }

  const steps: DdlStep[] = [
    ...drop.map((ix): DdlStep => ({ op: 'dropIndex', index: ix.index })),
    ...drops,
    ...alter,
    ...add,
    ...create.map((ix): DdlStep => ({ op: 'createIndex', table: next.table, ...ix })),
  ];
  const nextState: EntityState = {
    origin: current.origin,
    definition: next,
    retired,
    purged: [...current.purged, ...change.purged],
  };
  const changed = purge.length > 0 || canonicalJson(next) !== canonicalJson(was);
  return { ok: true, next: nextState, steps, change, changed };
}
