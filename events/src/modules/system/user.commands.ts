import { DomainError, isUniqueViolation } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { userDecider, type UserCommand } from './user.decide';
import { userStreamId, type UserProfile } from './user.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };
const run = (store: EventStore, id: string, command: UserCommand, meta: Meta = {}) =>
  handleCommand(store, userStreamId(id), userDecider, command, meta);

export async function createUser(
  store: EventStore,
  command: Omit<Extract<UserCommand, { type: 'CreateUser' }>, 'type'>,
  meta: Meta = {},
) {
  try {
    return await run(store, command.id, { type: 'CreateUser', ...command }, meta);
  } catch (e) {
    // The username is unique across the platform (the inline projection's key says so at append time).
    if (isUniqueViolation(e, 'sys_user_username_key')) {
      throw new DomainError('ValidationFailed', '用户账号已存在', { field: 'username' });
    }
    throw uniquePhone(e);
  }
}

const uniquePhone = (e: unknown) =>
  isUniqueViolation(e, 'sys_user_phone_key')
    ? new DomainError('ValidationFailed', '该手机号已存在', { field: 'phone' })
    : e;

/**
 * The actor of the metadata is who asks: a user changing its own phone must have proved it with an
 * SMS code (`phoneVerified`, checked by the caller); see `decide`.
 */
export async function updateUser(
  store: EventStore,
  id: string,
  changes: Partial<UserProfile>,
  meta: Meta & { phoneVerified?: boolean } = {},
) {
  const { phoneVerified, ...rest } = meta;
  const actor = meta.metadata?.actor ?? null;
  try {
    return await run(
      store,
      id,
      { type: 'UpdateUser', changes, actor, ...(phoneVerified ? { phoneVerified } : {}) },
      rest,
    );
  } catch (e) {
    throw uniquePhone(e);
  }
}

/** The user's current department: one of its own, by org code within its tenant (never a supplier's user). */
export async function selectDepartment(
  store: EventStore,
  user: { id: string; tenantId: string },
  orgCode: string,
  meta: Meta = {},
) {
  const depart = await store.db
    .selectFrom('sys_depart')
    .select('id')
    .where('tenant_id', '=', user.tenantId)
    .where('org_code', '=', orgCode)
    .executeTakeFirst();
  return run(store, user.id, { type: 'SelectDepartment', orgCode, departId: depart?.id ?? null }, meta);
}

export const deleteUser = (store: EventStore, id: string, meta: Meta = {}) =>
  run(store, id, { type: 'DeleteUser' }, meta);

export const changePassword = (store: EventStore, id: string, passwordHash: string, meta: Meta = {}) =>
  run(store, id, { type: 'ChangePassword', passwordHash }, meta);

/** Logins of one account may arrive together (a shared account, several tabs): each is decided again on conflict. */
export const recordLogin = (
  store: EventStore,
  id: string,
  login: { passwordMatches: boolean; tokenId: string; now: Date },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    userStreamId(id),
    userDecider,
    { type: 'RecordLogin', ...login },
    { ...meta, maxAttempts: 20 },
  );

export const recordLogout = (
  store: EventStore,
  id: string,
  logout: { tokenId: string; expiresAt: string; now: Date },
  meta: Meta = {},
) => run(store, id, { type: 'RecordLogout', ...logout }, meta);
