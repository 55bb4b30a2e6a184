import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime({ offset: true });
const by = z.string().min(1);

/**
 * 澄清答疑 of one sourcing project (`clarification-<projectId>`, GLOSSARY clarification): suppliers'
 * questions, the buyer's answers and the buyer's own clarifications. Who asked is kept for the buyer;
 * the suppliers' views never carry it.
 */
export const clarificationStream = {
  streamType: 'clarification',
  events: {
    SourcingQuestionAsked: z.object({
      questionId: z.string().min(1),
      tenantId: z.string().min(1),
      supplierId: z.string().min(1),
      supplierName: z.string(),
      question: z.string().min(1).max(1000),
      by,
      at: iso,
    }),
    SourcingQuestionAnswered: z.object({
      questionId: z.string().min(1),
      answer: z.string().min(1).max(2000),
      by,
      at: iso,
    }),
    /** A clarification the buyer publishes without a question. */
    SourcingClarificationPublished: z.object({
      questionId: z.string().min(1),
      tenantId: z.string().min(1),
      content: z.string().min(1).max(2000),
      by,
      at: iso,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof clarificationStream)['events'];
export type ClarificationEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const clarificationStreamId = (projectId: string) => `clarification-${projectId}`;
