import { auth as contract } from '@srm/contracts';
import { DomainError, type process as proc, type system } from '@srm/events';

/**
 * The only refusals the API makes itself (issue [ARCH] 4: a route parses, authenticates, authorizes,
 * calls and answers): authentication and authorization, with the contract's reasons. Every other
 * refusal is the domain's (events/src/modules/<m>/) or the contract's schema;
 * refusals.unit.spec.ts fails on a DomainError made anywhere else in api/src.
 */

type Fixed = keyof typeof contract.AUTH_ERRORS;

/** The caller did not prove who it is. A locked account answers 409, the other login refusals 400. */
export const notAuthenticated = (reason: Fixed, details?: Record<string, unknown>) =>
  new DomainError(
    reason === 'AccountLocked' ? 'IllegalState' : 'ValidationFailed',
    contract.AUTH_ERRORS[reason],
    details,
    reason,
  );

/** An SMS code proves the caller holds the phone (a login, a registration, a new phone of one's own). */
export const smsCodeRefused = (verdict: 'wrong' | 'expired', details?: Record<string, unknown>) =>
  notAuthenticated(verdict === 'wrong' ? 'SmsCodeWrong' : 'SmsCodeExpired', details);

export const casTicketRefused = (code: string) =>
  new DomainError('ValidationFailed', contract.casTicketRefused(code), undefined, 'CasTicketRefused');

export const unboundLogin = (provider: string) =>
  new DomainError('ValidationFailed', contract.loginUnbound(provider), undefined, 'LoginUnbound');

/** What a row outside the caller's reach is answered with: its module's not-found message, nothing more. */
type NotFoundMessage =
  | typeof system.USER_NOT_FOUND
  | typeof system.ANNOUNCEMENT_NOT_FOUND
  | typeof system.RECORD_NOT_FOUND
  | typeof proc.INSTANCE_NOT_FOUND;

/** Ownership: missing and not the caller's answer alike, so nothing tells the row exists. */
export const notVisible = (message: NotFoundMessage) =>
  new DomainError('NotFound', message, undefined, 'NotVisible');

/** Authorization beyond an action: the caller's tenant or data rules. A broken data rule refuses the list (409). */
export const accessRefused = (reason: keyof typeof contract.ACCESS_ERRORS) =>
  new DomainError(
    reason === 'DataRuleInvalid' ? 'IllegalState' : 'Forbidden',
    contract.ACCESS_ERRORS[reason],
    undefined,
    reason,
  );
