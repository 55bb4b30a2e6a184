/** Shapes the platform module shows. Server payloads are normalised into these (see utils/). */

export type HealthStatus = 'ok' | 'degraded';

export type DatabaseKind = 'postgres' | 'pglite';

/** `GET /api/health` result. Parts the server left out are `ok: false` with `null` details. */
export type HealthReport = {
  status: HealthStatus;
  database: { ok: boolean; kind: DatabaseKind | null };
  temporal: { ok: boolean; address: string | null };
  realtime: { ok: boolean; connections: number | null };
  version: string | null;
};

/** One answer of the health endpoint, also when it is HTTP 503 with `success: false`. */
export type HealthCheck = {
  success: boolean;
  message: string;
  report: HealthReport;
};

export type SelfCheckRequest = { delayMs: number };

/** `POST /api/platform/self-checks` result. */
export type SelfCheckStarted = {
  id: string;
  status: 'running';
  delayMs: number;
  requestedAt: string;
};

/** What the Socket.IO gateway emits as `event`: one entry of the global event log. */
export type LiveEvent = {
  position: number;
  streamId: string;
  type: string;
  data: unknown;
  createdAt: string;
};

export type LiveConnection = 'connecting' | 'connected' | 'disconnected';

export type SelfCheckOutcome = {
  id: string | null;
  streamId: string;
  elapsedMs: number | null;
  position: number;
};

export type LiveEventsState = {
  connection: LiveConnection;
  /** Newest first, at most LIVE_EVENTS_LIMIT. */
  events: readonly LiveEvent[];
  /** Position of the last event received, in delivery order: the resume point sent on reconnect. */
  lastPosition: number | null;
  /** Finished self-checks by check id (and by stream id), kept even after their event scrolls out of `events`. */
  selfChecks: Readonly<Record<string, SelfCheckOutcome>>;
};
