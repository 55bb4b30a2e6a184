/** The deadline (`YYYY-MM-DD HH:mm:ss`, China Standard Time, as the portal's items carry it) in ms. */
export const deadlineMs = (date: string): number => Date.parse(`${date.replace(' ', 'T')}+08:00`);

/** `X天X时X分X秒` left until the deadline, or null once it passed (or cannot be read). */
export function timeLeftText(date: string, now: number): string | null {
  const left = deadlineMs(date) - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  const s = Math.floor(left / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d}天${h}时${m}分${s % 60}秒`;
}

/** The invitation letter page of a project (linked from the detail page). */
export const invitationHref = (id: string) => `/invitation?id=${encodeURIComponent(id)}`;
