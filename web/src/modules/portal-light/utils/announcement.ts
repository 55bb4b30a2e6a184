import { PUBLIC_TYPE_LABEL, PUBLIC_TYPES } from '@srm/contracts/portal';
import type { AnnouncementType } from '../types';

/** Tabs of the purchase announcements page (spec §2): 全部 / 招标 / 询价 / 竞价. */
export type PurchaseTab = 'all' | AnnouncementType;
export const PURCHASE_TABS: { key: PurchaseTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'tender', label: '招标' },
  { key: 'inquiry', label: '询价' },
  { key: 'bidding', label: '竞价' },
];
export const TYPE_LABEL = PUBLIC_TYPE_LABEL;
export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = PUBLIC_TYPES;

/** The date label of a tab: 报名截止时间 for all and tender, 报价截止时间 for inquiry, 计划开始时间 for bidding. */
export function dateLabel(tab: PurchaseTab): string {
  switch (tab) {
    case 'all':
    case 'tender':
      return '报名截止时间';
    case 'inquiry':
      return '报价截止时间';
    case 'bidding':
      return '计划开始时间';
    default: {
      const never: never = tab;
      return never;
    }
  }
}

export const COUNTDOWN_GREEN = '#52c41a';
export const COUNTDOWN_ORANGE = '#fa8c16';
export const COUNTDOWN_RED = '#f5222d';

/** Spec §2, §9: green at 10 days or more, orange from 5 to under 10, red below 5. */
export function countdownColor(days: number): string {
  if (days >= 10) return COUNTDOWN_GREEN;
  if (days >= 5) return COUNTDOWN_ORANGE;
  return COUNTDOWN_RED;
}

/** A tab from a query value (`?type=`), all when absent or unknown. */
export const tabOf = (value: string | null): PurchaseTab =>
  PURCHASE_TABS.some((t) => t.key === value) ? (value as PurchaseTab) : 'all';

/** A type from a query value, or the first type (tender) when absent or unknown. */
export const typeOf = (value: string | null): AnnouncementType =>
  ANNOUNCEMENT_TYPES.includes(value as AnnouncementType) ? (value as AnnouncementType) : 'tender';

/** Spec §2: choosing from home opens the list's tab with the item selected (`?type=&selected=`). */
export const selectedHref = (
  page: 'purchaseAnnouncement' | 'resultAnnouncement',
  type: AnnouncementType,
  id: string,
) => `/${page}?type=${type}&selected=${encodeURIComponent(id)}`;

/** The named route `detail` of an announcement (opened in a new window). */
export const detailHref = (id: string) => `/detail?id=${encodeURIComponent(id)}`;
export const newsDetailHref = (id: string) => `/newsDetail?id=${encodeURIComponent(id)}`;

/** Spec §2: industry news orange, other types blue. */
export const newsColor = (type: string) => (type === 'industry' ? 'orange' : 'blue');
export const NEWS_LABEL: Record<string, string> = { company: '公司新闻', industry: '行业新闻' };

/** Sign up without a session (spec §2 "Sign up while not logged in"). */
export const LOGIN_FIRST_MESSAGE = '请先登录或注册';

/** How many announcements each tab of the purchase page holds (全部 all of them). */
export function tabCounts(items: readonly { type: AnnouncementType }[]): Record<PurchaseTab, number> {
  const counts: Record<PurchaseTab, number> = { all: items.length, tender: 0, inquiry: 0, bidding: 0 };
  for (const i of items) counts[i.type] += 1;
  return counts;
}
