import { DomainError } from '../../errors';

/**
 * The tables the dictionary loaders may read instead of a dictionary (`table,text,code` dictionaries,
 * tree selects), and which of their columns: a whitelist, so no request text ever names a table or a
 * column. A parameter outside it is refused with the spec's message before any query is built.
 */

/** Spec §5 "Dictionary helper". */
export const DICT_CODE_EMPTY = '字典Code不能为空!';
/** Spec §5: the table-dictionary search select's message, also the answer to a table form we do not serve. */
export const TABLE_DICT_INVALID = '表字典搜索组件参数接收有误,请检查字典配置!';
/** Spec §5 "Tree select". */
export const TREE_CONDITION_INVALID = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

const invalid = (message: string, field: string): never => {
  throw new DomainError('ValidationFailed', message, { field });
};

/**
 * The tables a table-form dictionary (`table,textField,codeField`) may read, and which of their
 * columns may be its text and its code (API spellings -> column). Anything else is refused before
 * a query is built; `tenant` tables are read within the caller's tenant only.
 */
const TABLE_DICTS = {
  sys_user: {
    text: { realname: 'realname', username: 'username' },
    code: { username: 'username', id: 'id' },
    scope: 'tenant',
  },
  sys_depart: {
    text: { depart_name: 'depart_name', departName: 'depart_name' },
    code: { org_code: 'org_code', orgCode: 'org_code', id: 'id' },
    scope: 'tenant',
  },
  sys_role: {
    text: { role_name: 'role_name', roleName: 'role_name' },
    code: { role_code: 'role_code', roleCode: 'role_code', id: 'id' },
    scope: 'tenant',
  },
  sys_category: { text: { name: 'name' }, code: { code: 'code', id: 'id' }, scope: 'platform' },
} as const satisfies Record<
  string,
  { text: Record<string, string>; code: Record<string, string>; scope: 'tenant' | 'platform' }
>;
export type TableDictName = keyof typeof TABLE_DICTS;

/** A `dict` parameter: a dictionary code, or the table form over the whitelist (columns resolved). */
export type DictRef =
  { kind: 'code'; code: string } | { kind: 'table'; table: TableDictName; text: string; code: string };

const pick = (names: Record<string, string>, name: string | undefined) =>
  name !== undefined && Object.hasOwn(names, name) ? names[name] : undefined;

/** Reads a `dict` path parameter: `sex` or `sys_user,realname,username`. Throws the spec's 400 for a bad table form. */
export function parseDictRef(raw: string): DictRef {
  const dict = raw.trim();
  if (dict === '') return invalid(DICT_CODE_EMPTY, 'dict');
  if (!dict.includes(',')) return { kind: 'code', code: dict };
  const parts = dict.split(',').map((s) => s.trim());
  const [table, textField, codeField] = parts;
  const spec = parts.length === 3 && table !== undefined ? pick(TABLE_DICTS as never, table) : undefined;
  const allowed = spec as (typeof TABLE_DICTS)[TableDictName] | undefined;
  const text = allowed ? pick(allowed.text, textField) : undefined;
  const code = allowed ? pick(allowed.code, codeField) : undefined;
  if (!allowed || !text || !code) return invalid(TABLE_DICT_INVALID, 'dict');
  return { kind: 'table', table: table as TableDictName, text, code };
}

/**
 * The tables `sys/dict/loadTreeData` may read: text and code columns, the parent column, which
 * `hasChildField` names are accepted (a leaf is always worked out from the rows themselves), and
 * the keys a `condition` may filter on (equality, values bound).
 */
const TREE_TABLES = {
  sys_depart: {
    text: { depart_name: 'depart_name', departName: 'depart_name' },
    code: { id: 'id', org_code: 'org_code', orgCode: 'org_code' },
    pid: { parent_id: 'parent_id', parentId: 'parent_id' },
    condition: {
      org_category: 'org_category',
      orgCategory: 'org_category',
      org_code: 'org_code',
      orgCode: 'org_code',
      depart_name: 'depart_name',
      departName: 'depart_name',
    },
    order: 'depart_order',
    scope: 'tenant',
    /** Top-level departments have no parent; categories hang under '0'. */
    root: ['', null],
  },
  sys_category: {
    text: { name: 'name' },
    code: { id: 'id', code: 'code' },
    pid: { pid: 'pid' },
    condition: { code: 'code', name: 'name' },
    order: 'code',
    scope: 'platform',
    root: ['0', '', null],
  },
} as const;
export type TreeTableName = keyof typeof TREE_TABLES;
const HAS_CHILD_FIELDS = new Set(['', 'has_child', 'hasChild']);

/**
 * A tree select's `condition`: a JSON object string whose keys are in `allowed` (API name ->
 * column) and whose values are strings, numbers or booleans; each becomes `column = value`, bound.
 * Anything else is a 400 and no query runs.
 */
export function parseTreeCondition(
  raw: unknown,
  allowed: Readonly<Record<string, string>>,
): [string, string][] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || raw.length > 2000) return invalid(TREE_CONDITION_INVALID, 'condition');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      return invalid(TREE_CONDITION_INVALID, 'condition');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return invalid(TREE_CONDITION_INVALID, 'condition');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 10) return invalid(TREE_CONDITION_INVALID, 'condition');
  return entries.map(([key, value]) => {
    const column = pick(allowed, key);
    if (!column) return invalid(`组件JTreeSelect-condition不支持的字段: ${key.slice(0, 50)}`, 'condition');
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return invalid(TREE_CONDITION_INVALID, 'condition');
    return [column, String(value)] as [string, string];
  });
}

/**
 * `sys/dict/loadTreeData`'s parameters against TREE_TABLES: the table, its text, code and parent
 * columns, and the condition's bound equalities. No raw SQL condition is taken.
 */
export function parseTreeDict(q: {
  tableName?: string | undefined;
  text?: string | undefined;
  code?: string | undefined;
  pidField?: string | undefined;
  hasChildField?: string | undefined;
  condition?: string | undefined;
  sqlCondition?: string | undefined;
}) {
  if (q.sqlCondition) invalid('不支持 sqlCondition 参数', 'sqlCondition');
  const name = q.tableName?.trim() ?? '';
  const tree = Object.hasOwn(TREE_TABLES, name) ? TREE_TABLES[name as TreeTableName] : undefined;
  if (!tree) return invalid(`不支持的字典表: ${name.slice(0, 64)}`, 'tableName');
  const text = pick(tree.text, q.text);
  const code = pick(tree.code, q.code);
  const pidColumn = pick(tree.pid, q.pidField);
  if (!text || !code || !pidColumn) return invalid(TABLE_DICT_INVALID, 'tableName');
  if (!HAS_CHILD_FIELDS.has(q.hasChildField ?? '')) invalid(TABLE_DICT_INVALID, 'hasChildField');
  const conditions = parseTreeCondition(q.condition, tree.condition);
  return { table: name as TreeTableName, tree, text, code, pidColumn, conditions };
}

/** Whether a table dictionary's rows are read within the caller's tenant or shared by all. */
export const tableDictScope = (table: TableDictName) => TABLE_DICTS[table].scope;
