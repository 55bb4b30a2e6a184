import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';
import { sourcingSignUpEvents } from './sourcing-signup.events';

/** The three kinds of sourcing (GLOSSARY): 招标 tender, 询价 inquiry, 竞价 auction. */
export const SOURCING_KINDS = ['tender', 'inquiry', 'auction'] as const;
export type SourcingKind = (typeof SOURCING_KINDS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const infoRow = z.object({ label: text(50), value: z.string().trim().max(500) });
const supplier = z.object({ name: text(200), title: z.string().trim().max(100) });

/**
 * The public facts of one sourcing project (`sourcingProject-<id>`): its purchase announcement
 * (采购公告) when a buyer publishes an inquiry, tender or auction, and its result announcement
 * (结果公示) when it is awarded. The sourcing module (a later issue) appends these from its
 * commands; until then the seed does. The portal only projects them.
 */
const noticeEvents = {
  SourcingAnnouncementPublished: z.object({
    projectId: text(100),
    tenantId: text(100),
    kind: z.enum(SOURCING_KINDS),
    /** 项目编号 / 招标编号, shown as the bid code of the result. */
    bidCode: text(100),
    title: text(200),
    subtitle: z.string().trim().max(300),
    /** The buying company (the tenant's company or one of its group). */
    companyName: text(200),
    /** Labelled rows shown under the title (采购单位, 采购类别 ...). */
    info: z.array(infoRow).max(20),
    /** Announcement body (HTML, sanitised when published). */
    content: z.string().max(200_000),
    /** Invitation letter (邀请函, HTML, sanitised when published). */
    invitation: z.string().max(200_000),
    /** Registration deadline (tender), quote deadline (inquiry) or planned start (auction), ISO. */
    deadline: z.iso.datetime({ offset: true }),
    publishedAt: z.iso.datetime({ offset: true }),
  }),
  SourcingResultAnnounced: z.object({
    projectId: text(100),
    tenantId: text(100),
    awardedAt: z.iso.datetime({ offset: true }),
    /** The awarded suppliers: name and what they won (中标候选人, 标段一 ...). */
    suppliers: z.array(supplier).min(1).max(100),
  }),
};

/** The project's stream: its public notices and the suppliers' 报名 (sourcing-signup.events.ts). */
export const sourcingNoticeStream = {
  streamType: 'sourcingProject',
  events: { ...noticeEvents, ...sourcingSignUpEvents },
} satisfies StreamDefinition;

type Schemas = typeof noticeEvents;
export type SourcingNoticeEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];
export type SourcingAnnouncement = Extract<
  SourcingNoticeEvent,
  { type: 'SourcingAnnouncementPublished' }
>['data'];
export type SourcingResult = Extract<SourcingNoticeEvent, { type: 'SourcingResultAnnounced' }>['data'];

export const sourcingProjectStreamId = (projectId: string) => `sourcingProject-${projectId}`;
