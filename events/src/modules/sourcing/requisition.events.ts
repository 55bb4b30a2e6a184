import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime({ offset: true });
const decimalText = z.string().regex(/^\d+(\.\d+)?$/);

/** One line of a requisition: a master-data material, how much, by when, and its budget. */
export const requisitionLine = z.object({
  lineId: z.string().min(1),
  materialId: z.string().min(1),
  materialCode: z.string(),
  materialName: z.string(),
  categoryId: z.string().nullable(),
  quantity: decimalText,
  unit: z.string(),
  needDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  budget: decimalText,
  currency: z.string().length(3),
});
export type RequisitionLine = z.infer<typeof requisitionLine>;

/**
 * 采购申请 (`requisition-<id>`): drafted, submitted to the [P6] approval bound to `purchaseRequisition`,
 * approved or sent back by its outcome; approved lines are pulled into sourcing projects, each once.
 */
export const requisitionStream = {
  streamType: 'requisition',
  events: {
    RequisitionDrafted: z.object({
      id: z.string().min(1),
      tenantId: z.string().min(1),
      code: z.string().min(1),
      title: z.string().min(1).max(100),
      lines: z.array(requisitionLine).min(1),
      by: z.string().min(1),
      at: iso,
    }),
    /** 编辑 of a draft or rejected requisition: title and lines replaced. */
    RequisitionRevised: z.object({
      title: z.string().min(1).max(100),
      lines: z.array(requisitionLine).min(1),
      by: z.string().min(1),
      at: iso,
    }),
    RequisitionSubmitted: z.object({ instanceId: z.string().min(1), by: z.string().min(1), at: iso }),
    RequisitionApproved: z.object({ instanceId: z.string().min(1), at: iso }),
    /** Rejected, withdrawn, cancelled or terminated: it may be submitted again. */
    RequisitionReturned: z.object({ instanceId: z.string().min(1), outcome: z.string().min(1), at: iso }),
    RequisitionLinesSourced: z.object({
      projectId: z.string().min(1),
      projectCode: z.string().min(1),
      lineIds: z.array(z.string().min(1)).min(1),
      by: z.string().min(1),
      at: iso,
    }),
    /** The project was cancelled: its lines may be sourced again. */
    RequisitionLinesReleased: z.object({
      projectId: z.string().min(1),
      lineIds: z.array(z.string().min(1)).min(1),
      by: z.string().min(1),
      at: iso,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof requisitionStream)['events'];
export type RequisitionEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const requisitionStreamId = (id: string) => `requisition-${id}`;
