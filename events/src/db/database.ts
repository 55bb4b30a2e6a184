import type { ColumnType, Generated, Selectable } from 'kysely';

/** Column types as both drivers return them: int8 parsed to number, xid8 as text. */
export type EventsTable = {
  global_position: Generated<number>;
  stream_id: string;
  stream_version: number;
  type: string;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<EventMetadataRow, string, never>;
  tx_id: Generated<string>;
  created_at: Generated<Date>;
};

export type EventMetadataRow = Record<string, unknown>;

export type IdempotencyKeysTable = {
  key: string;
  stream_id: string;
  first_position: number;
  last_position: number;
  from_version: number;
  to_version: number;
  created_at: Generated<Date>;
};

export type SubscriptionCheckpointsTable = {
  name: string;
  tx_id: string;
  position: number;
  updated_at: Generated<Date>;
};

export type SelfChecksTable = {
  id: string;
  status: string;
  requested_at: Date;
  delay_ms: number;
  completed_at: Date | null;
  elapsed_ms: number | null;
  requested_by: string | null;
};

/** The one typed schema every module's queries use. */
export type Database = {
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
  subscription_checkpoints: SubscriptionCheckpointsTable;
  self_checks: SelfChecksTable;
};

export type EventRow = Selectable<EventsTable>;
