import type { HealthReport } from '@srm/contracts/platform';
import type { PushedEvent } from '@srm/contracts/realtime';

/** The answers' shapes are the contract's (`@srm/contracts/platform`); the live view's are the module's own. */
export type { HealthReport };

/** One answer of the health endpoint, also when it is HTTP 503 with `success: false`. */
export type HealthCheck = {
  success: boolean;
  message: string;
  report: HealthReport;
};

/** What the Socket.IO gateway emits: one entry of the global event log. */
export type LiveEvent = PushedEvent;

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
