import { z } from 'zod';
import { defineRoutes, timestamp } from '../core/index';
import { SOURCING_ACTIONS, type ProjectStatus } from './constants';
import { day, decimal, id, instant, text } from './sourcing.routes';

// ---- 澄清答疑 (docs/sourcing.md "Clarification Q&A") ----

/** A supplier may ask while the project is in these states (until the registration or bid deadline closes). */
export const QUESTION_OPEN_STATUSES: readonly ProjectStatus[] = ['published', 'registration', 'bidding'];

/** What every participant sees: the question and its answer, never who asked (`mine` only for the asker). */
export const supplierClarificationView = z.object({
  id: z.string(),
  /** null: a clarification the buyer published without a question. */
  question: z.string().nullable(),
  answer: z.string().nullable(),
  askedAt: timestamp,
  answeredAt: timestamp.nullable(),
  mine: z.boolean(),
});
export type SupplierClarificationView = z.infer<typeof supplierClarificationView>;

/** The buyer's row: who asked, and of which project. */
export const clarificationRow = z.object({
  id: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  askedAt: timestamp,
  answeredAt: timestamp.nullable(),
});
export type ClarificationRow = z.infer<typeof clarificationRow>;

export const CLARIFICATION_FILTERS = ['pending', 'answered'] as const;
export const clarificationListQuery = z.object({
  projectId: z.string().trim().max(64).optional(),
  status: z.enum(CLARIFICATION_FILTERS, { error: '状态应为 pending 或 answered' }).optional(),
});

// ---- 变更 (changing conditions after publication) ----

export const lineChangeInput = z.object({
  lineId: id('需求行'),
  quantity: decimal('数量', 'quantity').optional(),
  deliveryDate: day('交货日期').optional(),
  deliveryPlace: text('交货地点', 200).optional(),
  ceilingPrice: decimal('最高限价', 'price').nullable().optional(),
});
export const projectChangeBody = z.object({
  id: id('寻源项目'),
  reason: text('变更说明', 500),
  deadline: instant('报价截止时间')
    .nullish()
    .transform((v) => v ?? null),
  lines: z.array(lineChangeInput).max(200).default([]),
});
export type ProjectChangeBody = z.input<typeof projectChangeBody>;

export const clarificationRoutes = defineRoutes('sourcing', {
  sourcingClarificationList: {
    method: 'GET',
    path: '/sourcing/clarification/list',
    summary: '澄清答疑列表（含提问供应商）',
    access: SOURCING_ACTIONS.clarificationList,
    query: clarificationListQuery,
    result: z.array(clarificationRow),
  },
  sourcingClarificationAnswer: {
    method: 'POST',
    path: '/sourcing/clarification/answer',
    summary: '答复供应商提问（答复后对全部参与供应商公开，不显示提问方）',
    access: SOURCING_ACTIONS.clarificationAnswer,
    body: z.object({ projectId: id('寻源项目'), id: id('提问'), answer: text('答复内容', 2000) }),
    result: z.null(),
  },
  sourcingClarificationPublish: {
    method: 'POST',
    path: '/sourcing/clarification/publish',
    summary: '发布澄清（无需供应商提问）',
    access: SOURCING_ACTIONS.clarificationAnswer,
    body: z.object({ projectId: id('寻源项目'), content: text('澄清内容', 2000) }),
    result: z.object({ id: z.string() }),
  },
  sourcingSupClarificationList: {
    method: 'GET',
    path: '/sup/sourcing/clarification/list',
    summary: '供应商：寻源项目的澄清答疑（不显示提问方）',
    access: 'user',
    query: z.object({ projectId: id('寻源项目') }),
    result: z.array(supplierClarificationView),
  },
  sourcingSupClarificationAsk: {
    method: 'POST',
    path: '/sup/sourcing/clarification/ask',
    summary: '供应商：对寻源项目提问',
    access: 'user',
    body: z.object({ projectId: id('寻源项目'), question: text('提问内容', 1000) }),
    result: z.object({ id: z.string() }),
  },
  sourcingProjectChange: {
    method: 'POST',
    path: '/sourcing/project/change',
    summary: '变更采购条件（已提交的报价作废；临近截止自动顺延）',
    access: SOURCING_ACTIONS.projectChange,
    body: projectChangeBody,
    result: z.object({ deadline: timestamp.nullable(), extendedHours: z.number().nullable() }),
  },
});
