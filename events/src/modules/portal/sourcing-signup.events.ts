import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * 报名 (GLOSSARY registration): a supplier signs up to take part in a published sourcing project.
 * Appended to the project's own stream `sourcingProject-<id>`, next to its announcement and result
 * (sourcing-notice.events.ts): the sourcing module (a later issue) takes the stream over with them.
 */
export const sourcingSignUpEvents = {
  SourcingProjectSignedUp: z.object({
    projectId: text(100),
    tenantId: text(100),
    supplierId: text(100),
    supplierName: text(200),
    /** The user who pressed 报名. */
    userId: text(100),
    /** Whom the buyer calls about this project: the signing user's name and phone. */
    contact: z.object({ name: text(100), phone: z.string().trim().max(30) }),
    signedUpAt: z.iso.datetime({ offset: true }),
  }),
};

type Schemas = typeof sourcingSignUpEvents;
export type SourcingSignUpEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];
export type SourcingSignUp = SourcingSignUpEvent['data'];
