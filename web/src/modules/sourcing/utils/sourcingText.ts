import type { ProjectStatus, RequisitionStatus } from '@srm/contracts/sourcing';
import type { Dayjs } from 'dayjs';

export const PROJECT_STATUS_COLOR: Record<ProjectStatus, string> = {
  draft: 'default',
  pendingApproval: 'orange',
  published: 'blue',
  registration: 'cyan',
  bidding: 'processing',
  evaluation: 'purple',
  pendingAward: 'orange',
  awarded: 'green',
  resultPublished: 'success',
  cancelled: 'red',
};
export const REQUISITION_STATUS_COLOR: Record<RequisitionStatus, string> = {
  draft: 'default',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** A deadline as the API wants it: the picked minute with its offset (the domain refuses seconds). */
export const wholeMinute = (d: Dayjs) => d.second(0).millisecond(0).format();

export const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }).replace(/:\d{2}$/, '') : '-';

/**
 * A line's award split: the shares typed for each supplier, checked before asking the API (which
 * checks again): 0 or empty shares are left out; the sum must equal the line's quantity.
 */
export function splitProblem(
  line: { materialName: string; quantity: string },
  shares: readonly (string | undefined)[],
): string | null {
  const typed = shares.map((s) => (s ?? '').trim()).filter((s) => s !== '' && Number(s) !== 0);
  if (typed.length === 0) return null;
  // Thousandths: the quantity's scale (numeric(18, 3)), so integer arithmetic is exact.
  const milli = (s: string) => {
    const [i = '0', f = ''] = s.split('.');
    return BigInt(i) * 1000n + BigInt((f + '000').slice(0, 3));
  };
  if (typed.some((s) => !/^\d{1,15}(\.\d{1,3})?$/.test(s)))
    return `「${line.materialName}」的中标数量应为数字，最多3位小数`;
  const sum = typed.reduce((a, s) => a + milli(s), 0n);
  if (sum === milli(line.quantity)) return null;
  const text = (n: bigint) => `${n / 1000n}.${String(n % 1000n).padStart(3, '0')}`;
  return `「${line.materialName}」的中标数量合计 ${text(sum)} 应等于需求数量 ${text(milli(line.quantity))}`;
}
