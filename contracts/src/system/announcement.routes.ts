import { z } from 'zod';
import { defineRoutes, listQuery, page } from '../core/index';

/** The server-side actions of the announcement admin (seeded onto its menu buttons). */
export const ANNOUNCEMENT_ACTIONS = {
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  list: 'system:announcement:list',
  delete: 'system:announcement:delete',
  release: 'system:announcement:release',
  revoke: 'system:announcement:revoke',
} as const;

/** The largest msgContent kept (rich-text editors may embed base64 images). */
export const MAX_MSG_CONTENT = 2_000_000;
/** listByUser answers at most this many of each category (the totals count them all). */
export const LIST_BY_USER_DEFAULT = 10;
export const LIST_BY_USER_MAX = 50;
/** deleteBatch takes at most this many ids. */
export const DELETE_BATCH_MAX = 1000;
/** Neither id nor ids given (or an empty list). */
export const SELECT_ONE = '请选择一条记录！';

/** '2' is a system announcement (系统公告), '1' a notice (通知公告). */
export const msgCategory = z.enum(['1', '2']);
export type MsgCategory = z.infer<typeof msgCategory>;
/** L 一般, M 重要, H 紧急. */
export const noticePriority = z.enum(['L', 'M', 'H']);
export type NoticePriority = z.infer<typeof noticePriority>;
/** ALL: everyone of the tenant; USER: the users in userIds. */
export const msgType = z.enum(['ALL', 'USER']);
/** 'url': a 处理 button to `openPage`; 'component': open the dynamic page `openPage`. */
export const openType = z.enum(['url', 'component']);
export type OpenType = z.infer<typeof openType>;

// ---- requests: the forms' lenient inputs ('' for none, numbers as strings, comma-joined ids) ----

const blankToNull = (v: unknown) => (v === '' ? null : v);
/** Text PostgreSQL can store (no NUL characters). */
const str = () => z.string().refine((v) => !v.includes('\u0000'), '包含非法字符');
const text = (max: number) => z.preprocess(blankToNull, str().trim().max(max).nullable());
/** Codes as the forms may send them ('1' or 1). */
const code = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(values));
/** ISO with a zone, or the forms' `YYYY-MM-DD HH:mm:ss` read as China Standard Time (the business clock). */
const time = z.preprocess(
  blankToNull,
  z
    .string()
    .max(40)
    .nullable()
    .transform((raw, ctx) => {
      if (raw === null) return null;
      const v = raw.trim();
      const local = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.test(v);
      const d = new Date(local ? `${v.replace(' ', 'T')}${v.length === 10 ? 'T00:00:00' : ''}+08:00` : v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: '不是有效的时间' });
        return z.NEVER;
      }
      return d.toISOString();
    }),
);
/** An array of ids, or the forms' comma-joined string. */
const userIds = z
  .union([z.array(str().trim().min(1).max(100)).max(5000), str().max(500_000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

const contentFields = {
  titile: str().trim().min(1, '请输入标题').max(200),
  msgContent: str().max(MAX_MSG_CONTENT),
  msgCategory: code(['1', '2']),
  priority: code(['L', 'M', 'H']),
  msgType: code(['ALL', 'USER']),
  userIds,
  openType: z.preprocess(blankToNull, openType.nullable()),
  openPage: text(500),
  busId: text(100),
  busType: text(100),
  startTime: time,
  endTime: time,
};
/** What an admin sends to add: omitted fields take these defaults. */
export const announcementAddBody = z.object({
  ...contentFields,
  msgContent: contentFields.msgContent.default(''),
  msgCategory: contentFields.msgCategory.default('1'),
  priority: contentFields.priority.default('L'),
  msgType: contentFields.msgType.default('ALL'),
  userIds: contentFields.userIds.default([]),
  openType: contentFields.openType.default(null),
  openPage: contentFields.openPage.default(null),
  busId: contentFields.busId.default(null),
  busType: contentFields.busType.default(null),
  startTime: contentFields.startTime.default(null),
  endTime: contentFields.endTime.default(null),
});
/** The add form's body as the web writes it. */
export type AnnouncementDraft = z.input<typeof announcementAddBody>;
/** An edit names the announcement and the fields it changes. */
export const announcementEditBody = z
  .object({ id: str().min(1).max(100), ...contentFields })
  .partial()
  .required({ id: true });

const idQuery = z.object({ id: str().min(1, SELECT_ONE).max(100) });
/** Comma-joined ids, as a list without blanks and repeats. */
const idsQuery = z.object({
  ids: str()
    .min(1, SELECT_ONE)
    .max(100_000)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ]),
});
const anntBody = z.object({ anntId: str().min(1).max(100) });
const limitQuery = z.object({
  pageSize: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(LIST_BY_USER_MAX).default(LIST_BY_USER_DEFAULT),
  ),
});
/** The generic list contract over titile, msgCategory, priority, sender, sendTime, createTime, plus the read state. */
const myMessagesQuery = listQuery.extend({ readFlag: z.enum(['0', '1']).optional() });
export type MyMessagesQuery = z.input<typeof myMessagesQuery>;

// ---- answers ----

/** One announcement as the API answers it (`titile` spelt so; msgContent is HTML the server sanitised). */
export const announcement = z.object({
  id: z.string(),
  titile: z.string(),
  msgContent: z.string(),
  msgCategory: z.string(),
  priority: z.string(),
  msgType: msgType,
  userIds: z.array(z.string()),
  openType: openType.nullable(),
  openPage: z.string().nullable(),
  busId: z.string().nullable(),
  busType: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  sender: z.string(),
  /** 0 draft, 1 released, 2 revoked. */
  sendStatus: z.number(),
  sendTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  createTime: z.string(),
  createBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  updateBy: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcement>;

/** `listByUser`: the caller's unread announcements, notices and system ones apart. */
export const unreadNotices = z.object({
  anntMsgList: z.array(announcement),
  anntMsgTotal: z.number(),
  sysMsgList: z.array(announcement),
  sysMsgTotal: z.number(),
});
export type UnreadNotices = z.infer<typeof unreadNotices>;

/** One row of 我的消息 (`getMyAnnouncementSend`). */
export const myMessage = z.object({
  id: z.string(),
  anntId: z.string(),
  titile: z.string(),
  msgContent: z.string(),
  msgCategory: z.string(),
  priority: z.string(),
  sender: z.string(),
  sendTime: z.string().nullable(),
  openType: openType.nullable(),
  openPage: z.string().nullable(),
  busId: z.string().nullable(),
  busType: z.string().nullable(),
  /** 1 read, 0 unread. */
  readFlag: z.number(),
  readTime: z.string().nullable(),
});
export type MyMessage = z.infer<typeof myMessage>;

const editRoute = {
  path: '/sys/annountCement/edit',
  summary: '编辑公告（仅未发布）',
  access: ANNOUNCEMENT_ACTIONS.edit,
  body: announcementEditBody,
  result: z.null(),
} as const;
const markReadRoute = {
  path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  summary: '标记公告为已读',
  access: 'user',
  body: anntBody,
  result: z.null(),
} as const;
const readAllRoute = {
  path: '/sys/sysAnnouncementSend/readAll',
  summary: '全部标为已读（每次至多1000条）',
  access: 'user',
  result: z.object({ count: z.number() }),
} as const;

/** 系统公告 / 通知公告 and 我的消息 (docs/auth.md "Announcements"). */
export const announcementRoutes = defineRoutes('system', {
  announcementAdd: {
    method: 'POST',
    path: '/sys/annountCement/add',
    summary: '新增公告（草稿）',
    access: ANNOUNCEMENT_ACTIONS.add,
    body: announcementAddBody,
    result: z.object({ id: z.string() }),
  },
  announcementEdit: { method: 'PUT', ...editRoute },
  announcementEditPost: { method: 'POST', ...editRoute },
  announcementList: {
    method: 'GET',
    path: '/sys/annountCement/list',
    summary: '公告列表（本租户）',
    access: ANNOUNCEMENT_ACTIONS.list,
    query: listQuery,
    result: page(announcement),
  },
  announcementDelete: {
    method: 'DELETE',
    path: '/sys/annountCement/delete',
    summary: '删除公告',
    access: ANNOUNCEMENT_ACTIONS.delete,
    query: idQuery,
    result: z.null(),
  },
  announcementDeleteBatch: {
    method: 'DELETE',
    path: '/sys/annountCement/deleteBatch',
    summary: '批量删除公告（全部或全不）',
    access: ANNOUNCEMENT_ACTIONS.delete,
    query: idsQuery,
    result: z.null(),
  },
  announcementRelease: {
    method: 'GET',
    path: '/sys/annountCement/doReleaseData',
    summary: '发布公告',
    access: ANNOUNCEMENT_ACTIONS.release,
    query: idQuery,
    result: z.null(),
  },
  announcementRevoke: {
    // Spelt so in the spec.
    method: 'GET',
    path: '/sys/annountCement/doReovkeData',
    summary: '撤销公告',
    access: ANNOUNCEMENT_ACTIONS.revoke,
    query: idQuery,
    result: z.null(),
  },
  announcementListByUser: {
    method: 'GET',
    path: '/sys/annountCement/listByUser',
    summary: '我的未读公告（通知与系统公告分开）',
    access: 'user',
    query: limitQuery,
    result: unreadNotices,
  },
  announcementById: {
    method: 'GET',
    path: '/sys/annountCement/queryById',
    summary: '公告详情',
    access: 'user',
    query: idQuery,
    result: announcement,
  },
  announcementMarkRead: { method: 'PUT', ...markReadRoute },
  announcementMarkReadPost: { method: 'POST', ...markReadRoute },
  announcementMine: {
    method: 'GET',
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    summary: '我的消息（已发布给我的公告及阅读状态）',
    access: 'user',
    query: myMessagesQuery,
    result: page(myMessage),
  },
  announcementReadAll: { method: 'PUT', ...readAllRoute },
  announcementReadAllPost: { method: 'POST', ...readAllRoute },
});
