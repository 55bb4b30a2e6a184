import {
  parseListQuery as parseListSyntax,
  type ListCondition,
  type ListFieldType,
  type ParsedListQuery,
} from '@srm/contracts';
import type { PreparedQuery } from '@srm/events';
import {
  sql,
  type Expression,
  type QueryExecutorProvider,
  type RawBuilder,
  type SqlBool,
  type SelectQueryBuilder,
} from 'kysely';

export { MAX_PAGE_NO, MAX_PAGE_SIZE } from '@srm/contracts';

/**
 * The generic list contract (spec §7 "Generic list", §9 paging) over SQL. The query syntax and its
 * refusals are the contract's (contracts/src/core/list-query.ts); here each field name maps to a
 * column through the entity's whitelist, so no request text ever becomes SQL: values are always
 * bound parameters.
 */
export type FieldType = ListFieldType;
export type ListFields = Record<string, { column: string; type: FieldType }>;
export type ListSpec = {
  fields: ListFields;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /**
   * The seeded permission id of the list's page (`m-system-user`): the user's data rules of that
   * menu limit the list and its export. A list with a menu must be given its rules (`withDataRules`).
   */
  menuId?: string;
};

export type Condition = ListCondition;
export type ListQuery = ParsedListQuery & {
  /** The caller's data rules of the list's menu, all of which a row must satisfy (`withDataRules`). */
  dataRules?: Condition[];
};
export type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };

/** Parses a list request's query string against the entity's whitelist (a refusal is a ZodError naming the field). */
export function parseListQuery(
  query: Record<string, unknown>,
  spec: ListSpec,
  o: { sortable?: readonly string[] } = {},
): ListQuery {
  return parseListSyntax(query, { ...spec, ...o });
}

function conditionSql(spec: ListSpec, c: Condition): Expression<SqlBool> {
  const ref = sql.ref(spec.fields[c.field]!.column);
  if (c.op === 'in') {
    const values = c.value as unknown[];
    return values.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${ref} in (${sql.join(values)})`;
  }
  if (c.op === 'like') return sql<SqlBool>`${ref} like ${c.value} escape '\\'`;
  // The operator comes from the fixed set above, never from request text.
  return sql<SqlBool>`${ref} ${sql.raw(c.op)} ${c.value}`;
}

/** The list's filters, super query and data rules as one condition (the list and its export share it). */
export function listWhere(spec: ListSpec, q: ListQuery): RawBuilder<SqlBool> {
  // Fail closed: a list bound to a menu never runs without the caller's rules of that menu.
  if (spec.menuId !== undefined && q.dataRules === undefined)
    throw new Error(`list of menu ${spec.menuId} queried without its data rules`);
  const all: Expression<SqlBool>[] = [...q.filters, ...(q.dataRules ?? [])].map((c) => conditionSql(spec, c));
  if (q.superQuery.conditions.length > 0) {
    const sup = q.superQuery.conditions.map((c) => conditionSql(spec, c));
    all.push(sql<SqlBool>`(${sql.join(sup, sql.raw(q.superQuery.match === 'or' ? ' or ' : ' and '))})`);
  }
  return all.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(all, sql.raw(' and '))})`;
}

/** A list's total: exact, or (`estimated`) the planner's estimate of a large match. */
export type ListTotal = { total: number; estimated: boolean };

/**
 * Counting is bounded for lists over large tables: up to `exactUpTo` matching rows are counted
 * exactly (a count over a LIMIT, so it reads at most that many index entries); beyond that the
 * total is the planner's estimate of the filtered query (PostgREST's `count=estimated`), never
 * below what was counted. A count(*) over 125k of 1M rows cost ~10 ms of a core per request.
 */
export type BoundedCount = {
  db: QueryExecutorProvider;
  exactUpTo: number;
  /** Runs the page as a named statement (PostgreSQL): parsed and planned once per connection. */
  prepared?: PreparedQuery | undefined;
};

/**
 * The names of the bounded lists' page statements, one per text, for the whole process (a name
 * means one text on every connection). Bounded: each name is a prepared statement on each pooled
 * connection; texts past the bound run unnamed.
 */
const pageNames = new Map<string, string>();
const PAGE_NAMES_KEPT = 200;
const pageName = (text: string): string | undefined => {
  let name = pageNames.get(text);
  if (!name && pageNames.size < PAGE_NAMES_KEPT)
    pageNames.set(text, (name = `srm_list_${pageNames.size + 1}`));
  return name;
};

/** The page's own column with the bounded count of the whole match (an InitPlan: counted once). */
const BOUNDED_COLUMN = '__bounded';

/**
 * A bounded list in ONE statement: the page, each row carrying the bounded count of the match
 * (a round trip fewer than the page beside the count: on a loaded 2-core VM each statement's write
 * to pg cost about as much CPU as kysely's whole work). An empty page past the first counts apart.
 */
async function boundedPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  pageNo: number,
  bound: BoundedCount,
): Promise<{ records: O[]; count: ListTotal }> {
  const matches = filtered.clearSelect().select(sql<number>`1`.as('one'));
  const query = page(
    filtered.select(
      sql<number>`(select count(*)::int from (${matches.limit(bound.exactUpTo + 1)}) as bounded)`.as(
        BOUNDED_COLUMN,
      ) as never,
    ),
  ).compile();
  const name = bound.prepared && pageName(query.sql);
  const rows = (
    name
      ? await bound.prepared!(name, query.sql, query.parameters)
      : (await bound.db.getExecutor().executeQuery(query)).rows
  ) as Record<string, unknown>[];
  const records = rows.map(({ [BOUNDED_COLUMN]: _n, ...row }) => row as O);
  if (rows.length === 0 && pageNo > 1) return { records, count: await boundedCount(filtered, bound) };
  const counted = rows.length === 0 ? 0 : Number(rows[0]![BOUNDED_COLUMN]);
  if (counted <= bound.exactUpTo) return { records, count: { total: counted, estimated: false } };
  return {
    records,
    count: { total: Math.max(await estimateOf(matches, bound.db), counted), estimated: true },
  };
}

type ExplainRow = { 'QUERY PLAN'?: Array<{ Plan?: { 'Plan Rows'?: number } }> };

async function boundedCount<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  bound: BoundedCount,
): Promise<ListTotal> {
  const matches = filtered.clearSelect().select(sql<number>`1`.as('one'));
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${matches.limit(
    bound.exactUpTo + 1,
  )}) as bounded`.execute(bound.db as never);
  const counted = Number(rows[0]?.n ?? 0);
  if (counted <= bound.exactUpTo) return { total: counted, estimated: false };
  return { total: Math.max(await estimateOf(matches, bound.db), counted), estimated: true };
}

/**
 * The planner's estimate of a large match, kept a few seconds per statement and values: it moves
 * only with the table's statistics, and a buyer paging or refreshing a large list asks the same
 * again, so it is one round trip (the EXPLAIN) fewer per page. Bounded; per database.
 */
const ESTIMATE_KEPT_MS = 5_000;
const ESTIMATES_KEPT = 500;
const estimates = new WeakMap<object, Map<string, { rows: number; at: number }>>();

async function estimateOf<DB, TB extends keyof DB, O>(
  matches: SelectQueryBuilder<DB, TB, O>,
  db: QueryExecutorProvider,
): Promise<number> {
  let kept = estimates.get(db);
  if (!kept) estimates.set(db, (kept = new Map()));
  const { sql: text, parameters } = matches.compile();
  const key = `${text}\u0000${JSON.stringify(parameters, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < ESTIMATE_KEPT_MS) return hit.rows;
  const plan = (await matches.explain('json')) as ExplainRow[];
  const rows = Math.round(plan[0]?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
  kept.delete(key);
  if (kept.size >= ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { rows, at: now });
  return rows;
}

/**
 * Runs a parsed list query over `base` (already scoped to the caller: tenant, supplier).
 * `unfilteredTotal`, when given, answers `total` for a query without filters instead of a count(*)
 * over `base` (an exact count kept elsewhere, e.g. sys_user_tenant_count). `bounded` limits the
 * count of a large match (see BoundedCount); the page then says `totalEstimated: true`.
 */
export async function runListQuery<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  q: ListQuery,
  unfilteredTotal?: () => Promise<number>,
  bounded?: BoundedCount,
): Promise<Page<O> & { totalEstimated?: true }> {
  const filtered = base.where(listWhere(spec, q));
  const unfiltered =
    q.filters.length === 0 && q.superQuery.conditions.length === 0 && (q.dataRules ?? []).length === 0;
  const page = (s: SelectQueryBuilder<DB, TB, O>) =>
    s
      .orderBy(sql.ref(spec.fields[q.sort.field]!.column), q.sort.order)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
  const [records, count] = await (bounded && !(unfilteredTotal && unfiltered)
    ? boundedPage(filtered, page, q.pageNo, bounded).then((r) => [r.records, r.count] as const)
    : Promise.all([page(filtered).execute(), countOf(filtered, unfiltered, unfilteredTotal)]));
  const { total, estimated } = count;
  return {
    records: records as O[],
    total,
    current: q.pageNo,
    size: q.pageSize,
    pages: Math.ceil(total / q.pageSize),
    ...(estimated ? { totalEstimated: true as const } : {}),
  };
}

/** An unbounded list's total: kept elsewhere for an unfiltered list, else count(*). */
function countOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  unfiltered: boolean,
  unfilteredTotal: (() => Promise<number>) | undefined,
): Promise<ListTotal> {
  return unfilteredTotal && unfiltered
    ? unfilteredTotal().then((total): ListTotal => ({ total, estimated: false }))
    : (
        filtered
          .clearSelect()
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirst() as Promise<{ total: number } | undefined>
      ).then((r): ListTotal => ({ total: Number(r?.total ?? 0), estimated: false }));
}

/** The lists bound to a menu (`ListSpec.menuId`), so a data rule's column is checked against its list when saved. */
const listsByMenu = new Map<string, ListSpec>();

/** Declares a list; with `menuId` it is the list data rules of that menu apply to (one list per menu). */
export function listSpec(spec: ListSpec): ListSpec {
  if (spec.menuId !== undefined) {
    const other = listsByMenu.get(spec.menuId);
    if (other && other !== spec) throw new Error(`menu ${spec.menuId} already has a list`);
    listsByMenu.set(spec.menuId, spec);
  }
  return spec;
}

/** The list of a menu, if it has one (rules on a menu without a list have no effect). */
export const listOfMenu = (menuId: string): ListSpec | undefined => listsByMenu.get(menuId);
