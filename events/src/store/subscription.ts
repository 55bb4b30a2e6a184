import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Notifier } from '../db/notifier';
import { START, checkpointOf, type Checkpoint, type RecordedEvent, type Trx } from './types';

/** The part of the event store a subscription reads the log through (the store implements it). */
export type LogReader = {
  readonly db: Kysely<Database>;
  readonly notifier: Notifier;
  readBatch(
    after: Checkpoint,
    options?: { batchSize?: number; db?: Kysely<Database> | Trx },
  ): Promise<{ events: RecordedEvent[]; heldBack: boolean }>;
  head(db?: Kysely<Database> | Trx): Promise<Checkpoint>;
};

export type SubscriptionOptions = {
  /**
   * Durable subscriptions have a name: their checkpoint is stored, and a restart resumes there.
   * Without a name the checkpoint lives in memory only (e.g. a realtime gateway tailing live).
   */
  name?: string;
  /** Where an unnamed (or never-run named) subscription starts. Default: the beginning. */
  from?: 'beginning' | 'end' | Checkpoint;
  batchSize?: number;
  /** Fallback when a notification is lost (e.g. a rolled-back writer released the reader). */
  pollIntervalMs?: number;
  /**
   * Called with each batch in order. With `transactional`, it runs in the transaction that
   * moves the checkpoint, so its writes and the checkpoint commit together (exactly once).
   * Otherwise delivery is at least once: a crash before the checkpoint repeats the batch.
   */
  handle(events: readonly RecordedEvent[], trx?: Trx): Promise<void>;
  transactional?: boolean;
  /** A failing batch is retried after a pause; this hears about each failure. */
  onError?(error: unknown): void;
  retryDelayMs?: number;
};

export const subscriptionLock = (name: string) =>
  sql`pg_advisory_xact_lock(hashtext(${'srm.subscription:' + name}))`;

export class Subscription {
  private stopped = false;
  private wake: (() => void) | undefined;
  private pending = false;
  private loop: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private position: Checkpoint | undefined;
  private readonly caughtUpWaiters: Array<() => void> = [];

  constructor(
    private readonly store: LogReader,
    private readonly options: SubscriptionOptions,
  ) {
    if (options.transactional && !options.name) throw new Error('a transactional subscription needs a name');
  }

  /** The last read failed (cleared by the next successful one). */
  failing = false;

  /** The last checkpoint handled (undefined until the first read). */
  get checkpoint(): Checkpoint | undefined {
    return this.position;
  }

  start(): void {
    this.loop = this.run();
  }

  /** Resolves the next time the subscription has read everything visible. */
  caughtUp(): Promise<void> {
    return new Promise((resolve) => {
      this.caughtUpWaiters.push(resolve);
      this.poke();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.poke();
    await this.loop;
    await this.unlisten?.();
  }

  private poke = () => {
    this.pending = true;
    this.wake?.();
  };

  private async run(): Promise<void> {
    this.unlisten = await this.store.notifier.onAppended(this.poke);
    const { batchSize = 500, pollIntervalMs = 1000, retryDelayMs = 1000 } = this.options;
    let blockedPolls = 0;
    while (!this.stopped) {
      // Only a read that started after a caller asked proves it caught up for that caller.
      const waiters = this.caughtUpWaiters.splice(0);
      try {
        this.pending = false;
        const { read, heldBack } = await this.step(batchSize);
        this.failing = false;
        if (read >= batchSize) {
          this.caughtUpWaiters.unshift(...waiters);
          blockedPolls = 0;
          continue;
        }
        // A short batch read everything visible (one query per wake). But events may exist beyond
        // it: a transaction that is still open holds the reader back, and its end may send no
        // notification (rollback, no append).
        if (heldBack) {
          if (read > 0) blockedPolls = 0;
          this.caughtUpWaiters.unshift(...waiters);
          if (!this.pending) await this.sleep(Math.min(pollIntervalMs, 10 * 2 ** blockedPolls++));
          continue;
        }
        blockedPolls = 0;
        waiters.forEach((r) => r());
        if (!this.pending) await this.sleep(pollIntervalMs);
      } catch (e) {
        this.caughtUpWaiters.unshift(...waiters);
        this.failing = true;
        this.options.onError?.(e);
        if (!this.stopped) await this.sleep(retryDelayMs);
      }
    }
    this.caughtUpWaiters.splice(0).forEach((r) => r());
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
      if (this.stopped) done();
    });
  }

  private async initial(db: Kysely<Database> | Trx = this.store.db): Promise<Checkpoint> {
    const { from = 'beginning' } = this.options;
    if (from === 'beginning') return START;
    if (from === 'end') return this.store.head(db);
    return from;
  }

  /** Reads and handles one batch; returns how many events it handled, and whether more are held back. */
  private async step(batchSize: number): Promise<{ read: number; heldBack: boolean }> {
    const { name, transactional } = this.options;
    if (transactional && name) {
      return this.store.db.transaction().execute(async (trx) => {
        // One runner per name at a time, without taking a transaction id (that would hold back readers).
        await sql`select ${subscriptionLock(name)}`.execute(trx);
        const after = (await this.loadCheckpoint(trx, name)) ?? (await this.initial(trx));
        const { events, heldBack } = await this.store.readBatch(after, { batchSize, db: trx });
        if (events.length > 0) {
          await this.options.handle(events, trx);
          await this.saveCheckpoint(trx, name, checkpointOf(events[events.length - 1]!));
        }
        this.position = events.length > 0 ? checkpointOf(events[events.length - 1]!) : after;
        return { read: events.length, heldBack };
      });
    }
    if (!this.position) {
      this.position = (name && (await this.loadCheckpoint(this.store.db, name))) || (await this.initial());
    }
    const { events, heldBack } = await this.store.readBatch(this.position, { batchSize });
    if (events.length === 0) return { read: 0, heldBack };
    await this.options.handle(events);
    const next = checkpointOf(events[events.length - 1]!);
    if (name) await this.saveCheckpoint(this.store.db, name, next);
    this.position = next;
    return { read: events.length, heldBack };
  }

  private async loadCheckpoint(db: Kysely<Database> | Trx, name: string): Promise<Checkpoint | undefined> {
    const { rows } = await sql<{ tx_id: string; position: number }>`
      select tx_id::text as tx_id, position from subscription_checkpoints where name = ${name}`.execute(db);
    const r = rows[0];
    return r ? { txId: r.tx_id, position: Number(r.position) } : undefined;
  }

  private async saveCheckpoint(db: Kysely<Database> | Trx, name: string, c: Checkpoint): Promise<void> {
    await sql`
      insert into subscription_checkpoints (name, tx_id, position) values (${name}, ${c.txId}::xid8, ${c.position})
      on conflict (name) do update set tx_id = excluded.tx_id, position = excluded.position, updated_at = now()`.execute(
      db,
    );
  }
}

/** Forgets a durable subscription's checkpoint so it reads from the beginning again. */
export async function resetCheckpoint(db: Kysely<Database> | Trx, name: string): Promise<void> {
  await db.deleteFrom('subscription_checkpoints').where('name', '=', name).execute();
}
