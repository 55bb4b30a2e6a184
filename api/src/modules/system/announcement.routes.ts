import { randomUUID } from 'node:crypto';
import { DomainError, system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requireCaller, requirePermission, type AuthDeps, type Caller } from '../auth/permissions';

/** The server-side actions of the announcement admin (seeded onto its menu buttons). */
export const ANNOUNCEMENT_ACTIONS = [
  'system:announcement:add',
  'system:announcement:edit',
  'system:announcement:list',
  'system:announcement:delete',
  'system:announcement:release',
  'system:announcement:revoke',
] as const;
const [ADD, EDIT, LIST, DELETE, RELEASE, REVOKE] = ANNOUNCEMENT_ACTIONS;

/** The admin list's filter and sort fields (API name -> column). */
export const announcementList: ListSpec = {
  fields: {
    titile: { column: 'titile', type: 'string' },
    msgCategory: { column: 'msg_category', type: 'string' },
    priority: { column: 'priority', type: 'string' },
    msgType: { column: 'msg_type', type: 'string' },
    sendStatus: { column: 'send_status', type: 'number' },
    sender: { column: 'sender', type: 'string' },
    sendTime: { column: 'send_time', type: 'date' },
    startTime: { column: 'start_time', type: 'date' },
    endTime: { column: 'end_time', type: 'date' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/** "My messages" (/messageSeting/annountCement): filters over the caller's released announcements. */
export const myAnnouncementList: ListSpec = {
  fields: {
    titile: { column: 'a.titile', type: 'string' },
    msgCategory: { column: 'a.msg_category', type: 'string' },
    priority: { column: 'a.priority', type: 'string' },
    sender: { column: 'a.sender', type: 'string' },
    sendTime: { column: 'a.send_time', type: 'date' },
    createTime: { column: 'a.created_at', type: 'date' },
  },
  defaultSort: { field: 'sendTime', order: 'desc' },
};

/** listByUser answers at most this many of each category (the totals count them all). */
export const LIST_BY_USER_DEFAULT = 10;
export const LIST_BY_USER_MAX = 50;
/** readAll marks at most this many in one call. */
const READ_ALL_MAX = 1000;

const blankToNull = (v: unknown) => (v === '' ? null : v);
/** Text PostgreSQL can store (no NUL characters). */
const str = () => z.string().refine((v) => !v.includes('\u0000'), '包含非法字符');
const text = (max: number) => z.preprocess(blankToNull, str().trim().max(max).nullable());
/** Numbers as the forms may send them ('1' or 1). */
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
  msgContent: str().max(system.MAX_MSG_CONTENT),
  msgCategory: code(['1', '2']),
  priority: code(['L', 'M', 'H']),
  msgType: code(['ALL', 'USER']),
  userIds,
  openType: z.preprocess(blankToNull, z.enum(['url', 'component']).nullable()),
  openPage: text(500),
  busId: text(100),
  busType: text(100),
  startTime: time,
  endTime: time,
};
const addBody = z.object({
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
const editBody = z
  .object({ id: str().min(1).max(100), ...contentFields })
  .partial()
  .required({ id: true });
const idQuery = z.object({ id: str().min(1, '请选择一条记录！').max(100) });
const idsQuery = z.object({ ids: str().min(1, '请选择一条记录！').max(100_000) });
const anntBody = z.object({ anntId: str().min(1).max(100) });
const limitQuery = z.object({
  pageSize: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(LIST_BY_USER_MAX).default(LIST_BY_USER_DEFAULT),
  ),
});
const readFlagQuery = z.object({ readFlag: z.enum(['0', '1']).optional() });

const notFound = () => new DomainError('NotFound', system.ANNOUNCEMENT_NOT_FOUND);
const meta = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });

/**
 * Announcements (系统公告 / 通知公告), spec §7 Admin: the admin's add/edit/list/delete/release/revoke
 * behind button actions, and every user's unread list, detail and read marks. Tenant-scoped:
 * another tenant's announcement is not found, even by id.
 */
export const announcementRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const store = () => deps.services.store();
    const now = () => deps.services.now();

    /** USER-mode recipients must be users of the caller's tenant. */
    const checkRecipients = async (caller: Caller, ids: readonly string[] | undefined) => {
      const unique = [...new Set(ids ?? [])];
      if (unique.length === 0) return;
      const found = await db()
        .selectFrom('sys_user')
        .select('id')
        .where('id', 'in', unique)
        .where('tenant_id', '=', caller.tenantId)
        .execute();
      if (found.length !== unique.length) {
        throw new DomainError('ValidationFailed', '指定用户不存在', { field: 'userIds' });
      }
    };
    /** The caller may list (and so read) every announcement of its tenant. */
    const mayList = (req: FastifyRequest) =>
      requirePermission(deps, req, LIST).then(
        () => true,
        (e: unknown) => {
          if (e instanceof HttpError && e.status === 403) return false;
          throw e;
        },
      );

    app.post('/sys/annountCement/add', async (req) => {
      const caller = await requirePermission(deps, req, ADD);
      const { userIds, ...body } = addBody.parse(req.body ?? {});
      const recipients = body.msgType === 'USER' ? userIds : [];
      await checkRecipients(caller, recipients);
      const id = randomUUID();
      await system.createAnnouncement(
        store(),
        {
          id,
          tenantId: caller.tenantId,
          sender: caller.user.realname || caller.user.username,
          content: { ...body, userIds: recipients },
        },
        meta(caller),
      );
      return ok({ id }, '添加成功！');
    });

    const edit = async (req: FastifyRequest) => {
      const caller = await requirePermission(deps, req, EDIT);
      const { id, ...changes } = editBody.parse(req.body ?? {});
      await checkRecipients(caller, changes.userIds);
      await system.editAnnouncement(store(), id, caller.tenantId, changes, meta(caller));
      return ok(null, '编辑成功!');
    };
    app.put('/sys/annountCement/edit', edit);
    app.post('/sys/annountCement/edit', edit);

    app.get('/sys/annountCement/list', async (req) => {
      const caller = await requirePermission(deps, req, LIST);
      const query = parseListQuery(req.query as Record<string, unknown>, announcementList);
      const base = db().selectFrom('sys_announcement').selectAll().where('tenant_id', '=', caller.tenantId);
      const page = await runListQuery(base, announcementList, query);
      const recipients = await system.recipientsOf(
        db(),
        page.records.map((r) => r.id),
      );
      return ok({
        ...page,
        records: page.records.map((r) => system.announcementView(r, recipients.get(r.id) ?? [])),
      });
    });

    const remove = async (caller: Caller, ids: string[]) => {
      // All or nothing: every id must be the caller's tenant's before any is deleted.
      const found = await db()
        .selectFrom('sys_announcement')
        .select('id')
        .where('id', 'in', ids)
        .where('tenant_id', '=', caller.tenantId)
        .execute();
      if (found.length !== ids.length) throw notFound();
      for (const id of ids) await system.deleteAnnouncement(store(), id, caller.tenantId, meta(caller));
    };
    app.delete('/sys/annountCement/delete', async (req) => {
      const caller = await requirePermission(deps, req, DELETE);
      await remove(caller, [idQuery.parse(req.query).id]);
      return ok(null, '删除成功!');
    });
    app.delete('/sys/annountCement/deleteBatch', async (req) => {
      const caller = await requirePermission(deps, req, DELETE);
      const ids = [
        ...new Set(
          idsQuery
            .parse(req.query)
            .ids.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0 || ids.length > 1000)
        throw new DomainError('ValidationFailed', '请选择一条记录！');
      await remove(caller, ids);
      return ok(null, '批量删除成功!');
    });

    app.get('/sys/annountCement/doReleaseData', async (req) => {
      const caller = await requirePermission(deps, req, RELEASE);
      const { id } = idQuery.parse(req.query);
      await system.releaseAnnouncement(store(), id, caller.tenantId, now(), meta(caller));
      return ok(null, '该系统通知发布成功');
    });

    // Spelt so in the spec.
    app.get('/sys/annountCement/doReovkeData', async (req) => {
      const caller = await requirePermission(deps, req, REVOKE);
      const { id } = idQuery.parse(req.query);
      await system.revokeAnnouncement(store(), id, caller.tenantId, now(), meta(caller));
      return ok(null, '该系统通知撤销成功');
    });

    /** The caller's unread announcements for the notification bell, notices and system ones apart. */
    app.get('/sys/annountCement/listByUser', async (req) => {
      const caller = await requireCaller(deps, req);
      const { pageSize } = limitQuery.parse(req.query);
      return ok(
        await system.unreadAnnouncements(db(), {
          tenantId: caller.tenantId,
          userId: caller.userId,
          now: now(),
          limit: pageSize,
        }),
      );
    });

    /** A released announcement addressed to the caller; any of its tenant's for one who may list them. */
    app.get('/sys/annountCement/queryById', async (req) => {
      const caller = await requireCaller(deps, req);
      const { id } = idQuery.parse(req.query);
      const found = await system.findAnnouncement(db(), caller.tenantId, id);
      if (!found) throw notFound();
      if (
        !(await system.isAnnouncementFor(db(), caller.tenantId, caller.userId, id)) &&
        !(await mayList(req))
      ) {
        throw notFound();
      }
      return ok(found);
    });

    /** Marks an announcement addressed to the caller read (again: no change). */
    const markRead = async (req: FastifyRequest) => {
      const caller = await requireCaller(deps, req);
      const { anntId } = anntBody.parse(req.body ?? {});
      if (!(await system.isAnnouncementFor(db(), caller.tenantId, caller.userId, anntId))) throw notFound();
      await system.markAnnouncementRead(
        store(),
        { anntId, userId: caller.userId, tenantId: caller.tenantId, now: now() },
        meta(caller),
      );
      return ok(null);
    };
    app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', markRead);
    app.post('/sys/sysAnnouncementSend/editByAnntIdAndUserId', markRead);

    /** Everything released to the caller, read or not (the /messageSeting/annountCement page). */
    app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', async (req) => {
      const caller = await requireCaller(deps, req);
      const query = parseListQuery(req.query as Record<string, unknown>, myAnnouncementList);
      const { readFlag } = readFlagQuery.parse(req.query);
      let base = system.announcementsOfUser(db(), caller.tenantId, caller.userId);
      if (readFlag === '1') base = base.where('s.user_id', 'is not', null);
      if (readFlag === '0') base = base.where('s.user_id', 'is', null);
      const page = await runListQuery(base, myAnnouncementList, query);
      return ok({
        ...page,
        records: page.records.map((r) => ({
          id: r.id,
          anntId: r.id,
          titile: r.titile,
          msgContent: r.msg_content,
          msgCategory: r.msg_category,
          priority: r.priority,
          sender: r.sender,
          sendTime: r.send_time?.toISOString() ?? null,
          openType: r.open_type,
          openPage: r.open_page,
          busId: r.bus_id,
          busType: r.bus_type,
          readFlag: Number(r.read_flag),
          readTime: r.read_time?.toISOString() ?? null,
        })),
      });
    });

    /** Marks every unread announcement of the caller read (at most READ_ALL_MAX per call). */
    const readAll = async (req: FastifyRequest) => {
      const caller = await requireCaller(deps, req);
      const ids = await system.unreadAnnouncementIds(db(), {
        tenantId: caller.tenantId,
        userId: caller.userId,
        limit: READ_ALL_MAX,
      });
      for (const anntId of ids) {
        await system.markAnnouncementRead(
          store(),
          { anntId, userId: caller.userId, tenantId: caller.tenantId, now: now() },
          meta(caller),
        );
      }
      return ok({ count: ids.length }, '全部已读');
    };
    app.put('/sys/sysAnnouncementSend/readAll', readAll);
    app.post('/sys/sysAnnouncementSend/readAll', readAll);
  };
