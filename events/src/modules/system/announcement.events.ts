import { MAX_MSG_CONTENT } from '@srm/contracts/system';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime();

/** sendStatus: 0 draft, 1 released (发布), 2 revoked (撤销). */
export const ANNOUNCEMENT_SEND_STATUS = { draft: 0, released: 1, revoked: 2 } as const;
/** Spec §3 msgCategory: '2' system announcement (系统公告), otherwise ('1') notice (通知公告). */
export const MSG_CATEGORY = { notice: '1', system: '2' } as const;

/** The largest msgContent kept (the contract's limit). */
export { MAX_MSG_CONTENT };

/** What an admin writes and edits; the decider diffs it, the projection writes it. */
export const announcementContent = z.object({
  /** Spelt so in the API (spec §3). */
  titile: z.string().min(1).max(200),
  /** Sanitised HTML. */
  msgContent: z.string().max(MAX_MSG_CONTENT),
  msgCategory: z.enum(['1', '2']),
  /** L general, M important, H urgent. */
  priority: z.enum(['L', 'M', 'H']),
  /** ALL: everyone of the tenant; USER: the users in userIds. */
  msgType: z.enum(['ALL', 'USER']),
  userIds: z.array(z.string().min(1)),
  /** 'url': a handle button opens openPage; 'component': openPage is a dynamic page. */
  openType: z.enum(['url', 'component']).nullable(),
  openPage: z.string().max(500).nullable(),
  busId: z.string().max(100).nullable(),
  busType: z.string().max(100).nullable(),
  startTime: iso.nullable(),
  endTime: iso.nullable(),
});
export type AnnouncementContent = z.infer<typeof announcementContent>;

/** Who a live announcement reaches: the realtime gateway routes by it without reading tables. */
export const announcementAudience = z.object({
  tenantId: z.string().min(1),
  msgType: z.enum(['ALL', 'USER']),
  userIds: z.array(z.string().min(1)),
});
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

/** A system announcement or notice (系统公告 / 通知公告): draft, released, revoked, deleted. */
export const announcementStream = {
  streamType: 'announcement',
  events: {
    AnnouncementCreated: announcementContent.extend({
      id: z.string().min(1),
      tenantId: z.string().min(1),
      sender: z.string().max(100),
    }),
    /** A draft edited: each changed field with its old and new value. */
    AnnouncementEdited: z.object({
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
    AnnouncementReleased: z.object({
      sendTime: iso,
      audience: announcementAudience,
      /** What a pushed notice shows before the client loads the whole announcement. */
      titile: z.string(),
      msgCategory: z.enum(['1', '2']),
      priority: z.enum(['L', 'M', 'H']),
    }),
    AnnouncementRevoked: z.object({ at: iso, audience: announcementAudience }),
    /** `audience` when it was live (released), so that clients drop it; null otherwise. */
    AnnouncementDeleted: z.object({ audience: announcementAudience.nullable() }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof announcementStream)['events'];
export type AnnouncementEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const announcementStreamId = (id: string) => `announcement-${id}`;

/** One user's read mark of one announcement: its own stream, so marking is idempotent and race-free. */
export const announcementReadStream = {
  streamType: 'announcementRead',
  events: {
    AnnouncementRead: z.object({
      anntId: z.string().min(1),
      userId: z.string().min(1),
      tenantId: z.string().min(1),
      readTime: iso,
    }),
  },
} satisfies StreamDefinition;

type ReadSchemas = (typeof announcementReadStream)['events'];
export type AnnouncementReadEvent = {
  [K in keyof ReadSchemas]: { type: K; data: z.infer<ReadSchemas[K]> };
}[keyof ReadSchemas];

/** Announcement ids are UUIDs (no '.'), so the pair reads back unambiguously. */
export const announcementReadStreamId = (anntId: string, userId: string) =>
  `announcementRead-${anntId}.${userId}`;
