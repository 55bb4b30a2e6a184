import type { MyMessagesQuery } from '../types';

/** Spec §9 paging. */
export const MY_MESSAGES_PAGE_SIZE = 10;
export const MY_MESSAGES_PAGE_SIZES = [10, 20, 30];
/** Spec §9: the total text `a-b 共N条`. */
export const pageTotalText = (total: number, range: [number, number]) =>
  `${range[0]}-${range[1]} 共${total}条`;

/** What ProTable hands its `request` (form fields and paging). */
export type MyMessagesParams = {
  current?: number;
  pageSize?: number;
  titile?: string;
  sender?: string;
  msgCategory?: string;
  priority?: string;
  readFlag?: string;
};
export type SortOrder = 'ascend' | 'descend' | null | undefined;

const SORTABLE = new Set(['titile', 'msgCategory', 'priority', 'sender', 'sendTime', 'createTime']);

/** Spec §4 filter modes: contains wraps the text in asterisks. */
const contains = (v: string | undefined) => {
  const t = v?.trim();
  return t ? `*${t}*` : undefined;
};
const exact = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** ProTable's params and sorter -> the generic list query of getMyAnnouncementSend. */
export const toMyMessagesQuery = (
  params: MyMessagesParams,
  sort: Readonly<Record<string, SortOrder>> = {},
): MyMessagesQuery => {
  const query: MyMessagesQuery = {
    pageNo: params.current && params.current > 0 ? params.current : 1,
    pageSize: params.pageSize && params.pageSize > 0 ? params.pageSize : MY_MESSAGES_PAGE_SIZE,
  };
  const sorted = Object.entries(sort).find(([field, order]) => SORTABLE.has(field) && order);
  if (sorted) {
    query.column = sorted[0];
    query.order = sorted[1] === 'ascend' ? 'asc' : 'desc';
  }
  const titile = contains(params.titile);
  if (titile) query.titile = titile;
  const sender = contains(params.sender);
  if (sender) query.sender = sender;
  const msgCategory = exact(params.msgCategory);
  if (msgCategory) query.msgCategory = msgCategory;
  const priority = exact(params.priority);
  if (priority) query.priority = priority;
  if (params.readFlag === '0' || params.readFlag === '1') query.readFlag = params.readFlag;
  return query;
};
