import { randomUUID } from 'node:crypto';
import { system as contract } from '@srm/contracts';
import { system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { notVisible, requireCaller, requirePermission, type AuthDeps, type Caller } from '../auth/index';

/** The server-side actions of the announcement admin (seeded onto its menu buttons). */
export const ANNOUNCEMENT_ACTIONS = Object.values(contract.ANNOUNCEMENT_ACTIONS);
const {
  add: ADD,
  edit: EDIT,
  list: LIST,
  delete: DELETE,
  release: RELEASE,
  revoke: REVOKE,
} = contract.ANNOUNCEMENT_ACTIONS;
const routes = contract.announcementRoutes;

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

export const { LIST_BY_USER_DEFAULT, LIST_BY_USER_MAX } = contract;
/** readAll marks at most this many in one call. */
const READ_ALL_MAX = 1000;

const notFound = () => notVisible(system.ANNOUNCEMENT_NOT_FOUND);
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

    /** The caller may list (and so read) every announcement of its tenant. */
    const mayList = (req: FastifyRequest) =>
      requirePermission(deps, req, LIST).then(
        () => true,
        (e: unknown) => {
          if (e instanceof HttpError && e.status === 403) return false;
          throw e;
        },
      );
    const may = (action: string) => (req: FastifyRequest) => requirePermission(deps, req, action);
    const signedIn = (req: FastifyRequest) => requireCaller(deps, req);

    contractRoute(app, routes.announcementAdd, {
      auth: may(ADD),
      handler: async ({ caller, body }) => {
        const id = randomUUID();
        await system.createAnnouncement(
          store(),
          {
            id,
            tenantId: caller.tenantId,
            sender: caller.user.realname || caller.user.username,
            content: body,
          },
          meta(caller),
        );
        return ok({ id }, '添加成功！');
      },
    });

    for (const edit of [routes.announcementEdit, routes.announcementEditPost]) {
      contractRoute(app, edit, {
        auth: may(EDIT),
        handler: async ({ caller, body: { id, ...changes } }) => {
          await system.editAnnouncement(store(), id, caller.tenantId, changes, meta(caller));
          return ok(null, '编辑成功!');
        },
      });
    }

    contractRoute(app, routes.announcementList, {
      auth: may(LIST),
      handler: async ({ caller, query }) => {
        const base = db().selectFrom('sys_announcement').selectAll().where('tenant_id', '=', caller.tenantId);
        const page = await runListQuery(base, announcementList, parseListQuery(query, announcementList));
        const recipients = await system.recipientsOf(
          db(),
          page.records.map((r) => r.id),
        );
        return ok({
          ...page,
          records: page.records.map((r) => system.announcementView(r, recipients.get(r.id) ?? [])),
        });
      },
    });

    contractRoute(app, routes.announcementDelete, {
      auth: may(DELETE),
      handler: async ({ caller, query }) => {
        await system.deleteAnnouncement(store(), query.id, caller.tenantId, meta(caller));
        return ok(null, '删除成功!');
      },
    });

    /** All or nothing: one transaction; an id of another tenant refuses the whole batch. */
    contractRoute(app, routes.announcementDeleteBatch, {
      auth: may(DELETE),
      handler: async ({ caller, query }) => {
        await system.deleteAnnouncements(
          store(),
          { ids: query.ids, tenantId: caller.tenantId },
          meta(caller),
        );
        return ok(null, '批量删除成功!');
      },
    });

    contractRoute(app, routes.announcementRelease, {
      auth: may(RELEASE),
      handler: async ({ caller, query }) => {
        await system.releaseAnnouncement(store(), query.id, caller.tenantId, now(), meta(caller));
        return ok(null, '该系统通知发布成功');
      },
    });

    contractRoute(app, routes.announcementRevoke, {
      auth: may(REVOKE),
      handler: async ({ caller, query }) => {
        await system.revokeAnnouncement(store(), query.id, caller.tenantId, now(), meta(caller));
        return ok(null, '该系统通知撤销成功');
      },
    });

    /** The caller's unread announcements for the notification bell, notices and system ones apart. */
    contractRoute(app, routes.announcementListByUser, {
      auth: signedIn,
      handler: async ({ caller, query }) =>
        ok(
          await system.unreadAnnouncements(db(), {
            tenantId: caller.tenantId,
            userId: caller.userId,
            now: now(),
            limit: query.pageSize,
          }),
        ),
    });

    /** A released announcement addressed to the caller; any of its tenant's for one who may list them (ownership). */
    contractRoute(app, routes.announcementById, {
      auth: signedIn,
      handler: async ({ caller, query: { id }, req }) => {
        const found = await system.findAnnouncement(db(), caller.tenantId, id);
        if (!found) throw notFound();
        if (await mayList(req)) return ok(found);
        if (!(await system.isAnnouncementFor(db(), caller.tenantId, caller.userId, id))) throw notFound();
        return ok(system.recipientView(found, caller.userId));
      },
    });

    /** Marks an announcement released to the caller read (again: no change; not theirs: not found). */
    for (const mark of [routes.announcementMarkRead, routes.announcementMarkReadPost]) {
      contractRoute(app, mark, {
        auth: signedIn,
        handler: async ({ caller, body: { anntId } }) => {
          await system.markAnnouncementRead(
            store(),
            { anntId, userId: caller.userId, tenantId: caller.tenantId, now: now() },
            meta(caller),
          );
          return ok(null);
        },
      });
    }

    /** Everything released to the caller, read or not (the /messageSeting/annountCement page). */
    contractRoute(app, routes.announcementMine, {
      auth: signedIn,
      handler: async ({ caller, query }) => {
        const { readFlag, ...listParams } = query;
        let base = system.announcementsOfUser(db(), caller.tenantId, caller.userId);
        if (readFlag === '1') base = base.where('s.user_id', 'is not', null);
        if (readFlag === '0') base = base.where('s.user_id', 'is', null);
        const page = await runListQuery(
          base,
          myAnnouncementList,
          parseListQuery(listParams, myAnnouncementList),
        );
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
            openType: r.open_type as contract.OpenType | null,
            openPage: r.open_page,
            busId: r.bus_id,
            busType: r.bus_type,
            readFlag: Number(r.read_flag),
            readTime: r.read_time?.toISOString() ?? null,
          })),
        });
      },
    });

    /** Marks every unread announcement of the caller read (at most READ_ALL_MAX per call). */
    for (const readAll of [routes.announcementReadAll, routes.announcementReadAllPost]) {
      contractRoute(app, readAll, {
        auth: signedIn,
        handler: async ({ caller }) => {
          const count = await system.markAllAnnouncementsRead(
            store(),
            { userId: caller.userId, tenantId: caller.tenantId, now: now(), limit: READ_ALL_MAX },
            meta(caller),
          );
          return ok({ count }, '全部已读');
        },
      });
    }
  };
