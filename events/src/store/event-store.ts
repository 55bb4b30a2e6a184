import { CompiledQuery, sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database, EventsTable } from '../db/database';
import { EVENTS_CHANNEL, type Notifier } from '../db/notifier';
import { isUniqueViolation, VersionConflictError, type ExpectedVersion } from '../errors';
import type { EventRegistry } from './registry';
import { Subscription, type SubscriptionOptions } from './subscription';
import {
  START,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type Checkpoint,
  type InlineProjection,
  type NewEvent,
  type RecordedEvent,
  type Trx,
} from './types';

/** Runs a named (server-side prepared) statement outside any transaction; see DatabaseHandle. */
export type PreparedQuery = (name: string, text: string, params: readonly unknown[]) => Promise<unknown[]>;

export type EventStoreOptions = {
  db: Kysely<Database>;
  prepared?: PreparedQuery;
  notifier: Notifier;
  registry: EventRegistry;
  inlineProjections?: readonly InlineProjection[];
};

export type ReadStreamResult = { version: number; events: RecordedEvent[] };

const isDuplicateVersion = (e: unknown) => isUniqueViolation(e, 'events_stream_version_key');

type AppendKind = 'new' | 'exact' | 'any' | 'exists';
/** 'any' and 'stream_exists' take the next free version rather than check a known one. */
const checksVersion = (e: ExpectedVersion) => typeof e === 'number' || e === 'no_stream';
const statements = new Map<string, string>();
const fusedNames = new Map<string, string>();
/** A name for a fused append's text (planned once per connection), for the first few texts seen. */
const statementName = (text: string): string | undefined => {
  let name = fusedNames.get(text);
  if (!name && fusedNames.size < 50) fusedNames.set(text, (name = `srm_fused_${fusedNames.size + 1}`));
  return name;
};

/**
 * The append statement for `n` events: number them after the version the stream must be at and
 * insert them. The unique (stream_id, stream_version) key is the concurrency check: of two
 * appenders of one version, the second waits for the first and then fails (isDuplicateVersion);
 * a stream below the expected version matches no row. Either way nothing is written.
 * Parameters: $1 stream id, $2 expected version (0 unless exact), then type, data, metadata per event.
 */
function appendStatement(kind: AppendKind, n: number): string {
  const key = `${kind}:${n}`;
  let text = statements.get(key);
  if (text) return text;
  const current = '(select coalesce(max(stream_version), 0) from events where stream_id = $1)';
  const [base, guard] = {
    new: ['$2::int', 'true'],
    exact: ['$2::int', 'exists (select 1 from events where stream_id = $1 and stream_version = $2::int)'],
    any: [`greatest($2::int, ${current})`, 'true'],
    exists: [`greatest($2::int, ${current})`, 'exists (select 1 from events where stream_id = $1)'],
  }[kind];
  const values = Array.from(
    { length: n },
    (_, i) => `(${i + 1}, $${3 * i + 3}, $${3 * i + 4}, $${3 * i + 5})`,
  );
  text = `insert into events (stream_id, stream_version, type, data, metadata)
    select $1, ${base} + x.ord, x.type, x.data::jsonb, x.metadata::jsonb
    from (values ${values.join(', ')}) as x(ord, type, data, metadata)
    where ${guard}
    order by x.ord
    returning global_position, stream_version, tx_id::text as tx_id, created_at`;
  if (n <= 10) statements.set(key, text); // the ones run as named statements
  return text;
}

export const toRecorded = (row: Selectable<EventsTable>): RecordedEvent => ({
  globalPosition: Number(row.global_position),
  txId: String(row.tx_id),
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
});

export class EventStore {
  readonly db: Kysely<Database>;
  readonly notifier: Notifier;
  private readonly registry: EventRegistry;
  /** Applied in every append's transaction; rebuildProjections replays the log through them. */
  readonly inlineProjections: readonly InlineProjection[];
  private readonly prepared: PreparedQuery | undefined;

  constructor(options: EventStoreOptions) {
    this.db = options.db;
    this.notifier = options.notifier;
    this.registry = options.registry;
    this.inlineProjections = options.inlineProjections ?? [];
    this.prepared = options.prepared;
  }

  /**
   * Appends events to one stream atomically. Validates every event first (nothing is written on
   * a bad one); refuses with VersionConflictError when the stream is not at `expectedVersion`.
   */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const parsed = events.map((e) => ({ ...e, data: this.registry.parse(streamId, e.type, e.data) }));
    const { trx, idempotencyKey, announce = true } = options;
    const expected = options.expectedVersion ?? 'any';
    if (trx) {
      if (idempotencyKey) {
        const earlier = await this.findIdempotent(idempotencyKey, trx);
        if (earlier) return earlier;
      }
      // No retry inside the caller's transaction: a lost race is a conflict the caller retries
      // (and a retried command then finds its idempotency key). Only the store's own keys mean a
      // race: a projection's unique violation is that projection's refusal and keeps its message.
      return this.appendIn(trx, streamId, parsed, options, announce).catch((e: unknown) => {
        throw isDuplicateVersion(e) || isUniqueViolation(e, 'idempotency_keys_pkey')
          ? new VersionConflictError(streamId, expected, -1)
          : e;
      });
    }
    if (idempotencyKey) {
      const earlier = await this.findIdempotent(idempotencyKey);
      if (earlier) return earlier;
    }
    const fused = idempotencyKey === undefined ? this.fusedAppend(streamId, parsed, options) : undefined;
    if (fused) {
      try {
        const result = await fused();
        if (announce) this.notifier.announced();
        return result;
      } catch (e) {
        if (!isDuplicateVersion(e)) throw e;
        throw new VersionConflictError(streamId, expected, await this.streamVersion(streamId));
      }
    }
    // One statement commits on its own; projections, idempotency keys and appends without a
    // version to check (they queue on the stream) need a transaction.
    const needsTransaction =
      idempotencyKey !== undefined ||
      !checksVersion(expected) ||
      this.inlineProjections.some((p) => parsed.some((e) => p.handles.includes(e.type)));
    for (let attempt = 1; ; attempt++) {
      try {
        const result = needsTransaction
          ? await this.db.transaction().execute((t) => this.appendIn(t, streamId, parsed, options, false))
          : await this.appendIn(this.db, streamId, parsed, options, false);
        if (announce) this.notifier.appended();
        return result;
      } catch (e) {
        // A concurrent retry of the same command won the race: answer with its result.
        if (idempotencyKey && (e instanceof VersionConflictError || isUniqueViolation(e))) {
          const earlier = await this.findIdempotent(idempotencyKey);
          if (earlier) return earlier;
        }
        if (!isDuplicateVersion(e)) throw e;
        // An append with an exact version (which takes no stream lock) took the next one: take the one after.
        if (!checksVersion(expected) && attempt < 5) continue;
        throw new VersionConflictError(streamId, expected, await this.streamVersion(streamId));
      }
    }
  }

  /**
   * A lone event with a version to check, whose projections all give their writes as statements
   * (InlineProjection.statementsFor): the append and those writes as one statement of
   * data-modifying CTEs, which commit together or not at all, with no transaction round trips.
   * Undefined when the ordinary path must run.
   */
  private fusedAppend(
    streamId: string,
    events: readonly NewEvent[],
    { expectedVersion = 'any', metadata, announce = true }: AppendOptions,
  ): (() => Promise<AppendResult>) | undefined {
    const e = events[0]!;
    if (events.length !== 1 || !checksVersion(expectedVersion)) return undefined;
    const meta: EventMetadata = { ...metadata, ...e.metadata };
    const writes: RawBuilder<unknown>[] = [];
    for (const p of this.inlineProjections) {
      if (!p.handles.includes(e.type)) continue;
      const statements = p.statementsFor?.({ streamId, type: e.type, data: e.data, metadata: meta });
      if (!statements) return undefined;
      writes.push(...statements);
    }
    if (writes.length === 0) return undefined;
    const version = typeof expectedVersion === 'number' ? expectedVersion : 0;
    // Other processes hear of it from the statement's own NOTIFY (no round trip after the commit).
    // It takes PostgreSQL's notify lock at commit, which serialises such commits: fine at logins' rates.
    const notifyAs = announce ? this.notifier.id : undefined;
    const guard =
      version === 0
        ? sql`true`
        : sql`exists (select 1 from events where stream_id = ${streamId} and stream_version = ${version}::int)`;
    const query = sql`with appended as (
        insert into events (stream_id, stream_version, type, data, metadata)
        select ${streamId}, ${version}::int + 1, ${e.type}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(meta)}::jsonb
        where ${guard}
        returning global_position, stream_version, tx_id, created_at)${sql.join(
          writes.map((w, i) => sql`, ${sql.raw(`w${i}`)} as (${w})`),
          sql``,
        )}
      select global_position, stream_version, tx_id::text as tx_id, created_at${
        notifyAs === undefined ? sql`` : sql`, pg_notify(${EVENTS_CHANNEL}, ${notifyAs})`
      }
      from appended`.compile(this.db);
    return async () => {
      const name = this.prepared && statementName(query.sql);
      const rows = (
        name
          ? await this.prepared!(name, query.sql, query.parameters)
          : (await this.db.executeQuery(query)).rows
      ) as Array<{ global_position: number; stream_version: number; tx_id: string; created_at: Date }>;
      const r = rows[0];
      if (!r) throw new VersionConflictError(streamId, expectedVersion, await this.streamVersion(streamId));
      const recorded: RecordedEvent = {
        globalPosition: Number(r.global_position),
        txId: String(r.tx_id),
        streamId,
        streamVersion: r.stream_version,
        type: e.type,
        data: e.data,
        metadata: meta,
        createdAt: r.created_at,
      };
      return {
        streamId,
        appended: true,
        nextExpectedVersion: recorded.streamVersion,
        firstPosition: recorded.globalPosition,
        lastPosition: recorded.globalPosition,
        events: [recorded],
      };
    };
  }

  private async appendIn(
    db: Kysely<Database> | Trx,
    streamId: string,
    events: readonly NewEvent[],
    { expectedVersion = 'any', idempotencyKey, metadata }: AppendOptions,
    notifyOnCommit: boolean,
  ): Promise<AppendResult> {
    if (!checksVersion(expectedVersion)) {
      // The next version is read in the statement: appenders of one stream take turns, the lock
      // taken before the statement so that its snapshot sees the previous holder's events.
      await sql`select pg_advisory_xact_lock(hashtext(${'srm.stream:' + streamId}))`.execute(db);
    }
    const recorded = await this.insertEvents(
      db,
      streamId,
      events,
      expectedVersion,
      (e) => ({ ...metadata, ...e.metadata, ...(idempotencyKey ? { idempotencyKey } : {}) }),
      notifyOnCommit,
    );
    const first = recorded[0]!;
    const last = recorded[recorded.length - 1]!;
    if (db.isTransaction) {
      const trx = db as Trx;
      for (const p of this.inlineProjections) {
        const mine = recorded.filter((e) => p.handles.includes(e.type));
        if (mine.length > 0) await p.apply(trx, mine);
      }
      if (idempotencyKey) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            key: idempotencyKey,
            stream_id: streamId,
            first_position: first.globalPosition,
            last_position: last.globalPosition,
            from_version: first.streamVersion,
            to_version: last.streamVersion,
          })
          .execute();
      }
    }
    return {
      streamId,
      appended: true,
      nextExpectedVersion: last.streamVersion,
      firstPosition: first.globalPosition,
      lastPosition: last.globalPosition,
      events: recorded,
    };
  }

  /** One statement (see appendStatement); only what the database decides comes back. */
  private async insertEvents(
    db: Kysely<Database> | Trx,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    metadataOf: (e: NewEvent) => EventMetadata,
    notifyOnCommit: boolean,
  ): Promise<RecordedEvent[]> {
    const kind: AppendKind =
      expected === 0 || expected === 'no_stream'
        ? 'new'
        : typeof expected === 'number'
          ? 'exact'
          : expected === 'any'
            ? 'any'
            : 'exists';
    const metadatas = events.map(metadataOf);
    const params: unknown[] = [streamId, typeof expected === 'number' ? expected : 0];
    events.forEach((e, i) => params.push(e.type, JSON.stringify(e.data), JSON.stringify(metadatas[i])));
    const text = appendStatement(kind, events.length);
    // Outside a transaction, a named statement is planned once per connection (half the cost of
    // an append); inside one, the transaction's own connection must run it.
    const rows = (
      !db.isTransaction && this.prepared && events.length <= 10
        ? await this.prepared(`srm_append_${kind}_${events.length}`, text, params)
        : (await db.executeQuery(CompiledQuery.raw(text, params))).rows
    ) as Array<{ global_position: number; stream_version: number; tx_id: string; created_at: Date }>;
    if (rows.length === 0) {
      throw new VersionConflictError(streamId, expected, await this.streamVersion(streamId, db));
    }
    // The caller commits: readers hear of it when it does (a NOTIFY is delivered on commit).
    if (notifyOnCommit) await sql`select pg_notify(${EVENTS_CHANNEL}, '')`.execute(db);
    rows.sort((a, b) => a.stream_version - b.stream_version);
    return rows.map((r, i) => ({
      globalPosition: Number(r.global_position),
      txId: String(r.tx_id),
      streamId,
      streamVersion: r.stream_version,
      type: events[i]!.type,
      data: events[i]!.data,
      metadata: metadatas[i]!,
      createdAt: r.created_at,
    }));
  }

  /**
   * The rows of a read that a hot path runs on every request (a login's user row): a named statement
   * where the driver has them (parsed and planned once per connection), else an ordinary query.
   * `name` must stay with one text.
   */
  async readNamed<R>(name: string, query: CompiledQuery<R>): Promise<R[]> {
    if (this.prepared) return (await this.prepared(name, query.sql, query.parameters)) as R[];
    return (await this.db.executeQuery(query)).rows;
  }

  /** The result of the append that used `key`, if one did (appended: false). */
  async findIdempotent(key: string, db: Kysely<Database> | Trx = this.db): Promise<AppendResult | undefined> {
    const k = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    if (!k) return undefined;
    const rows = await db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', k.stream_id)
      .where('stream_version', '>=', k.from_version)
      .where('stream_version', '<=', k.to_version)
      .orderBy('stream_version')
      .execute();
    return {
      streamId: k.stream_id,
      appended: false,
      nextExpectedVersion: k.to_version,
      firstPosition: Number(k.first_position),
      lastPosition: Number(k.last_position),
      events: rows.map(toRecorded),
    };
  }

  /** The stream's current version; 0 when it does not exist. */
  async streamVersion(streamId: string, db: Kysely<Database> | Trx = this.db): Promise<number> {
    const { rows } = await sql<{ v: number }>`
      select coalesce(max(stream_version), 0)::int as v from events where stream_id = ${streamId}`.execute(
      db,
    );
    return Number(rows[0]?.v ?? 0);
  }

  /** Events of one stream in version order, from `fromVersion` (inclusive). */
  async readStream(
    streamId: string,
    { fromVersion = 1, maxCount, trx }: { fromVersion?: number; maxCount?: number; trx?: Trx } = {},
  ): Promise<ReadStreamResult> {
    const db = trx ?? this.db;
    let q = db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', streamId)
      .where('stream_version', '>=', fromVersion)
      .orderBy('stream_version');
    if (maxCount !== undefined) q = q.limit(maxCount);
    const events = (await q.execute()).map(toRecorded);
    // Read to the end, the last event is the version (one snapshot: a decision on these events
    // must append after exactly them); otherwise ask.
    // An empty read from the start is version 0 in that same snapshot: asking again could see a
    // first event committed since, and a decision on no events would then append after it.
    const last = events[events.length - 1];
    const version =
      last && maxCount === undefined
        ? last.streamVersion
        : !last && fromVersion <= 1
          ? 0
          : await this.streamVersion(streamId, db);
    return { version, events };
  }

  /**
   * The next batch of the global log after `after`, in commit-consistent order. Only rows of
   * transactions older than every transaction still running are read, so an event committed
   * late by a concurrent writer is never skipped: the reader waits for it instead.
   */
  async readAll(
    after: Checkpoint = START,
    {
      batchSize = 500,
      upTo,
      db = this.db,
    }: { batchSize?: number; upTo?: Checkpoint; db?: Kysely<Database> | Trx } = {},
  ): Promise<RecordedEvent[]> {
    const { rows } = await sql<Selectable<EventsTable>>`
      select global_position, stream_id, stream_version, type, data, metadata, tx_id::text as tx_id, created_at
      from events
      where (tx_id, global_position) > (${after.txId}::xid8, ${after.position}::bigint)
        and tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ${upTo ? sql`and (tx_id, global_position) <= (${upTo.txId}::xid8, ${upTo.position}::bigint)` : sql``}
      order by events.tx_id, events.global_position
      limit ${batchSize}`.execute(db);
    return rows.map(toRecorded);
  }

  /** The checkpoint of the last event a global reader can see now (START if none). */
  async head(db: Kysely<Database> | Trx = this.db): Promise<Checkpoint> {
    const { rows } = await sql<{ tx_id: string; global_position: number }>`
      select tx_id::text as tx_id, global_position from events
      where tx_id < pg_snapshot_xmin(pg_current_snapshot())
      order by events.tx_id desc, events.global_position desc limit 1`.execute(db);
    const r = rows[0];
    return r ? { txId: r.tx_id, position: Number(r.global_position) } : START;
  }

  /**
   * readAll's next batch, and in the same snapshot whether rows beyond `after` are held back
   * (committed by transactions newer than the oldest one still running, which may end without a
   * notification). A batch shorter than `batchSize` with nothing held back has caught up: the
   * reader need not ask again until it is woken. Such a row exists iff the log's last row is one
   * (one backward index probe; an EXISTS over the range was planned as a scan of the whole log).
   * Orders name `events.tx_id`: a bare `tx_id` is the text alias, which sorts '10' before '9'.
   */
  async readBatch(
    after: Checkpoint,
    { batchSize = 500, db = this.db }: { batchSize?: number; db?: Kysely<Database> | Trx } = {},
  ): Promise<{ events: RecordedEvent[]; heldBack: boolean }> {
    const { rows } = await sql<Partial<Selectable<EventsTable>> & { held_back: boolean }>`
      select b.*, h.held_back
      from (select exists (
          select 1 from (
            select tx_id, global_position from events order by tx_id desc, global_position desc limit 1
          ) as last
          where last.tx_id >= pg_snapshot_xmin(pg_current_snapshot())
            and (last.tx_id, last.global_position) > (${after.txId}::xid8, ${after.position}::bigint)
        ) as held_back) as h
      left join lateral (
        select global_position, stream_id, stream_version, type, data, metadata, tx_id::text as tx_id,
          created_at, tx_id as tx_order
        from events
        where (tx_id, global_position) > (${after.txId}::xid8, ${after.position}::bigint)
          and tx_id < pg_snapshot_xmin(pg_current_snapshot())
        order by events.tx_id, events.global_position
        limit ${batchSize}) as b on true
      order by b.tx_order, b.global_position`.execute(db);
    return {
      events: rows
        .filter((r) => r.global_position != null)
        .map((r) => toRecorded(r as Selectable<EventsTable>)),
      heldBack: rows[0]?.held_back === true,
    };
  }

  /** The checkpoint of a known event position (a client that remembers only positions resumes from it). */
  async checkpointAt(position: number): Promise<Checkpoint | undefined> {
    if (position === 0) return START;
    const { rows } = await sql<{ tx_id: string }>`
      select tx_id::text as tx_id from events where global_position = ${position}`.execute(this.db);
    return rows[0] ? { txId: rows[0].tx_id, position } : undefined;
  }

  subscribe(options: SubscriptionOptions): Subscription {
    const s = new Subscription(this, options);
    s.start();
    return s;
  }
}
