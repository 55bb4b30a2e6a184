import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { ExpectedVersion } from '../errors';

/** Who and why: stored with every event. The clock and actor come from the command, not the store. */
export type EventMetadata = {
  actor?: string;
  tenantId?: string;
  correlationId?: string;
  causationId?: string;
  idempotencyKey?: string;
  [key: string]: unknown;
};

export type NewEvent<T extends string = string, D = unknown> = { type: T; data: D; metadata?: EventMetadata };

export type RecordedEvent<T extends string = string, D = unknown> = {
  globalPosition: number;
  /** The writing transaction's id (xid8 as text): with globalPosition, the global read order. */
  txId: string;
  streamId: string;
  streamVersion: number;
  type: T;
  data: D;
  metadata: EventMetadata;
  createdAt: Date;
};

/** A place in the global log: everything up to and including (txId, position) has been read. */
export type Checkpoint = { txId: string; position: number };
export const START: Checkpoint = Object.freeze({ txId: '0', position: 0 });

export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => {
  const tx = BigInt(a.txId) - BigInt(b.txId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  return a.position - b.position;
};

export const checkpointOf = (e: RecordedEvent): Checkpoint => ({ txId: e.txId, position: e.globalPosition });

export type Trx = Transaction<Database>;

export type AppendOptions = {
  expectedVersion?: ExpectedVersion;
  /** A retried command with the same key appends nothing and gets the first append's result. */
  idempotencyKey?: string;
  /** Merged into every event's metadata. */
  metadata?: EventMetadata;
  /** Append inside the caller's transaction (then the caller commits). */
  trx?: Trx;
  /**
   * false: subscribers are not woken for this append (no wake here, no NOTIFY); they read it at
   * their next poll (`pollIntervalMs`) or wake. For events no live reader acts on (a login).
   */
  announce?: boolean;
};

export type AppendResult = {
  streamId: string;
  /** false when the idempotency key had been used: nothing was written this time. */
  appended: boolean;
  /** The stream's version after this append: the expectedVersion for the next one. */
  nextExpectedVersion: number;
  firstPosition: number;
  lastPosition: number;
  events: RecordedEvent[];
};

/** Applied inside the appending transaction, so the read table never lags its events. */
export type InlineProjection = {
  name: string;
  /**
   * The tables this projection owns: nothing else writes them, and a rebuild empties them and
   * replays the log into them (store/rebuild.ts; writing any other table fails the rebuild).
   */
  tables: readonly string[];
  /**
   * Tables another projection owns that this one also writes (columns it keeps there, e.g. the
   * login lock on `sys_user`): a rebuild allows these writes but leaves emptying to the owner.
   */
  alsoWrites?: readonly string[];
  /**
   * Owned tables that exist only at run time (the masterdata engine's generated tables, one per
   * declared entity): asked before a rebuild empties anything, and by the coverage check.
   */
  dynamicTables?(db: Kysely<Database> | Trx): Promise<readonly string[]>;
  handles: readonly string[];
  apply(trx: Trx, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional: what `apply` writes for one new event, as data-modifying statements that read the
   * appended row from the CTE `appended` (global_position, stream_version, tx_id, created_at);
   * undefined when `apply` must run. When every projection of an event says it so, a lone append
   * of that event is one statement instead of a transaction (a login: one round trip, not five).
   * It must write exactly what `apply` writes: the rebuild-equals-live tests compare the two.
   */
  statementsFor?(event: PendingEvent): readonly RawBuilder<unknown>[] | undefined;
};

/** A validated event not yet numbered by the store (what `statementsFor` sees). */
export type PendingEvent = { streamId: string; type: string; data: unknown; metadata: EventMetadata };
