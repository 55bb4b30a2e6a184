import type { BlacklistEntryRow } from '@srm/contracts/supplier';

export const BLACKLIST_STATE_TEXT: Record<BlacklistEntryRow['state'], string> = {
  active: '生效中',
  pending: '未开始',
  ended: '已到期',
  lifted: '已解除',
};

/** A blacklist period as read: 2026-11-27 至 2027-05-31, or 至 长期. */
export const periodText = (from: string, to: string | null) => `${from} 至 ${to ?? '长期'}`;

/** Days from `today` to `day` (both YYYY-MM-DD): negative once past. */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
