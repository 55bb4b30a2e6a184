import { DomainError, isUniqueViolation } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { checkAvatar, phoneTakenRefusal, type AccountReach } from './account.rules';
import { findFileByPath } from './file.projection';
import { findUserByPhone } from './user.projection';
import { endSessionsOfUser, inTransaction } from './session.commands';
import { sessionEndReasonOf } from './session.decide';
import { userDecider, type UserCommand } from './user.decide';
import { userStreamId, type UserEvent, type UserProfile } from './user.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };
const run = (store: EventStore, id: string, command: UserCommand, meta: Meta = {}) =>
  handleCommand(store, userStreamId(id), userDecider, command, meta);

/**
 * A change that ends the user's sessions (a new password, freezing, deleting, a role taken away:
 * `sessionEndReasonOf`) ends them in the same transaction: once it commits, no old token works.
 * `keepTokenId`: the session that changed its own password goes on.
 */
const runEndingSessions = (
  store: EventStore,
  id: string,
  command: UserCommand,
  meta: Meta & { keepTokenId?: string } = {},
) => {
  const { keepTokenId: _keep, ...plainMeta } = meta;
  return willEndSessions(store, id, command)
    .then((ends) => (ends ? undefined : run(store, id, command, plainMeta)))
    .then((done) => done ?? endingSessions(store, id, command, meta));
};

/**
 * Whether the command, decided on the stream as it is now, ends sessions; the ordinary path keeps
 * the store's own retries and its unique-key answers (该手机号已存在) for every other edit.
 */
async function willEndSessions(store: EventStore, id: string, command: UserCommand): Promise<boolean> {
  const { events } = await store.readStream(userStreamId(id));
  const state = events.reduce(
    (s, e) => userDecider.evolve(s, { type: e.type, data: e.data } as UserEvent),
    userDecider.initialState(),
  );
  return sessionEndReasonOf(userDecider.decide(command, state)) !== null;
}

const endingSessions = (
  store: EventStore,
  id: string,
  command: UserCommand,
  meta: Meta & { keepTokenId?: string },
) =>
  inTransaction(store, async (trx) => {
    const { keepTokenId, ...appendMeta } = meta;
    const result = await handleCommand(store, userStreamId(id), userDecider, command, { ...appendMeta, trx });
    const reason = sessionEndReasonOf(
      result.events.map((e) => ({ type: e.type, data: e.data }) as UserEvent),
    );
    const at = result.events[0]?.createdAt;
    if (reason && at) {
      await endSessionsOfUser(
        store,
        trx,
        id,
        { reason, now: at, ...(keepTokenId ? { exceptTokenId: keepTokenId } : {}) },
        { metadata: appendMeta.metadata },
      );
    }
    return result;
  });

/** `reach`: whose accounts the asking user may learn about (the user admin's), see `phoneTakenRefusal`. */
type UserMeta = Meta & { reach?: AccountReach };

export async function createUser(
  store: EventStore,
  command: Omit<Extract<UserCommand, { type: 'CreateUser' }>, 'type'>,
  meta: UserMeta = {},
) {
  const { reach, ...rest } = meta;
  try {
    return await run(store, command.id, { type: 'CreateUser', ...command }, rest);
  } catch (e) {
    // The username is unique across the platform (the inline projection's key says so at append time).
    if (isUniqueViolation(e, 'sys_user_username_key')) {
      throw new DomainError('ValidationFailed', '用户账号已存在', { field: 'username' });
    }
    throw await uniquePhone(store, e, command.phone, reach);
  }
}

/** The phone's unique key refused the write: say so in words the asking user may hear. */
async function uniquePhone(
  store: EventStore,
  e: unknown,
  phone: string | null | undefined,
  reach: AccountReach | undefined,
) {
  if (!isUniqueViolation(e, 'sys_user_phone_key')) return e;
  const holder = reach && phone ? await findUserByPhone(store.db, phone) : undefined;
  return phoneTakenRefusal(
    reach,
    holder ? { tenantId: holder.tenant_id, supplierId: holder.supplier_id } : null,
  );
}

/**
 * The actor of the metadata is who asks: a user changing its own phone must have proved it with an
 * SMS code (`phoneVerified`, checked by the caller); see `decide`.
 */
export async function updateUser(
  store: EventStore,
  id: string,
  changes: Partial<UserProfile>,
  meta: UserMeta & { phoneVerified?: boolean } = {},
) {
  const { phoneVerified, reach, ...rest } = meta;
  const actor = meta.metadata?.actor ?? null;
  try {
    return await runEndingSessions(
      store,
      id,
      { type: 'UpdateUser', changes, actor, ...(phoneVerified ? { phoneVerified } : {}) },
      rest,
    );
  } catch (e) {
    throw await uniquePhone(store, e, changes.phone, reach);
  }
}

/**
 * The signed-in user's own 基本设置. A new avatar must be an image its own
 * side uploaded (checkAvatar, the upload looked up here); the phone has its own way (decide).
 */
export async function updateOwnProfile(
  store: EventStore,
  user: { id: string; tenantId: string; supplierId: string | null; avatar: string | null },
  changes: Partial<UserProfile>,
  meta: Meta = {},
) {
  const avatar = changes.avatar;
  if (avatar != null && avatar !== user.avatar) {
    const file = await findFileByPath(store.db, avatar);
    checkAvatar(
      { tenantId: user.tenantId, supplierId: user.supplierId },
      file ? { tenantId: file.tenant_id, supplierId: file.supplier_id, mime: file.mime } : null,
    );
  }
  return updateUser(store, user.id, changes, meta);
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
  runEndingSessions(store, id, { type: 'DeleteUser' }, meta);

/** Ends every other session of the user; `keepTokenId` (the session that made its own change) goes on. */
export const changePassword = (
  store: EventStore,
  id: string,
  passwordHash: string,
  meta: Meta & { keepTokenId?: string } = {},
) => runEndingSessions(store, id, { type: 'ChangePassword', passwordHash }, meta);
