import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const text = (max: number) => z.string().trim().min(1).max(max);
const at = z.iso.datetime({ offset: true });

/**
 * 采购计划信息征集 (/planCollectInfo): a company that is not (yet) a supplier leaves its information,
 * for a published purchase plan / announcement or in general; staff handle it and may invite it to
 * register. Stream `planInfo-<id>`.
 */
export const planInfoStream = {
  streamType: 'planInfo',
  events: {
    PlanInfoCollected: z.object({
      id: text(100),
      tenantId: text(100),
      /** The sourcing project answered, or null for information left in general. */
      projectId: z.string().max(100).nullable(),
      projectTitle: z.string().max(200).nullable(),
      companyName: text(100),
      creditCode: text(18),
      contact: text(50),
      phone: text(20),
      email: z.string().max(100).nullable(),
      /** Material category ids (sys_category) the company supplies. */
      categoryIds: z.array(text(64)).max(100),
      description: z.string().max(500),
      collectedAt: at,
    }),
    PlanInfoHandled: z.object({ by: text(100), at }),
    /** 邀请注册: the registration link went to the contact's phone. */
    PlanInfoInvited: z.object({ by: text(100), at, phone: text(20) }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof planInfoStream)['events'];
export type PlanInfoEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];
export type PlanInfo = Extract<PlanInfoEvent, { type: 'PlanInfoCollected' }>['data'];

export const planInfoStreamId = (id: string) => `planInfo-${id}`;
