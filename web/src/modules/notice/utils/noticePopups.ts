import { toAnnouncementPush } from '@srm/contracts/system';
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
    // Type, stream and payload checked by the contract's schema (`announcementPushes`).
    const push = toAnnouncementPush(e);
    if (push?.type !== 'AnnouncementReleased') continue;
    const d = push.data;
    if (!(d.msgCategory === SYSTEM_CATEGORY ? prefs.system : prefs.notice)) continue;
    out.set(d.id, {
      id: d.id,
      title: announcementTitle(d.msgCategory),
      text: d.titile,
      priority: d.priority,
    });
  }
  return [...out.values()];
}
