import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EventsTable } from '../db/database';
import { EVENTS_CHANNEL, type Notifier } from '../db/notifier';
import { VersionConflictError, type ExpectedVersion } from '../errors';
import type { EventRegistry } from './registry';
import { streamTypeOf } from './registry';
import { Subscription, type SubscriptionOptions } from './subscription';
import {
  START,
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  type InlineProjection,
  type NewEvent,
  type RecordedEvent,
  type Trx,
} from './types';

export type EventStoreOptions = {
  db: Kysely<Database>;
  notifier: Notifier;
  registry: EventRegistry;
  inlineProjections?: readonly InlineProjection[];
};

export type ReadStreamResult = { version: number; events: RecordedEvent[] };

const UNIQUE_VIOLATION = '23505';
const pgCode = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
const constraintOf = (e: unknown): string =>
  typeof e === 'object' && e !== null && 'constraint' in e
    ? String((e as { constraint: unknown }).constraint)
    : '';

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
  private readonly inline: readonly InlineProjection[];

  constructor(options: EventStoreOptions) {
    this.db = options.db;
    this.notifier = options.notifier;
    this.registry = options.registry;
    this.inline = options.inlineProjections ?? [];
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
    const { trx, idempotencyKey } = options;
    if (trx) return this.appendIn(trx, streamId, parsed, options);
    if (idempotencyKey) {
      const earlier = await this.findIdempotent(this.db, idempotencyKey);
      if (earlier) return earlier;
    }
    try {
      return await this.db.transaction().execute((t) => this.appendIn(t, streamId, parsed, options));
    } catch (e) {
      // A concurrent retry of the same command won the race: answer with its result.
      if (idempotencyKey && (e instanceof VersionConflictError || pgCode(e) === UNIQUE_VIOLATION)) {
        const earlier = await this.findIdempotent(this.db, idempotencyKey);
        if (earlier) return earlier;
      }
      if (pgCode(e) === UNIQUE_VIOLATION && constraintOf(e) === 'events_stream_version_key') {
        throw new VersionConflictError(
          streamId,
          options.expectedVersion ?? 'any',
          await this.streamVersion(streamId),
        );
      }
      throw e;
    }
  }

  private async appendIn(
    trx: Trx,
    streamId: string,
    events: readonly NewEvent[],
    { expectedVersion = 'any', idempotencyKey, metadata }: AppendOptions,
  ): Promise<AppendResult> {
    const n = events.length;
    const version = await this.bumpVersion(trx, streamId, expectedVersion, n);
    const from = version - n + 1;
    const rows = await trx
      .insertInto('events')
      .values(
        events.map((e, i) => ({
          stream_id: streamId,
          stream_version: from + i,
          type: e.type,
          data: JSON.stringify(e.data),
          metadata: JSON.stringify({
            ...metadata,
            ...e.metadata,
            ...(idempotencyKey ? { idempotencyKey } : {}),
          }),
        })),
      )
      .returningAll()
      .execute();
    const recorded = rows.map(toRecorded).sort((a, b) => a.streamVersion - b.streamVersion);
    for (const p of this.inline) {
      const mine = recorded.filter((e) => p.handles.includes(e.type));
      if (mine.length > 0) await p.apply(trx, mine);
    }
    const first = recorded[0]!.globalPosition;
    const last = recorded[recorded.length - 1]!.globalPosition;
    if (idempotencyKey) {
      await trx
        .insertInto('idempotency_keys')
        .values({
          key: idempotencyKey,
          stream_id: streamId,
          first_position: first,
          last_position: last,
          from_version: from,
          to_version: version,
        })
        .execute();
    }
    // Delivered on commit only; readers re-query, so the payload carries nothing.
    await sql`select pg_notify(${EVENTS_CHANNEL}, '')`.execute(trx);
    return {
      streamId,
      appended: true,
      nextExpectedVersion: version,
      firstPosition: first,
      lastPosition: last,
      events: recorded,
    };
  }

  /** Moves the stream's version under a row lock; concurrent appenders to one stream queue here. */
  private async bumpVersion(
    trx: Trx,
    streamId: string,
    expected: ExpectedVersion,
    n: number,
  ): Promise<number> {
    let row: { version: number } | undefined;
    if (expected === 0 || expected === 'no_stream') {
      row = await trx
        .insertInto('streams')
        .values({ stream_id: streamId, stream_type: streamTypeOf(streamId), version: n })
        .onConflict((oc) => oc.column('stream_id').doNothing())
        .returning('version')
        .executeTakeFirst();
    } else if (expected === 'any') {
      row = await trx
        .insertInto('streams')
        .values({ stream_id: streamId, stream_type: streamTypeOf(streamId), version: n })
        .onConflict((oc) =>
          oc
            .column('stream_id')
            .doUpdateSet({ version: sql`streams.version + ${n}`, updated_at: sql`now()` }),
        )
        .returning('version')
        .executeTakeFirst();
    } else {
      let q = trx
        .updateTable('streams')
        .set({ version: sql`version + ${n}`, updated_at: sql`now()` })
        .where('stream_id', '=', streamId);
      if (typeof expected === 'number') q = q.where('version', '=', expected);
      row = await q.returning('version').executeTakeFirst();
    }
    if (!row) throw new VersionConflictError(streamId, expected, await this.streamVersion(streamId, trx));
    return Number(row.version);
  }

  private async findIdempotent(db: Kysely<Database> | Trx, key: string): Promise<AppendResult | undefined> {
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
    const row = await db
      .selectFrom('streams')
      .select('version')
      .where('stream_id', '=', streamId)
      .executeTakeFirst();
    return row ? Number(row.version) : 0;
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
    const [rows, version] = await Promise.all([q.execute(), this.streamVersion(streamId, db)]);
    return { version, events: rows.map(toRecorded) };
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
      order by tx_id, global_position
      limit ${batchSize}`.execute(db);
    return rows.map(toRecorded);
  }

  /** The checkpoint of the last event a global reader can see now (START if none). */
  async head(db: Kysely<Database> | Trx = this.db): Promise<Checkpoint> {
    const { rows } = await sql<{ tx_id: string; global_position: number }>`
      select tx_id::text as tx_id, global_position from events
      where tx_id < pg_snapshot_xmin(pg_current_snapshot())
      order by tx_id desc, global_position desc limit 1`.execute(db);
    const r = rows[0];
    return r ? { txId: r.tx_id, position: Number(r.global_position) } : START;
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
