/** String-literal codes the API maps to HTTP statuses (api/src/http/errors.ts). */
export type DomainErrorCode =
  'ValidationFailed' | 'IllegalState' | 'NotFound' | 'Forbidden' | 'VersionConflict';

/**
 * A refusal the user should read: `message` is Chinese and shown as is. `reason`, when given, names
 * which refusal it is (a module's error reason declared in @srm/contracts, e.g. `ProcessEnded`):
 * code that must tell refusals apart compares `code` and `reason`, never the message.
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** PostgreSQL refused a row because of the named unique constraint (23505). */
export const isUniqueViolation = (e: unknown, constraint?: string): boolean =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: unknown }).code === '23505' &&
  (constraint === undefined || (e as { constraint?: unknown }).constraint === constraint);

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/** The stream moved on since the caller read it; nothing was written. */
export class VersionConflictError extends DomainError {
  override readonly name = 'VersionConflictError';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super('VersionConflict', '数据已被他人修改，请刷新后重试', { streamId, expectedVersion, actualVersion });
  }
}

export type InvalidEventReason =
  'UnknownStreamType' | 'UnknownEventType' | 'InvalidEventData' | 'InvalidStreamId';

/** An append the store refuses before writing anything: a programming or input error. */
export class InvalidEventError extends DomainError {
  override readonly name = 'InvalidEventError';
  declare readonly reason: InvalidEventReason;
  constructor(reason: InvalidEventReason, message: string, details?: Record<string, unknown>) {
    super('ValidationFailed', message, { reason, ...details }, reason);
  }
}

/** `number`: the stream must be at exactly this version (0 = must not exist yet). */
export type ExpectedVersion = number | 'any' | 'no_stream' | 'stream_exists';
