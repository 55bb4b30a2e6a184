/**
 * Identifier rules of the declared-entity engine. Every entity, table, field and column name a
 * definition carries passes these before any DDL is planned; the query builder then quotes them as
 * well (belt and braces: the rules keep names boring, the quoting keeps them harmless).
 * Names are camelCase in the API (`materialCode`) and snake_case in the database (`material_code`).
 */

/** Entity and field names: a lower-case letter, then letters and digits (camelCase). */
export const NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/;
/** Table names: `md_` then lower-case words joined by single underscores. */
export const TABLE_PATTERN = /^md_[a-z0-9]+(?:_[a-z0-9]+)*$/;
export const TABLE_PREFIX = 'md_';

/**
 * Online (run-time) entities and fields, and a tenant's extra fields on a code entity, start with
 * `x` and an upper-case letter (`xColor`), so their columns start with `x_` and their tables with
 * `md_x_`: a built-in column or a later code field can never take their name, nor they its.
 */
export const ONLINE_NAME_PATTERN = /^x[A-Z]/;
export const ONLINE_COLUMN_PREFIX = 'x_';
export const ONLINE_TABLE_PREFIX = 'md_x_';

/**
 * Lengths keep every generated index name (`<table>_<column>_key`) within PostgreSQL's 63 bytes,
 * so no two names are truncated into one.
 */
export const MAX_TABLE_LENGTH = 28;
export const MAX_COLUMN_LENGTH = 30;
export const MAX_ENTITY_NAME_LENGTH = 24;

/**
 * PostgreSQL's reserved key words (appendix C, "reserved" and "reserved (can be function or type)")
 * and the system column names a table cannot take. Quoting would make most of them legal; they are
 * refused so that reports, exports and hand-written SQL never trip over them.
 */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization',
  'binary', 'both', 'case', 'cast', 'check', 'collate', 'collation', 'column', 'concurrently',
  'constraint', 'create', 'cross', 'current_catalog', 'current_date', 'current_role',
  'current_schema', 'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable',
  'desc', 'distinct', 'do', 'else', 'end', 'except', 'false', 'fetch', 'for', 'foreign', 'freeze',
  'from', 'full', 'grant', 'group', 'having', 'ilike', 'in', 'initially', 'inner', 'intersect',
  'into', 'is', 'isnull', 'join', 'lateral', 'leading', 'left', 'like', 'limit', 'localtime',
  'localtimestamp', 'natural', 'not', 'notnull', 'null', 'offset', 'on', 'only', 'or', 'order',
  'outer', 'overlaps', 'placing', 'primary', 'references', 'returning', 'right', 'select',
  'session_user', 'similar', 'some', 'symmetric', 'system_user', 'table', 'tablesample', 'then',
  'to', 'trailing', 'true', 'union', 'unique', 'user', 'using', 'variadic', 'verbose', 'when',
  'where', 'window', 'with',
  // system columns
  'oid', 'tableoid', 'xmin', 'xmax', 'cmin', 'cmax', 'ctid',
]); // prettier-ignore

/** Columns every generated table has; no field may take their names. */
export const BASE_COLUMNS = [
  'id',
  'tenant_id',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
] as const;
/** Columns a tree entity adds: the parent's id ('0' at the root) and whether it has children ('0'/'1'). */
export const TREE_COLUMNS = ['pid', 'has_child'] as const;
/** API names of the base columns as every record row shows them (contracts/src/system auditRow). */
export const BASE_FIELD_NAMES = [
  'id',
  'tenantId',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'pid',
  'hasChild',
] as const;

/** `materialCode` -> `material_code`. */
export const columnOf = (fieldName: string): string =>
  fieldName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A name as a message shows it: hostile input stays short. */
const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

export const identifierMessages = {
  empty: (what: string) => `${what}不能为空`,
  pattern: (what: string, name: string) =>
    `${what}「${shown(name)}」不合法：只能以小写字母开头，由字母和数字组成`,
  tablePattern: (name: string) =>
    `数据表名「${shown(name)}」不合法：必须以 md_ 开头，由小写字母、数字和单个下划线组成`,
  tooLong: (what: string, name: string, max: number) => `${what}「${shown(name)}」过长，最多 ${max} 个字符`,
  reserved: (what: string, name: string) => `${what}「${shown(name)}」是数据库保留字，不能使用`,
  base: (name: string) => `字段「${shown(name)}」与系统字段重名`,
  onlineNeedsPrefix: (what: string, name: string) =>
    `在线${what}「${shown(name)}」必须以 x 加大写字母开头（如 xColor），以免与内置字段重名`,
  codeHasPrefix: (what: string, name: string) =>
    `代码声明的${what}「${shown(name)}」不能以 x 加大写字母开头，该前缀留给在线字段`,
  onlineTable: (name: string) => `在线实体的数据表名「${shown(name)}」必须以 md_x_ 开头`,
  codeTable: (name: string) => `代码声明实体的数据表名「${shown(name)}」不能以 md_x_ 开头`,
} as const;

/** The first problem with a camelCase name (entity or field) and its column, or null. */
function nameProblem(what: string, name: string, max: number): string | null {
  if (typeof name !== 'string' || name.length === 0) return identifierMessages.empty(what);
  if (name.length > max || columnOf(name).length > MAX_COLUMN_LENGTH) {
    return identifierMessages.tooLong(what, name, max);
  }
  if (!NAME_PATTERN.test(name)) return identifierMessages.pattern(what, name);
  if (RESERVED_WORDS.has(columnOf(name)) || RESERVED_WORDS.has(name.toLowerCase())) {
    return identifierMessages.reserved(what, name);
  }
  return null;
}

export type Origin = 'code' | 'online';

/** An entity name: pattern, length, reserved words, and the online prefix by origin. */
export function entityNameProblem(name: string, origin: Origin): string | null {
  const p = nameProblem('实体名', name, MAX_ENTITY_NAME_LENGTH);
  if (p) return p;
  const prefixed = ONLINE_NAME_PATTERN.test(name);
  if (origin === 'online' && !prefixed) return identifierMessages.onlineNeedsPrefix('实体名', name);
  if (origin === 'code' && prefixed) return identifierMessages.codeHasPrefix('实体名', name);
  return null;
}

/**
 * A field name. `online`: the field is added at run time (an online entity's field, or a tenant's
 * extra field on a code entity) and must carry the prefix; a code-declared field must not.
 */
export function fieldNameProblem(name: string, online: boolean): string | null {
  const p = nameProblem('字段名', name, MAX_COLUMN_LENGTH);
  if (p) return p;
  const column = columnOf(name);
  if (
    (BASE_COLUMNS as readonly string[]).includes(column) ||
    (TREE_COLUMNS as readonly string[]).includes(column) ||
    (BASE_FIELD_NAMES as readonly string[]).includes(name)
  ) {
    return identifierMessages.base(name);
  }
  const prefixed = column.startsWith(ONLINE_COLUMN_PREFIX);
  if (online && !prefixed) return identifierMessages.onlineNeedsPrefix('字段', name);
  if (!online && prefixed) return identifierMessages.codeHasPrefix('字段', name);
  return null;
}

/** Whether a field name is an online (run-time) field's. */
export const isOnlineFieldName = (name: string): boolean => ONLINE_NAME_PATTERN.test(name);

/** A table name: `md_` pattern, length, reserved words, and `md_x_` exactly for online entities. */
export function tableNameProblem(table: string, origin: Origin): string | null {
  if (typeof table !== 'string' || table.length === 0) return identifierMessages.empty('数据表名');
  if (table.length > MAX_TABLE_LENGTH) return identifierMessages.tooLong('数据表名', table, MAX_TABLE_LENGTH);
  if (!TABLE_PATTERN.test(table)) return identifierMessages.tablePattern(table);
  if (RESERVED_WORDS.has(table)) return identifierMessages.reserved('数据表名', table);
  const online = table.startsWith(ONLINE_TABLE_PREFIX);
  if (origin === 'online' && !online) return identifierMessages.onlineTable(table);
  if (origin === 'code' && online) return identifierMessages.codeTable(table);
  return null;
}

/** The table an online entity gets: `xDemoForm` -> `md_x_demo_form`. */
export const onlineTableOf = (entityName: string): string => `${TABLE_PREFIX}${columnOf(entityName)}`;

/** Generated index names (<= 63 bytes by the limits above). */
export const uniqueIndexName = (table: string, column: string) => `${table}_${column}_key`;
export const queryIndexName = (table: string, column: string) => `${table}_${column}_idx`;
