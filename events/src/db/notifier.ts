import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel appends are announced on (payload: the sending notifier's id, or empty; readers re-query). */
export const EVENTS_CHANNEL = 'srm_events';

export type Notifier = {
  /** `cb` runs after commits of appends (this process's at once, others' via NOTIFY). */
  onAppended(cb: () => void): Promise<() => Promise<void>>;
  /** Called by the store after an append committed. */
  appended(): void;
  /**
   * The payload of this notifier's NOTIFYs, for a statement that notifies as it commits (the store's
   * one-statement append); undefined where appends cannot notify that way (PGlite).
   */
  readonly id?: string;
  /** After a commit that sent its own NOTIFY (with `id`): wakes this process's subscribers only. */
  announced(): void;
  close(): Promise<void>;
};

type Logger = { warn(msg: string): void };

/**
 * Wakes this process's subscribers at once and announces the commit to other processes with a
 * NOTIFY sent after it, coalesced: while one NOTIFY is in flight, further appends share the next.
 * (A NOTIFY inside the appending transaction would serialise every commit on PostgreSQL's notify
 * queue lock.) If the process dies between commit and NOTIFY, other readers' polling covers it.
 */
function coalescingAnnouncer(local: () => void, send: () => Promise<unknown>) {
  let inFlight = false;
  let again = false;
  const run = () => {
    inFlight = true;
    send()
      .catch(() => {})
      .finally(() => {
        if (again) {
          again = false;
          run();
        } else inFlight = false;
      });
  };
  return () => {
    queueMicrotask(local);
    if (inFlight) again = true;
    else run();
  };
}

/**
 * A dedicated LISTEN connection that reconnects; subscribers also poll, so a gap only delays.
 * Its own after-commit NOTIFYs carry its id and are not heard back: their commits woke this
 * process's subscribers already (an echo would cost each of them one more read per append).
 */
export function pgNotifier(
  connectionString: string,
  send: (channel: string, payload: string) => Promise<unknown>,
  log: Logger = console,
): Notifier {
  const listeners = new Set<() => void>();
  const wakeAll = () => listeners.forEach((l) => l());
  const self = randomUUID();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    c.on('notification', (n) => {
      if (n.payload !== self) wakeAll();
    });
    c.on('error', (e) => {
      log.warn(`event notifications lost (${e.message}); polling until reconnected`);
      client = undefined;
      void c.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (e) {
      await c.end().catch(() => {});
      throw e;
    }
    client = c;
    // Events appended while disconnected: wake everyone once.
    wakeAll();
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect().catch(() => scheduleReconnect());
    }, 1000);
  };

  return {
    async onAppended(cb) {
      listeners.add(cb);
      if (!client && !connecting) {
        connecting = connect().catch((e: Error) => {
          log.warn(`LISTEN ${EVENTS_CHANNEL} failed (${e.message}); polling until it works`);
          scheduleReconnect();
        });
      }
      await connecting;
      return async () => {
        listeners.delete(cb);
      };
    },
    appended: coalescingAnnouncer(wakeAll, () => send(EVENTS_CHANNEL, self)),
    id: self,
    announced: () => queueMicrotask(wakeAll),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      await connecting;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

/** PGlite is one process: appends wake subscribers directly; LISTEN hears in-transaction NOTIFYs. */
export function pgliteNotifier(db: PGlite): Notifier {
  const listeners = new Set<() => void>();
  const wakeAll = () => listeners.forEach((l) => l());
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  return {
    async onAppended(cb) {
      listeners.add(cb);
      starting ??= db.listen(EVENTS_CHANNEL, wakeAll).then((u) => {
        unlisten = u;
      });
      await starting;
      return async () => {
        listeners.delete(cb);
      };
    },
    appended: () => queueMicrotask(wakeAll),
    announced: () => queueMicrotask(wakeAll),
    async close() {
      listeners.clear();
      await starting;
      await unlisten?.().catch(() => {});
    },
  };
}
