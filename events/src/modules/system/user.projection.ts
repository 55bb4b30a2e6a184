import type { Kysely, Selectable } from 'kysely';
import type { Database, SysUserTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { UserEvent } from './user.events';

export type UserRow = Selectable<SysUserTable>;

const idOf = (e: RecordedEvent) => e.streamId.slice('user-'.length);

/** sys_user and the revoked-token list, written in the appending transaction. */
export const userProjection: InlineProjection = {
  name: 'sysUser',
  handles: [
    'UserCreated',
    'UserPasswordChanged',
    'UserLoginSucceeded',
    'UserLoginFailed',
    'UserLocked',
    'UserLoggedOut',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as UserEvent;
      const user = trx.updateTable('sys_user').where('id', '=', idOf(recorded));
      switch (e.type) {
        case 'UserCreated':
          await trx
            .insertInto('sys_user')
            .values({
              id: e.data.id,
              tenant_id: e.data.tenantId,
              username: e.data.username,
              realname: e.data.realname,
              password_hash: e.data.passwordHash,
              supplier_id: e.data.supplierId,
              is_show: e.data.isShow,
              locked_until: null,
              last_login_at: null,
              created_at: recorded.createdAt,
            })
            .execute();
          break;
        case 'UserPasswordChanged':
          await user.set({ password_hash: e.data.passwordHash }).execute();
          break;
        case 'UserLoginSucceeded':
          await user
            .set({ failed_logins: 0, locked_until: null, last_login_at: new Date(e.data.at) })
            .execute();
          break;
        case 'UserLoginFailed':
          await user.set({ failed_logins: e.data.failedCount }).execute();
          break;
        case 'UserLocked':
          await user.set({ failed_logins: 0, locked_until: new Date(e.data.until) }).execute();
          break;
        case 'UserLoggedOut':
          await trx
            .insertInto('auth_revoked_tokens')
            .values({
              token_id: e.data.tokenId,
              user_id: idOf(recorded),
              expires_at: new Date(e.data.expiresAt),
            })
            .onConflict((oc) => oc.column('token_id').doNothing())
            .execute();
          break;
      }
    }
  },
};

export const findUserByUsername = (db: Kysely<Database>, username: string) =>
  db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirst();

export const isTokenRevoked = async (db: Kysely<Database>, tokenId: string) =>
  (await db
    .selectFrom('auth_revoked_tokens')
    .select('token_id')
    .where('token_id', '=', tokenId)
    .executeTakeFirst()) !== undefined;
