import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SysUserTable } from '../../db/database';
import type { EventStore } from '../../store/event-store';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import { USER_STATUS, type UserEvent } from './user.events';

export type UserRow = Selectable<SysUserTable>;

const idOf = (e: RecordedEvent) => e.streamId.slice('user-'.length);

/** sys_user (and, for old streams' login events, the login log), written in the appending transaction. */
export const userProjection: InlineProjection = {
  name: 'sysUser',
  tables: ['sys_user', 'sys_user_role', 'sys_user_depart', 'sys_login_log'],
  handles: [
    'UserCreated',
    'UserPasswordChanged',
    'UserLoginSucceeded',
    'UserLoginFailed',
    'UserLocked',
    'UserLoggedOut',
    'UserUpdated',
    'UserDeleted',
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
              phone: e.data.phone ?? null,
              email: e.data.email ?? null,
              sex: e.data.sex ?? null,
              avatar: e.data.avatar ?? null,
              birthday: e.data.birthday ?? null,
              status: e.data.status ?? USER_STATUS.normal,
              org_code: e.data.orgCode ?? null,
            })
            .execute();
          await setLinks(trx, e.data.id, {
            roleIds: e.data.roleIds ?? [],
            departIds: e.data.departIds ?? [],
          });
          break;
        case 'UserUpdated': {
          const set: Record<string, unknown> = {};
          const links: { roleIds?: string[]; departIds?: string[] } = {};
          for (const [field, { to }] of Object.entries(e.data.changes)) {
            if (field === 'roleIds' || field === 'departIds') links[field] = to as string[];
            else if (field in PROFILE_COLUMNS)
              set[PROFILE_COLUMNS[field as keyof typeof PROFILE_COLUMNS]] = to;
          }
          if (Object.keys(set).length > 0) await user.set(set).execute();
          await setLinks(trx, idOf(recorded), links);
          break;
        }
        case 'UserDeleted':
          await setLinks(trx, idOf(recorded), { roleIds: [], departIds: [] });
          await trx.deleteFrom('sys_user').where('id', '=', idOf(recorded)).execute();
          break;
        case 'UserPasswordChanged':
          await user.set({ password_hash: e.data.passwordHash }).execute();
          break;
        case 'UserLoginSucceeded':
          await logLogin(trx, recorded, true, e.data.at);
          await user
            .set({ failed_logins: 0, locked_until: null, last_login_at: new Date(e.data.at) })
            .execute();
          break;
        case 'UserLoginFailed':
          await logLogin(trx, recorded, false, e.data.at);
          await user.set({ failed_logins: e.data.failedCount }).execute();
          break;
        case 'UserLocked':
          await user.set({ failed_logins: 0, locked_until: new Date(e.data.until) }).execute();
          break;
        case 'UserLoggedOut':
          // Old streams only: tokens of that time have no session row and are refused anyway.
          break;
      }
    }
  },
};

const PROFILE_COLUMNS = {
  realname: 'realname',
  phone: 'phone',
  email: 'email',
  sex: 'sex',
  avatar: 'avatar',
  birthday: 'birthday',
  status: 'status',
  isShow: 'is_show',
  orgCode: 'org_code',
  supplierId: 'supplier_id',
} as const;

/** Replaces a user's roles and/or departments (the link tables the permission queries join). */
async function setLinks(trx: Trx, userId: string, links: { roleIds?: string[]; departIds?: string[] }) {
  if (links.roleIds) {
    await trx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
    if (links.roleIds.length > 0)
      await trx
        .insertInto('sys_user_role')
        .values(links.roleIds.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
  }
  if (links.departIds) {
    await trx.deleteFrom('sys_user_depart').where('user_id', '=', userId).execute();
    if (links.departIds.length > 0)
      await trx
        .insertInto('sys_user_depart')
        .values(links.departIds.map((dep_id) => ({ user_id: userId, dep_id })))
        .execute();
  }
}

/** Login attempts for /sys/loginfo and /sys/visitInfo; the address comes from the request's metadata. */
async function logLogin(trx: Trx, e: RecordedEvent, success: boolean, at: string) {
  // The login route puts the tenant in the metadata; a writer that did not is looked up.
  const tenantId =
    typeof e.metadata.tenantId === 'string'
      ? e.metadata.tenantId
      : (await trx.selectFrom('sys_user').select('tenant_id').where('id', '=', idOf(e)).executeTakeFirst())
          ?.tenant_id;
  await trx
    .insertInto('sys_login_log')
    .values({
      position: e.globalPosition,
      tenant_id: tenantId ?? '0',
      user_id: idOf(e),
      ip: typeof e.metadata.ip === 'string' ? e.metadata.ip : null,
      success,
      at: new Date(at),
    })
    .execute();
}

export type LoginInfo = { totalVisitCount: number; todayVisitCount: number; todayIp: number };
export type VisitDay = { tian: string; type: string; visit: number; ip: number };

/** Business days are China Standard Time (UTC+8) days: the platform's users are there. */
export const BUSINESS_UTC_OFFSET_MINUTES = 480;
const DAY_MS = 86_400_000;
const shift = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
/** The start (as an instant) of the business day containing `now`. */
export const businessDayStart = (now: Date) =>
  new Date(Math.floor((now.getTime() + shift) / DAY_MS) * DAY_MS - shift);
const businessDay = sql<string>`to_char((at at time zone 'UTC') + make_interval(mins => ${BUSINESS_UTC_OFFSET_MINUTES}), 'YYYY-MM-DD')`;

/** Successful logins of a tenant: all time, today, and today's distinct addresses. */
export async function loginInfo(db: Kysely<Database>, tenantId: string, now: Date): Promise<LoginInfo> {
  const dayStart = businessDayStart(now);
  const row = await db
    .selectFrom('sys_login_log')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('position').filterWhere('at', '>=', dayStart).as('today'),
      eb.fn.count<number>('ip').distinct().filterWhere('at', '>=', dayStart).as('ips'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('success', '=', true)
    .executeTakeFirst();
  return {
    totalVisitCount: Number(row?.total ?? 0),
    todayVisitCount: Number(row?.today ?? 0),
    todayIp: Number(row?.ips ?? 0),
  };
}

/** The last `days` business days of successful logins (oldest first), days without any included. */
export async function visitInfo(
  db: Kysely<Database>,
  tenantId: string,
  now: Date,
  days = 7,
): Promise<VisitDay[]> {
  const start = new Date(businessDayStart(now).getTime() - (days - 1) * DAY_MS);
  const rows = await db
    .selectFrom('sys_login_log')
    .select((eb) => [
      businessDay.as('day'),
      eb.fn.countAll<number>().as('visit'),
      eb.fn.count<number>('ip').distinct().as('ip'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('success', '=', true)
    .where('at', '>=', start)
    .groupBy(sql`1`)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(start.getTime() + shift + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(d);
    return { type: d, tian: d.slice(5), visit: Number(r?.visit ?? 0), ip: Number(r?.ip ?? 0) };
  });
}

export const findUserByUsername = (db: Kysely<Database>, username: string) =>
  db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();

/** The password login's read: a named statement (planned once per connection, not per login). */
export const findUserForLogin = async (store: EventStore, username: string): Promise<UserRow | undefined> =>
  (
    await store.readNamed(
      'srm_login_user',
      store.db.selectFrom('sys_user').selectAll().where('username', '=', username).compile(),
    )
  )[0];

export const findUserByPhone = (db: Kysely<Database>, phone: string) =>
  db.selectFrom('sys_user').selectAll().where('phone', '=', phone).executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirst();
