import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the store notifies on commit of an append (payload empty: readers re-query). */
export const EVENTS_CHANNEL = 'srm_events';

export type Notifier = {
  /** `cb` runs after commits of appends; returns an unsubscribe function. */
  onAppended(cb: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

type Logger = { warn(msg: string): void };

/** A dedicated LISTEN connection that reconnects; subscribers also poll, so a gap only delays. */
export function pgNotifier(connectionString: string, log: Logger = console): Notifier {
  const listeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', () => listeners.forEach((l) => l()));
    c.on('error', (e) => {
      log.warn(`event notifications lost (${e.message}); polling until reconnected`);
      client = undefined;
      void c.end().catch(() => {});
      scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = c;
    // Events appended while disconnected: wake everyone once.
    listeners.forEach((l) => l());
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

export function pgliteNotifier(db: PGlite): Notifier {
  const listeners = new Set<() => void>();
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  return {
    async onAppended(cb) {
      listeners.add(cb);
      starting ??= db
        .listen(EVENTS_CHANNEL, () => listeners.forEach((l) => l()))
        .then((u) => {
          unlisten = u;
        });
      await starting;
      return async () => {
        listeners.delete(cb);
      };
    },
    async close() {
      listeners.clear();
      await starting;
      await unlisten?.().catch(() => {});
    },
  };
}
