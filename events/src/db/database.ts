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

export type SysUserTable = {
  id: string;
  tenant_id: string;
  username: string;
  realname: string;
  password_hash: string;
  supplier_id: string | null;
  is_show: number;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Generated<Date>;
};

export type AuthRevokedTokensTable = {
  token_id: string;
  user_id: string;
  expires_at: Date;
};

export type SysLoginLogTable = {
  /** The login event's global position. */
  position: number;
  tenant_id: string;
  user_id: string;
  ip: string | null;
  success: boolean;
  at: Date;
};

/** The one typed schema every module's queries use. */
export type Database = {
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
  subscription_checkpoints: SubscriptionCheckpointsTable;
  self_checks: SelfChecksTable;
  sys_user: SysUserTable;
  auth_revoked_tokens: AuthRevokedTokensTable;
  sys_login_log: SysLoginLogTable;
};

export type EventRow = Selectable<EventsTable>;
