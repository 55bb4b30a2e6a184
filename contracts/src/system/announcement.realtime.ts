import { z } from 'zod';
import { msgCategory, noticePriority } from './announcement.routes';

/**
 * What the bell receives (api/src/modules/system/announcement.realtime.ts), as the `data` of a
 * pushed event (`PushedEvent` of `@srm/contracts/realtime`, which carries the position).
 */
export const announcementPushes = {
  /** A release, to the tenant's room (ALL) or each recipient's: what a notice shows before it is loaded. */
  AnnouncementReleased: z.object({
    id: z.string(),
    titile: z.string(),
    msgCategory: msgCategory,
    priority: noticePriority,
  }),
  /** A revoke, to the same rooms. */
  AnnouncementRevoked: z.object({ id: z.string() }),
  /** The deletion of a released one, to the same rooms. */
  AnnouncementDeleted: z.object({ id: z.string() }),
  /** A read mark, to the reader's own room (their other tabs). */
  AnnouncementRead: z.object({ anntId: z.string() }),
} as const;

export type AnnouncementPushType = keyof typeof announcementPushes;
export const ANNOUNCEMENT_PUSH_TYPES = Object.keys(announcementPushes) as AnnouncementPushType[];

/** A pushed announcement event: its type, stream and checked payload. */
export type AnnouncementPush = {
  [K in AnnouncementPushType]: { type: K; data: z.infer<(typeof announcementPushes)[K]> };
}[AnnouncementPushType];

/** The stream an announcement push comes from: `announcement-<id>`, or `announcementRead-<id>.<user>` for a read mark. */
export const announcementPushStream = (type: AnnouncementPushType, streamId: string): boolean =>
  streamId.startsWith(type === 'AnnouncementRead' ? 'announcementRead-' : 'announcement-');

/** The announcement push in a pushed event (type, stream and payload checked), or null. */
export function toAnnouncementPush(e: {
  type: string;
  streamId: string;
  data: unknown;
}): AnnouncementPush | null {
  if (!(e.type in announcementPushes)) return null;
  const type = e.type as AnnouncementPushType;
  if (!announcementPushStream(type, e.streamId)) return null;
  const r = announcementPushes[type].safeParse(e.data);
  return r.success ? ({ type, data: r.data } as AnnouncementPush) : null;
}
