import { z } from 'zod';
import { defineRoutes } from '../core/index';
import { NEWS_TYPE_CODES, PUBLIC_TYPE_MESSAGE, PUBLIC_TYPES, STUDIO_ACTIONS } from './constants';
import { portalSettingsSchema } from './settings';

const type = z.enum(PUBLIC_TYPES, { error: PUBLIC_TYPE_MESSAGE });
const name = z.string().trim().min(1, '请输入项目名称').max(200, '项目名称过长');
const id = z.string().trim().min(1, '请选择一条记录').max(100);

const typeQuery = z.object({ type: type.optional() });
const nameTypeQuery = z.object({ name, type });
const idQuery = z.object({ id });

/** A published sourcing project as the portal lists it (spec §3 item + id, bidCode, companyName, publishDate). */
export const announcementItem = z.object({
  id: z.string(),
  title: z.string(),
  type,
  /** 进行中, 已截止 or 已定标 (ANNOUNCEMENT_STATUS). */
  status: z.string(),
  subtitle: z.string(),
  info: z.array(z.object({ label: z.string(), value: z.string() })),
  content: z.string(),
  /** The deadline of its kind (registration, quote, planned start), China Standard Time `YYYY-MM-DD HH:mm:ss`. */
  date: z.string(),
  /** Whole days left until `date` (0 once passed). */
  countdown: z.number(),
  bidCode: z.string(),
  companyName: z.string(),
  publishDate: z.string(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

/** An awarded project (结果公示). */
export const resultItem = z.object({
  id: z.string(),
  type,
  title: z.string(),
  date: z.string(),
  companyName: z.string(),
  projectName: z.string(),
  bidCode: z.string(),
});
export type ResultItem = z.infer<typeof resultItem>;

/** The 结果公示 dialog of one project. */
export const resultDialog = z.object({
  title: z.string(),
  bidCode: z.string(),
  projectName: z.string(),
  updateTime: z.string(),
  supplierList: z.array(z.object({ title: z.string(), name: z.string() })),
});
export type ResultDialogModel = z.infer<typeof resultDialog>;

export const newsItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NEWS_TYPE_CODES),
  /** `YYYY-MM-DD`. */
  date: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsPage = z.object({
  records: z.array(newsItem),
  total: z.number(),
  current: z.number(),
  size: z.number(),
});
export type NewsPage = z.infer<typeof newsPage>;

export const portalStats = z.object({
  openOpportunities: z.number(),
  announcements: z.number(),
  results: z.number(),
  news: z.number(),
});
export type PortalStats = z.infer<typeof portalStats>;

/** A publication of the settings (门户设置 > 发布历史). */
export const portalPublication = z.object({
  /** The event's version in `portalSettings-<tenantId>`: what a revert names. */
  version: z.number(),
  publishedAt: z.string(),
  /** The publisher's user id and real name (the name when the user still exists). */
  publishedBy: z.string().nullable(),
  publishedByName: z.string().nullable(),
  /** Parts that differ from the publication before (the defaults for the first), in the studio's words. */
  changes: z.array(z.string()),
  settings: portalSettingsSchema,
});
export type PortalPublication = z.infer<typeof portalPublication>;

/** What is live and its version (0 and the defaults before the first publication): where a draft starts. */
export const liveSettings = z.object({ version: z.number(), settings: portalSettingsSchema });
export type LiveSettings = z.infer<typeof liveSettings>;

const DRAFT_VERSION = '草稿版本不正确，请刷新后再发布';
const JSON_OBJECT = '请求体必须是 JSON 对象';

/** The public portal (spec §7 "Portal"), no token: the portal tenant's data only (docs/portal.md "API"). */
export const portalViewRoutes = defineRoutes('portal', {
  portalPurchaseAnnouncement: {
    method: 'GET',
    path: '/portal/view/purchaseAnnouncement',
    summary: '门户：采购公告（可按类型）',
    access: 'public',
    query: typeQuery,
    result: z.array(announcementItem),
  },
  portalPurchaseAnnouncements: {
    method: 'GET',
    path: '/portal/view/purchaseAnnouncements',
    summary: '门户：按项目名称搜索采购公告',
    access: 'public',
    query: z.object({ likeName: z.string().trim().max(100, '关键字不能超过100个字符').optional() }),
    result: z.array(announcementItem),
  },
  portalAnnouncement: {
    method: 'GET',
    path: '/portal/view/announcement',
    summary: '门户：采购公告详情',
    access: 'public',
    query: idQuery,
    result: announcementItem,
  },
  portalResultAnnouncements: {
    method: 'GET',
    path: '/portal/view/resultAnnouncements',
    summary: '门户：结果公示',
    access: 'public',
    result: z.array(resultItem),
  },
  portalResultAnnouncement: {
    method: 'GET',
    path: '/portal/view/resultAnnouncement',
    summary: '门户：某类型的结果公示',
    access: 'public',
    query: typeQuery,
    result: z.array(resultItem),
  },
  portalResult: {
    method: 'GET',
    path: '/portal/view/portalResult',
    summary: '门户：结果公示详情（中标供应商）',
    access: 'public',
    query: nameTypeQuery,
    result: resultDialog,
  },
  portalInvitation: {
    method: 'GET',
    path: '/portal/view/invitation',
    summary: '门户：邀请函（按项目名称和类型）',
    access: 'public',
    query: nameTypeQuery,
    result: z.object({ content: z.string() }),
  },
  portalStats: {
    method: 'GET',
    path: '/portal/view/stats',
    summary: '门户：统计数据',
    access: 'public',
    result: portalStats,
  },
  portalNews: {
    method: 'GET',
    path: '/portal/view/news',
    summary: '门户：新闻资讯（分页）',
    access: 'public',
    query: z.object({
      type: z.enum(NEWS_TYPE_CODES, { error: '新闻类型不正确' }).optional(),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(12),
    }),
    result: newsPage,
  },
  portalNewsDetail: {
    method: 'GET',
    path: '/portal/view/newsDetail',
    summary: '门户：新闻详情',
    access: 'public',
    query: idQuery,
    result: newsItem,
  },
  portalSettings: {
    method: 'GET',
    path: '/portal/view/settings',
    summary: '门户：门户设置（已发布的设置，未发布部分取默认值）',
    access: 'public',
    result: portalSettingsSchema,
  },
});

/** 门户管理 > 门户设置 (the studio): staff of the portal tenant only. */
export const portalStudioRoutes = defineRoutes('portal', {
  portalSettingsLive: {
    method: 'GET',
    path: '/portal/settings/live',
    summary: '门户设置：当前发布的设置及其版本',
    access: STUDIO_ACTIONS.list,
    result: liveSettings,
  },
  portalSettingsPublish: {
    method: 'POST',
    path: '/portal/settings/publish',
    summary: '门户设置：发布（baseVersion 为草稿所基于的版本）',
    access: STUDIO_ACTIONS.publish,
    // The model itself (settings.ts) is validated by the domain's command, with the field named.
    body: z.looseObject(
      {
        baseVersion: z.number({ error: DRAFT_VERSION }).int(DRAFT_VERSION).min(0, DRAFT_VERSION).optional(),
      },
      { error: JSON_OBJECT },
    ),
    result: z.object({ version: z.number() }),
  },
  portalSettingsHistory: {
    method: 'GET',
    path: '/portal/settings/history',
    summary: '门户设置：发布历史',
    access: STUDIO_ACTIONS.list,
    result: z.array(portalPublication),
  },
  portalSettingsRevert: {
    method: 'POST',
    path: '/portal/settings/revert',
    summary: '门户设置：恢复某次发布（作为新的发布）',
    access: STUDIO_ACTIONS.revert,
    body: z.object(
      {
        version: z.coerce
          .number({ error: '请选择要恢复的版本' })
          .int('请选择要恢复的版本')
          .min(1, '请选择要恢复的版本'),
      },
      { error: JSON_OBJECT },
    ),
    result: z.object({ version: z.number() }),
  },
});
