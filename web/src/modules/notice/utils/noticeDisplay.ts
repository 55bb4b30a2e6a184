import type { DictItems } from '../../session';

export const SYSTEM_CATEGORY = '2';

/** Spec §2 "Announcement dialog": 系统公告 for category 2, 通知公告 otherwise. */
export const announcementTitle = (msgCategory: string | null | undefined): string =>
  msgCategory === SYSTEM_CATEGORY ? '系统公告' : '通知公告';

export type PriorityOption = { value: string; text: string; color: string };

/** Spec §3: L general, M important, H urgent (used when the `priority` dictionary is not loaded). */
export const DEFAULT_PRIORITIES: readonly PriorityOption[] = [
  { value: 'L', text: '一般', color: 'blue' },
  { value: 'M', text: '重要', color: 'orange' },
  { value: 'H', text: '紧急', color: 'red' },
];

/** The `priority` dictionary's options (texts and colours from the server), else the defaults. */
export const priorityOptions = (dicts: DictItems | null | undefined): readonly PriorityOption[] => {
  const items = dicts?.['priority'];
  if (!items?.length) return DEFAULT_PRIORITIES;
  return items.map((i) => ({
    value: i.value,
    text: i.text || i.label || i.title || i.value,
    color: i.color || DEFAULT_PRIORITIES.find((d) => d.value === i.value)?.color || 'default',
  }));
};

/** The option of one priority; an unknown value is shown as it is. */
export const priorityOption = (options: readonly PriorityOption[], value: string | null | undefined) =>
  value ? (options.find((o) => o.value === value) ?? { value, text: value, color: 'default' }) : null;

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO -> `YYYY-MM-DD HH:mm:ss` (spec §5 date-time) in the browser's zone; unparsable text as is. */
export const formatNoticeTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
};
