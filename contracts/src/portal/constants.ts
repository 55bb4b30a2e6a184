/**
 * The portal's spec constants both sides need (docs/portal.md): public announcement types, news
 * types, status words, the studio's and 信息征集's buttons.
 */

/** tender 招标, inquiry 询价, bidding 竞价 (spec §3; the domain's kind for bidding is `auction`). */
export const PUBLIC_TYPES = ['tender', 'inquiry', 'bidding'] as const;
export type PublicType = (typeof PUBLIC_TYPES)[number];
export const isPublicType = (v: unknown): v is PublicType =>
  typeof v === 'string' && (PUBLIC_TYPES as readonly string[]).includes(v);
export const PUBLIC_TYPE_LABEL: Record<PublicType, string> = {
  tender: '招标',
  inquiry: '询价',
  bidding: '竞价',
};
export const PUBLIC_TYPE_MESSAGE = '公告类型不正确，应为 tender、inquiry 或 bidding';

/** Status words of an announcement as the portal shows them. */
export const ANNOUNCEMENT_STATUS = { open: '进行中', closed: '已截止', awarded: '已定标' } as const;

export const NEWS_TYPES = { company: '公司新闻', industry: '行业新闻' } as const;
export type NewsType = keyof typeof NEWS_TYPES;
export const NEWS_TYPE_CODES = Object.keys(NEWS_TYPES) as [NewsType, ...NewsType[]];

/** 信息征集 record status: pending 未处理, handled 已处理. */
export const PLAN_INFO_STATUS = { pending: '未处理', handled: '已处理' } as const;
export type PlanInfoStatus = keyof typeof PLAN_INFO_STATUS;

/** 门户管理 > 门户设置 (the studio): staff of the portal tenant only. */
export const STUDIO_ACTIONS = {
  list: 'portal:settings:list',
  publish: 'portal:settings:publish',
  revert: 'portal:settings:revert',
} as const;

/** 门户管理 > 信息征集. */
export const PLAN_INFO_MENU = 'm-portal-planinfo';
export const PLAN_INFO_ACTIONS = {
  list: 'portal:planInfo:list',
  handle: 'portal:planInfo:handle',
  invite: 'portal:planInfo:invite',
} as const;
/** Buyers read who signed up for their tenant's projects (button under 招标项目 in the seed). */
export const SIGN_UP_LIST_ACTION = 'sourcing:signUp:list';
