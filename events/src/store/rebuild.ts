import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  sql,
  TableNode,
  UpdateQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type Selectable,
  type UnknownRow,
} from 'kysely';
import type { Database, EventsTable } from '../db/database';
import type { EventStore } from './event-store';
import { toRecorded } from './event-store';
import type { InlineProjection, RecordedEvent, Trx } from './types';

type Db = Kysely<Database> | Trx;

/** Deletes every row of `tables` (DELETE, not TRUNCATE: row triggers such as sys_user's counts follow). */
export async function emptyTables(trx: Trx, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(trx);
}

/** Table -> the projection that owns it; throws when a projection owns none or two own one. */
export function projectionOwners(projections: readonly InlineProjection[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const p of projections) {
    if (p.tables.length === 0 && !p.dynamicTables) throw new Error(`projection ${p.name} declares no tables`);
    for (const table of p.tables) {
      const other = owners.get(table);
      if (other) throw new Error(`table ${table} is owned by two projections: ${other} and ${p.name}`);
      owners.set(table, p.name);
    }
  }
  return owners;
}

/** Each projection's tables now: declared ones and the run-time ones it reports. */
async function tablesNow(db: Db, projections: readonly InlineProjection[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const p of projections) out.set(p.name, [...p.tables, ...((await p.dynamicTables?.(db)) ?? [])]);
  return out;
}

/** Table -> owner, run-time tables included; throws when two projections own one. */
export async function ownedTables(
  db: Db,
  projections: readonly InlineProjection[],
): Promise<Map<string, string>> {
  projectionOwners(projections);
  const owners = new Map<string, string>();
  for (const [name, tables] of await tablesNow(db, projections)) {
    for (const table of tables) {
      const other = owners.get(table);
      if (other) throw new Error(`table ${table} is owned by two projections: ${other} and ${name}`);
      owners.set(table, name);
    }
  }
  return owners;
}

/** The schema's base tables (views excluded). */
export async function schemaTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/**
 * What keeps "every table is a projection's or an explicit exception" true: a projection with no
 * tables, a table owned twice, a declared table missing from the schema, an exception that a
 * projection owns, and a schema table that is neither owned nor listed as an exception.
 */
export async function projectionCoverageProblems(
  db: Db,
  projections: readonly InlineProjection[],
  nonProjectionTables: Readonly<Record<string, string>>,
): Promise<string[]> {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const now = await tablesNow(db, projections);
  for (const p of projections) {
    if (p.tables.length === 0 && !p.dynamicTables) problems.push(`projection ${p.name} declares no tables`);
    for (const t of now.get(p.name) ?? []) {
      const other = owners.get(t);
      if (other) problems.push(`table ${t} is owned by two projections: ${other} and ${p.name}`);
      else owners.set(t, p.name);
    }
  }
  for (const p of projections) {
    for (const t of p.alsoWrites ?? []) {
      if (!owners.has(t)) problems.push(`projection ${p.name} also writes ${t}, which no projection owns`);
    }
  }
  const inSchema = new Set(await schemaTables(db));
  for (const [t, owner] of owners) {
    if (!inSchema.has(t))
      problems.push(`projection ${owner} declares ${t}, which is not a table of the schema`);
    if (t in nonProjectionTables)
      problems.push(`${t} is owned by ${owner} and also listed as not a projection`);
  }
  for (const t of inSchema) {
    if (!owners.has(t) && !(t in nonProjectionTables)) {
      problems.push(`table ${t} is owned by no projection and not listed in nonProjectionTables`);
    }
  }
  for (const t of Object.keys(nonProjectionTables)) {
    if (!inSchema.has(t)) problems.push(`nonProjectionTables lists ${t}, which is not a table of the schema`);
  }
  return problems;
}

/** The tables a statement writes (INSERT/UPDATE/DELETE/MERGE, and raw SQL by its text). */
function writtenTables(node: OperationNode): string[] {
  const name = (n: OperationNode | undefined): string[] => {
    if (!n) return [];
    if (TableNode.is(n)) return [n.table.identifier.name];
    if (AliasNode.is(n)) return name(n.node);
    return [];
  };
  if (InsertQueryNode.is(node)) return name(node.into);
  if (UpdateQueryNode.is(node)) return name(node.table);
  if (DeleteQueryNode.is(node)) return node.from.froms.flatMap(name);
  if (MergeQueryNode.is(node)) return name(node.into);
  if (RawNode.is(node)) {
    const text = node.sqlFragments.join(' ? ');
    const found = text.matchAll(
      /\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)/gi,
    );
    return [...found].map((m) => m[1]!.toLowerCase()).filter((t) => t !== 'set');
  }
  return [];
}

/** Records the tables written through the transaction it is plugged into. */
class WriteRecorder implements KyselyPlugin {
  readonly written = new Set<string>();
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const t of writtenTables(node)) this.written.add(t);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/** Applies one append's events the way the store does: each projection gets its own, in list order. */
async function applyAppend(
  trx: Trx,
  projections: readonly InlineProjection[],
  events: readonly RecordedEvent[],
  tables: ReadonlyMap<string, readonly string[]>,
) {
  for (const p of projections) {
    const mine = events.filter((e) => p.handles.includes(e.type));
    if (mine.length === 0) continue;
    const recorder = new WriteRecorder();
    await p.apply(trx.withPlugin(recorder), mine);
    const allowed = [...(tables.get(p.name) ?? p.tables), ...(p.alsoWrites ?? [])];
    const foreign = [...recorder.written].filter((t) => !allowed.includes(t));
    if (foreign.length > 0) {
      throw new Error(`projection ${p.name} wrote ${foreign.join(', ')}, not among its tables`);
    }
  }
}

export type RebuildOptions = {
  /** Default: the store's inline projections. */
  projections?: readonly InlineProjection[];
  /** Events read per query. */
  batchSize?: number;
  /** Run inside the caller's transaction (e.g. to compare and roll back); otherwise in one of its own. */
  trx?: Trx;
};

export type RebuildResult = { events: number; tables: string[] };

/**
 * Rebuilds every projection from the log in one transaction: empties the tables they own, then
 * replays the whole log in `global_position` order through every projection, one append at a time
 * (consecutive events of one stream in one transaction), as the store applied them. Positions, not
 * `(tx_id, global_position)`: a stream's next version can only be inserted once the previous one is
 * visible, so positions follow every stream's version order, while a transaction's id is taken at
 * its first write and an older one can append a stream's later version (subscribers use the pair to
 * never skip a late commit, which a rebuild under the lock below does not need).
 * New appends wait for the rebuild (a SHARE lock on `events`) and then project onto the new tables.
 * A projection that writes a table it does not declare fails the rebuild (nothing is committed).
 */
export async function rebuildProjections(
  store: EventStore,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const projections = options.projections ?? store.inlineProjections;
  projectionOwners(projections);
  const run = async (trx: Trx): Promise<RebuildResult> => {
    // Writers in flight commit first; later ones wait. Then every committed event is visible.
    await sql`lock table events in share mode`.execute(trx);
    // Run-time tables are asked for before anything is emptied (their list may be a projection's table).
    const owners = await ownedTables(trx, projections);
    const tables = await tablesNow(trx, projections);
    await emptyTables(trx, [...owners.keys()]);
    const types = [...new Set(projections.flatMap((p) => p.handles))];
    const batchSize = options.batchSize ?? 1000;
    let after = 0;
    let count = 0;
    let append: RecordedEvent[] = [];
    for (;;) {
      const { rows } = await sql<Selectable<EventsTable>>`
        select global_position, stream_id, stream_version, type, data, metadata, tx_id::text as tx_id, created_at
        from events
        where global_position > ${after} and type = any(${types}::text[])
        order by global_position
        limit ${batchSize}`.execute(trx);
      for (const row of rows) {
        const e = toRecorded(row);
        const last = append[append.length - 1];
        if (last && (last.txId !== e.txId || last.streamId !== e.streamId)) {
          await applyAppend(trx, projections, append, tables);
          append = [];
        }
        append.push(e);
        count++;
      }
      if (rows.length < batchSize) break;
      after = Number(rows[rows.length - 1]!.global_position);
    }
    if (append.length > 0) await applyAppend(trx, projections, append, tables);
    return { events: count, tables: [...owners.keys()] };
  };
  return options.trx ? run(options.trx) : store.db.transaction().execute(run);
}

/** Primary-key columns of a table (empty when it has none). */
async function primaryKey(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ attname: string }>`
    select a.attname from pg_index i
    join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = ${table}::regclass and i.indisprimary
    order by k.ord`.execute(db);
  return rows.map((r) => r.attname);
}

/**
 * Every row of each table, all columns, ordered by primary key (by every column when there is
 * none): the state a rebuild must reproduce.
 */
export async function snapshotTables(db: Db, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const pk = await primaryKey(db, table);
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    // Sorted here, not by the database: the same order whatever the collation.
    out[table] = sortRows(rows, pk.length > 0 ? pk : Object.keys(rows[0] ?? {}));
  }
  return out;
}

const keyOf = (v: unknown): string => (v instanceof Date ? v.toISOString() : (JSON.stringify(v) ?? ''));

function sortRows(rows: Record<string, unknown>[], columns: readonly string[]) {
  return [...rows].sort((a, b) => {
    for (const c of columns) {
      const x = keyOf(a[c]);
      const y = keyOf(b[c]);
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });
}
