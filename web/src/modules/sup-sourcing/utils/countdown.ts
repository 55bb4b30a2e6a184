/**
 * 剩余时间 until a deadline, to the minute while more than an hour is left and to the second after:
 * `剩余 2天3小时5分`, `剩余 12分08秒`, `已截止` at or after it.
 */
export function countdownText(deadline: string | null, now: number): string {
  if (!deadline) return '-';
  const left = Math.floor((new Date(deadline).getTime() - now) / 1000);
  if (left <= 0) return '已截止';
  const d = Math.floor(left / 86_400);
  const h = Math.floor((left % 86_400) / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  if (d > 0) return `剩余 ${d}天${h}小时${m}分`;
  if (h > 0) return `剩余 ${h}小时${m}分`;
  return `剩余 ${m}分${String(s).padStart(2, '0')}秒`;
}

/** A deadline as the buyer set it (whole minutes), in the viewer's time zone. */
export const deadlineText = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('zh-CN', {
        hour12: false,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '-';
