import type { NoticePush } from './noticeLive';
import { announcementTitle, SYSTEM_CATEGORY } from './noticeDisplay';

/** Which live announcements pop up (账户设置 新消息通知): system ones, notices. Unknown yet: both do. */
export type PopupPreferences = { system: boolean; notice: boolean };

export type NoticePopup = { id: string; title: string; text: string; priority: string };

const DEFAULT_PREFERENCES: PopupPreferences = { system: true, notice: true };

/** The releases of a pushed batch that the user wants to see pop up, once each. */
export function noticePopups(
  events: readonly NoticePush[],
  preferences: PopupPreferences | undefined,
): NoticePopup[] {
  const prefs = preferences ?? DEFAULT_PREFERENCES;
  const out = new Map<string, NoticePopup>();
  for (const e of events) {
    if (e.type !== 'AnnouncementReleased' || !e.streamId.startsWith('announcement-')) continue;
    const d = e.data as Record<string, unknown> | null;
    if (!d || typeof d.id !== 'string' || typeof d.titile !== 'string') continue;
    const category = typeof d.msgCategory === 'string' ? d.msgCategory : '1';
    if (!(category === SYSTEM_CATEGORY ? prefs.system : prefs.notice)) continue;
    out.set(d.id, {
      id: d.id,
      title: announcementTitle(category),
      text: d.titile,
      priority: typeof d.priority === 'string' ? d.priority : 'L',
    });
  }
  return [...out.values()];
}
