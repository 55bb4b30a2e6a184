import { DomainError, portal, system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import { requirePermission, type AuthDeps } from '../auth/permissions';
import { auditView, registerCrud } from '../system/record-crud';

/** The demo tenant (华东玻纤集团) unless PORTAL_TENANT_ID says otherwise. */
export const DEFAULT_PORTAL_TENANT_ID = '1';

export type PortalDeps = AuthDeps & {
  /** The one tenant whose announcements, results, news and settings the public portal shows. */
  portalTenantId: string;
};

const TYPE_MESSAGE = '公告类型不正确，应为 tender、inquiry 或 bidding';
const type = z.enum(portal.PUBLIC_TYPES, { error: TYPE_MESSAGE });
const name = z.string().trim().min(1, '请输入项目名称').max(200, '项目名称过长');
const id = z.string().trim().min(1, '请选择一条记录').max(100);

const typeQuery = z.object({ type: type.optional() });
const likeNameQuery = z.object({
  likeName: z.string().trim().max(100, '关键字不能超过100个字符').optional(),
});
const nameTypeQuery = z.object({ name, type });
const idQuery = z.object({ id });
const newsQuery = z.object({
  type: z.enum(['company', 'industry'], { error: '新闻类型不正确' }).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
});

const revertBody = z.object(
  {
    version: z.coerce
      .number({ error: '请选择要恢复的版本' })
      .int('请选择要恢复的版本')
      .min(1, '请选择要恢复的版本'),
  },
  { error: '请求体必须是 JSON 对象' },
);

const publishBody = z.looseObject(
  {
    baseVersion: z
      .number({ error: '草稿版本不正确，请刷新后再发布' })
      .int('草稿版本不正确，请刷新后再发布')
      .min(0, '草稿版本不正确，请刷新后再发布')
      .optional(),
  },
  { error: '请求体必须是 JSON 对象' },
);

const newsList = listSpec({
  menuId: 'm-portal-news',
  fields: {
    title: { column: 'title', type: 'string' },
    type: { column: 'type', type: 'string' },
    newsDate: { column: 'news_date', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'newsDate', order: 'desc' },
});

/**
 * The public portal (spec §7 "Portal"), no token: published announcements and results of sourcing
 * projects, news, statistics and the portal settings of one tenant; plus 新闻管理 for staff.
 */
export const portalRoutes =
  (deps: PortalDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const now = () => deps.services.now();
    const tenant = deps.portalTenantId;
    const missing = () => new DomainError('NotFound', system.RECORD_NOT_FOUND);

    app.get('/portal/view/purchaseAnnouncement', async (req) => {
      const q = typeQuery.parse(req.query);
      return ok(await portal.listPublicAnnouncements(db(), tenant, { type: q.type, now: now() }));
    });

    app.get('/portal/view/purchaseAnnouncements', async (req) => {
      const q = likeNameQuery.parse(req.query);
      return ok(
        await portal.listPublicAnnouncements(db(), tenant, { likeName: q.likeName || undefined, now: now() }),
      );
    });

    app.get('/portal/view/announcement', async (req) => {
      const q = idQuery.parse(req.query);
      return ok((await portal.findPublicAnnouncement(db(), tenant, q.id, now())) ?? throwIt(missing()));
    });

    app.get('/portal/view/resultAnnouncements', async () => ok(await portal.listPublicResults(db(), tenant)));

    app.get('/portal/view/resultAnnouncement', async (req) => {
      const q = typeQuery.parse(req.query);
      return ok(await portal.listPublicResults(db(), tenant, { type: q.type }));
    });

    app.get('/portal/view/portalResult', async (req) => {
      const q = nameTypeQuery.parse(req.query);
      return ok((await portal.findPublicResult(db(), tenant, q.name, q.type)) ?? throwIt(missing()));
    });

    app.get('/portal/view/invitation', async (req) => {
      const q = nameTypeQuery.parse(req.query);
      return ok((await portal.findInvitation(db(), tenant, q.name, q.type)) ?? throwIt(missing()));
    });

    app.get('/portal/view/stats', async () => ok(await portal.portalCounts(db(), tenant, now())));

    app.get('/portal/view/news', async (req) => {
      const q = newsQuery.parse(req.query);
      const page = await portal.listPublicNews(db(), tenant, q);
      return ok({ ...page, current: q.pageNo, size: q.pageSize });
    });

    app.get('/portal/view/newsDetail', async (req) => {
      const q = idQuery.parse(req.query);
      return ok((await portal.findPublicNews(db(), tenant, q.id)) ?? throwIt(missing()));
    });

    app.get('/portal/view/settings', async () => ok(await portal.portalSettingsOf(db(), tenant)));

    // The studio (门户设置): staff of the portal tenant only; every publication one PortalSettingsPublished.
    const studioCaller = async (req: FastifyRequest, action: string) => {
      const caller = await requirePermission(deps, req, action);
      if (caller.tenantId !== tenant) throw new DomainError('Forbidden', '只能管理门户所属租户的门户设置');
      return caller;
    };
    const publish = async (
      caller: { userId: string; tenantId: string },
      model: unknown,
      baseVersion?: number,
    ) => {
      const r = await portal.publishPortalSettings(deps.services.store(), tenant, model, {
        metadata: { actor: caller.userId, tenantId: caller.tenantId },
        baseVersion,
      });
      return ok({ version: r.nextExpectedVersion }, r.appended ? '发布成功！' : '门户设置未变化');
    };

    // What is live and its version, where a draft starts (the public settings without the version).
    app.get('/portal/settings/live', async (req) => {
      await studioCaller(req, 'portal:settings:list');
      return ok(await portal.portalSettingsLive(db(), tenant));
    });

    // The body is the model; `baseVersion` (the live version the draft started from) is not part of it.
    app.post('/portal/settings/publish', async (req) => {
      const caller = await studioCaller(req, 'portal:settings:publish');
      const { baseVersion, ...model } = publishBody.parse(req.body ?? {});
      return publish(caller, model, baseVersion);
    });

    app.get('/portal/settings/history', async (req) => {
      await studioCaller(req, 'portal:settings:list');
      return ok(await portal.portalSettingsHistory(db(), tenant));
    });

    // Revert = publish that publication's model again, so the history stays append-only.
    app.post('/portal/settings/revert', async (req) => {
      const caller = await studioCaller(req, 'portal:settings:revert');
      const { version } = revertBody.parse(req.body ?? {});
      const settings = await portal.portalSettingsAt(db(), tenant, version);
      if (!settings) throw missing();
      return publish(caller, settings);
    });

    // 新闻管理 (staff): every change a RecordCreated/Updated/Deleted of `portalNews`.
    registerCrud(app, deps, {
      entity: 'portalNews',
      base: '/portal/news',
      action: 'portal:news',
      list: newsList,
      view: (r) => ({
        ...auditView(r),
        title: r.title,
        content: r.content,
        type: r.type,
        newsDate: r.news_date,
      }),
    });
  };

const throwIt = (e: Error): never => {
  throw e;
};
