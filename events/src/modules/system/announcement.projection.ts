import type { Announcement } from '@srm/contracts/system';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database, SysAnnouncementTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import {
  ANNOUNCEMENT_SEND_STATUS,
  MSG_CATEGORY,
  type AnnouncementContent,
  type AnnouncementEvent,
  type AnnouncementReadEvent,
} from './announcement.events';

export type AnnouncementRow = Selectable<SysAnnouncementTable>;

const idOf = (e: RecordedEvent) => e.streamId.slice('announcement-'.length);
const actorOf = (e: RecordedEvent) => (typeof e.metadata.actor === 'string' ? e.metadata.actor : null);
const dateOrNull = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);

/** Content fields -> columns (userIds live in sys_announcement_recipient). */
const CONTENT_COLUMNS = {
  titile: 'titile',
  msgContent: 'msg_content',
  msgCategory: 'msg_category',
  priority: 'priority',
  msgType: 'msg_type',
  openType: 'open_type',
  openPage: 'open_page',
  busId: 'bus_id',
  busType: 'bus_type',
  startTime: 'start_time',
  endTime: 'end_time',
} as const satisfies Partial<Record<keyof AnnouncementContent, keyof SysAnnouncementTable>>;
const TIME_FIELDS = new Set(['startTime', 'endTime']);

/** sys_announcement, its recipients and the read marks, written in the appending transaction. */
export const announcementProjection: InlineProjection = {
  name: 'sysAnnouncement',
  tables: ['sys_announcement', 'sys_announcement_recipient', 'sys_announcement_send'],
  handles: [
    'AnnouncementCreated',
    'AnnouncementEdited',
    'AnnouncementReleased',
    'AnnouncementRevoked',
    'AnnouncementDeleted',
    'AnnouncementRead',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as AnnouncementEvent | AnnouncementReadEvent;
      if (e.type === 'AnnouncementRead') {
        await trx
          .insertInto('sys_announcement_send')
          .values({
            annt_id: e.data.anntId,
            user_id: e.data.userId,
            tenant_id: e.data.tenantId,
            read_flag: 1,
            read_time: new Date(e.data.readTime),
          })
          .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing())
          .execute();
        continue;
      }
      const id = idOf(recorded);
      const row = trx.updateTable('sys_announcement').where('id', '=', id);
      switch (e.type) {
        case 'AnnouncementCreated': {
          const d = e.data;
          await trx
            .insertInto('sys_announcement')
            .values({
              id: d.id,
              tenant_id: d.tenantId,
              titile: d.titile,
              msg_content: d.msgContent,
              msg_category: d.msgCategory,
              priority: d.priority,
              msg_type: d.msgType,
              open_type: d.openType,
              open_page: d.openPage,
              bus_id: d.busId,
              bus_type: d.busType,
              start_time: dateOrNull(d.startTime),
              end_time: dateOrNull(d.endTime),
              sender: d.sender,
              send_status: ANNOUNCEMENT_SEND_STATUS.draft,
              send_time: null,
              cancel_time: null,
              created_at: recorded.createdAt,
              created_by: actorOf(recorded),
              updated_at: null,
              updated_by: null,
            })
            .execute();
          await setRecipients(trx, d.id, d.userIds);
          break;
        }
        case 'AnnouncementEdited': {
          const set: Record<string, unknown> = {
            updated_at: recorded.createdAt,
            updated_by: actorOf(recorded),
          };
          for (const [field, { to }] of Object.entries(e.data.changes)) {
            if (field === 'userIds') await setRecipients(trx, id, to as string[]);
            else if (field in CONTENT_COLUMNS) {
              set[CONTENT_COLUMNS[field as keyof typeof CONTENT_COLUMNS]] = TIME_FIELDS.has(field)
                ? dateOrNull(to)
                : to;
            }
          }
          await row.set(set).execute();
          break;
        }
        case 'AnnouncementReleased':
          await row
            .set({ send_status: ANNOUNCEMENT_SEND_STATUS.released, send_time: new Date(e.data.sendTime) })
            .execute();
          break;
        case 'AnnouncementRevoked':
          await row
            .set({ send_status: ANNOUNCEMENT_SEND_STATUS.revoked, cancel_time: new Date(e.data.at) })
            .execute();
          break;
        case 'AnnouncementDeleted':
          await trx.deleteFrom('sys_announcement_send').where('annt_id', '=', id).execute();
          await setRecipients(trx, id, []);
          await trx.deleteFrom('sys_announcement').where('id', '=', id).execute();
          break;
      }
    }
  },
};

async function setRecipients(trx: Trx, anntId: string, userIds: readonly string[]) {
  await trx.deleteFrom('sys_announcement_recipient').where('annt_id', '=', anntId).execute();
  if (userIds.length > 0) {
    await trx
      .insertInto('sys_announcement_recipient')
      .values(userIds.map((user_id) => ({ annt_id: anntId, user_id })))
      .execute();
  }
}

/** What the API answers for an announcement (the contract's shape, `@srm/contracts/system`). */
export type AnnouncementView = Announcement;

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export const announcementView = (a: AnnouncementRow, userIds: string[]): AnnouncementView => ({
  id: a.id,
  titile: a.titile,
  msgContent: a.msg_content,
  msgCategory: a.msg_category,
  priority: a.priority,
  msgType: a.msg_type as AnnouncementView['msgType'],
  userIds,
  openType: a.open_type as AnnouncementView['openType'],
  openPage: a.open_page,
  busId: a.bus_id,
  busType: a.bus_type,
  startTime: isoOrNull(a.start_time),
  endTime: isoOrNull(a.end_time),
  sender: a.sender,
  sendStatus: a.send_status,
  sendTime: isoOrNull(a.send_time),
  cancelTime: isoOrNull(a.cancel_time),
  createTime: a.created_at.toISOString(),
  createBy: a.created_by,
  updateTime: isoOrNull(a.updated_at),
  updateBy: a.updated_by,
});

/** The USER-mode recipients of each of `ids`. */
export async function recipientsOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('sys_announcement_recipient')
    .select(['annt_id', 'user_id'])
    .where('annt_id', 'in', ids)
    .orderBy('user_id')
    .execute();
  for (const r of rows) byId.get(r.annt_id)?.push(r.user_id);
  return byId;
}

/** One announcement of a tenant (another tenant's is not found), with its recipients. */
export async function findAnnouncement(
  db: Kysely<Database>,
  tenantId: string,
  id: string,
): Promise<AnnouncementView | undefined> {
  const row = await db
    .selectFrom('sys_announcement')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return undefined;
  return announcementView(row, (await recipientsOf(db, [id])).get(id) ?? []);
}

type AnnouncementScope = ExpressionBuilder<Database & { a: SysAnnouncementTable }, 'a'>;

/** The announcement `a` is addressed to the user: the whole tenant, or the user by name. */
const addressedTo = (eb: AnnouncementScope, userId: string) =>
  eb.or([
    eb('a.msg_type', '=', 'ALL'),
    eb.exists(
      eb
        .selectFrom('sys_announcement_recipient as r')
        .select('r.user_id')
        .whereRef('r.annt_id', '=', 'a.id')
        .where('r.user_id', '=', userId),
    ),
  ]);

const unreadBy = (eb: AnnouncementScope, userId: string) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('sys_announcement_send as s')
        .select('s.user_id')
        .whereRef('s.annt_id', '=', 'a.id')
        .where('s.user_id', '=', userId),
    ),
  );

/**
 * The released announcements of the user's tenant addressed to the user, each with its read flag
 * (1 read, 0 unread): the base of "my messages"; filters and paging are the caller's.
 */
export const announcementsOfUser = (db: Kysely<Database>, tenantId: string, userId: string) =>
  db
    .selectFrom('sys_announcement as a')
    .leftJoin('sys_announcement_send as s', (j) =>
      j.onRef('s.annt_id', '=', 'a.id').on('s.user_id', '=', userId),
    )
    .selectAll('a')
    .select([sql<number>`coalesce(s.read_flag, 0)`.as('read_flag'), 's.read_time'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.send_status', '=', ANNOUNCEMENT_SEND_STATUS.released)
    .where((eb) => addressedTo(eb, userId));

/**
 * What a recipient sees of an announcement: of a USER one's recipients, only itself. The whole list
 * would tell each recipient who else got it (e.g. which suppliers take part in a sourcing project).
 */
export const recipientView = (a: AnnouncementView, userId: string): AnnouncementView => ({
  ...a,
  userIds: a.msgType === 'USER' ? [userId] : [],
});

/** A released announcement of the tenant addressed to the user (what a recipient may open and mark read). */
export async function isAnnouncementFor(db: Kysely<Database>, tenantId: string, userId: string, id: string) {
  const row = await announcementsOfUser(db, tenantId, userId).where('a.id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export type UnreadAnnouncements = {
  anntMsgList: AnnouncementView[];
  anntMsgTotal: number;
  sysMsgList: AnnouncementView[];
  sysMsgTotal: number;
};

/**
 * The user's unread, unexpired released announcements, notices (msgCategory '1') and system
 * announcements ('2') apart, newest first: at most `limit` of each, with the full counts.
 */
export async function unreadAnnouncements(
  db: Kysely<Database>,
  o: { tenantId: string; userId: string; now: Date; limit: number },
): Promise<UnreadAnnouncements> {
  const base = db
    .selectFrom('sys_announcement as a')
    .where('a.tenant_id', '=', o.tenantId)
    .where('a.send_status', '=', ANNOUNCEMENT_SEND_STATUS.released)
    .where((eb) => eb.or([eb('a.end_time', 'is', null), eb('a.end_time', '>=', o.now)]))
    .where((eb) => addressedTo(eb, o.userId))
    .where((eb) => unreadBy(eb, o.userId));
  const list = (system: boolean) =>
    base
      .selectAll('a')
      .where('a.msg_category', system ? '=' : '<>', MSG_CATEGORY.system)
      .orderBy('a.send_time', 'desc')
      .orderBy('a.id')
      .limit(o.limit)
      .execute();
  const [counts, sys, annt] = await Promise.all([
    base
      .select([
        sql<number>`count(*) filter (where a.msg_category = ${MSG_CATEGORY.system})::int`.as('sys'),
        sql<number>`count(*) filter (where a.msg_category <> ${MSG_CATEGORY.system})::int`.as('annt'),
      ])
      .executeTakeFirst(),
    list(true),
    list(false),
  ]);
  const view = (a: AnnouncementRow) => announcementView(a, a.msg_type === 'USER' ? [o.userId] : []);
  return {
    anntMsgList: annt.map(view),
    anntMsgTotal: Number(counts?.annt ?? 0),
    sysMsgList: sys.map(view),
    sysMsgTotal: Number(counts?.sys ?? 0),
  };
}

/** The ids of the user's unread released announcements (for "mark all read"), at most `limit`. */
export async function unreadAnnouncementIds(
  db: Kysely<Database>,
  o: { tenantId: string; userId: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_announcement as a')
    .select('a.id')
    .where('a.tenant_id', '=', o.tenantId)
    .where('a.send_status', '=', ANNOUNCEMENT_SEND_STATUS.released)
    .where((eb) => addressedTo(eb, o.userId))
    .where((eb) => unreadBy(eb, o.userId))
    .orderBy('a.send_time', 'desc')
    .limit(o.limit)
    .execute();
  return rows.map((r) => r.id);
}
