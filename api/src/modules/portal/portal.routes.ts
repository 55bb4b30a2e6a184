import { portal as contract } from '@srm/contracts';
import { portal } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import { accessRefused, requirePermission, type AuthDeps } from '../auth/index';
import { auditView, crudRoutes, registerCrud } from '../system/index';

/** The demo tenant (华东玻纤集团) unless PORTAL_TENANT_ID says otherwise. */
export const DEFAULT_PORTAL_TENANT_ID = '1';

export type PortalDeps = AuthDeps & {
  /** The one tenant whose announcements, results, news and settings the public portal shows. */
  portalTenantId: string;
};

const routes = { ...contract.portalViewRoutes, ...contract.portalStudioRoutes };

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

    contractRoute(app, routes.portalPurchaseAnnouncement, {
      handler: async ({ query }) =>
        ok(await portal.listPublicAnnouncements(db(), tenant, { type: query.type, now: now() })),
    });

    contractRoute(app, routes.portalPurchaseAnnouncements, {
      handler: async ({ query }) =>
        ok(
          await portal.listPublicAnnouncements(db(), tenant, {
            likeName: query.likeName || undefined,
            now: now(),
          }),
        ),
    });

    contractRoute(app, routes.portalAnnouncement, {
      handler: async ({ query }) => ok(await portal.publicAnnouncement(db(), tenant, query.id, now())),
    });

    contractRoute(app, routes.portalResultAnnouncements, {
      handler: async () => ok(await portal.listPublicResults(db(), tenant)),
    });

    contractRoute(app, routes.portalResultAnnouncement, {
      handler: async ({ query }) => ok(await portal.listPublicResults(db(), tenant, { type: query.type })),
    });

    contractRoute(app, routes.portalResult, {
      handler: async ({ query }) => ok(await portal.publicResult(db(), tenant, query.name, query.type)),
    });

    contractRoute(app, routes.portalInvitation, {
      handler: async ({ query }) => ok(await portal.publicInvitation(db(), tenant, query.name, query.type)),
    });

    contractRoute(app, routes.portalStats, {
      handler: async () => ok(await portal.portalCounts(db(), tenant, now())),
    });

    contractRoute(app, routes.portalNews, {
      handler: async ({ query }) => {
        const page = await portal.listPublicNews(db(), tenant, query);
        return ok({ ...page, current: query.pageNo, size: query.pageSize });
      },
    });

    contractRoute(app, routes.portalNewsDetail, {
      handler: async ({ query }) => ok(await portal.publicNews(db(), tenant, query.id)),
    });

    contractRoute(app, routes.portalSettings, {
      handler: async () => ok(await portal.portalSettingsOf(db(), tenant)),
    });

    // The studio (门户设置): staff of the portal tenant only; every publication one PortalSettingsPublished.
    const studioCaller = (action: string) => async (req: FastifyRequest) => {
      const caller = await requirePermission(deps, req, action);
      if (caller.tenantId !== tenant) throw accessRefused('PortalOfOtherTenant');
      return caller;
    };
    const meta = (caller: { userId: string; tenantId: string }) => ({
      metadata: { actor: caller.userId, tenantId: caller.tenantId },
    });
    const published = (r: { appended: boolean; nextExpectedVersion: number }) =>
      ok({ version: r.nextExpectedVersion }, r.appended ? '发布成功！' : '门户设置未变化');

    // What is live and its version, where a draft starts (the public settings without the version).
    contractRoute(app, routes.portalSettingsLive, {
      auth: studioCaller(contract.STUDIO_ACTIONS.list),
      handler: async () => ok(await portal.portalSettingsLive(db(), tenant)),
    });

    // The body is the model; `baseVersion` (the live version the draft started from) is not part of it.
    contractRoute(app, routes.portalSettingsPublish, {
      auth: studioCaller(contract.STUDIO_ACTIONS.publish),
      handler: async ({ caller, body }) => {
        const { baseVersion, ...model } = body;
        return published(
          await portal.publishPortalSettings(deps.services.store(), tenant, model, {
            ...meta(caller),
            baseVersion,
          }),
        );
      },
    });

    contractRoute(app, routes.portalSettingsHistory, {
      auth: studioCaller(contract.STUDIO_ACTIONS.list),
      handler: async () => ok(await portal.portalSettingsHistory(db(), tenant)),
    });

    // Revert = publish that publication's model again, so the history stays append-only.
    contractRoute(app, routes.portalSettingsRevert, {
      auth: studioCaller(contract.STUDIO_ACTIONS.revert),
      handler: async ({ caller, body }) =>
        published(
          await portal.revertPortalSettings(deps.services.store(), db(), tenant, body.version, meta(caller)),
        ),
    });

    // 新闻管理 (staff): every change a RecordCreated/Updated/Deleted of `portalNews`.
    registerCrud(app, deps, {
      entity: 'portalNews',
      routes: crudRoutes('news', contract.newsRecordRoutes),
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
