import { z } from 'zod';
import { defineRoutes, fileResult } from '../core/index';
import { decimalMessage, decimalPattern, DECIMALS, SOURCING_ACTIONS } from './constants';
import { quoteLineInput } from './sourcing.routes';

/** 招标 (sealed tender) permission codes, beside SOURCING_ACTIONS. */
export const TENDER_ACTIONS = {
  committee: 'sourcing:tender:committee',
  evaluate: 'sourcing:tender:evaluate',
} as const;

const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(64);
/** 0-100 with two decimals (weights and marks). */
const percent = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .regex(decimalPattern(DECIMALS.taxRate.int, DECIMALS.taxRate.scale), decimalMessage(label, 'taxRate'));

/** 2 MB of content, base64 (4/3). */
export const MAX_ENVELOPE_FILE_BASE64 = 2_796_204;
const envelopeFile = z.object({
  name: z.string().trim().min(1, '请输入文件名').max(200, '文件名不能超过200个字符'),
  contentBase64: z
    .string()
    .max(MAX_ENVELOPE_FILE_BASE64, '单个投标文件不能超过2MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, '文件内容应为 base64'),
});
const files = z.array(envelopeFile).max(5, '每个标书最多5个文件').default([]);

export const tenderBidBody = z.object({
  projectId: id('寻源项目'),
  technical: z.object({ summary: z.string().max(2000, '技术方案摘要不能超过2000个字符').default(''), files }),
  commercial: z.object({
    lines: z.array(quoteLineInput, { error: '请填写商务报价' }).min(1, '请填写商务报价').max(200),
    files,
  }),
});
export type TenderBidBody = z.input<typeof tenderBidBody>;

const projectId = z.object({ id: id('寻源项目') });
const fileFacts = z.object({ name: z.string(), size: z.number(), sha256: z.string() });
const quoteLine = z.object({
  lineId: z.string(),
  price: z.string(),
  taxRate: z.string(),
  leadTimeDays: z.number(),
  validUntil: z.string(),
});
export const openedBidView = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  version: z.number(),
  sealedAt: z.string(),
  lines: z.array(quoteLine),
  total: z.string(),
  summary: z.string(),
  technicalFiles: z.array(fileFacts),
  commercialFiles: z.array(fileFacts),
});
const weights = z.object({
  technicalWeight: z.string(),
  commercialWeight: z.string(),
  priceWeight: z.string(),
});

export const tenderView = z.object({
  projectId: z.string(),
  code: z.string(),
  title: z.string(),
  status: z.string(),
  bidDeadline: z.string(),
  opened: z.boolean(),
  openedAt: z.string().nullable(),
  committee: z.array(z.object({ userId: z.string(), name: z.string(), confirmed: z.boolean() })),
  /** Why the bids are still sealed (null once they may be or are opened). */
  waitingFor: z.string().nullable(),
  /** Who sealed a bid and when: never its content before opening. */
  bids: z.array(
    z.object({ supplierId: z.string(), supplierName: z.string(), version: z.number(), sealedAt: z.string() }),
  ),
  template: weights.nullable(),
  assignments: z.array(
    z.object({
      expertId: z.string(),
      expertName: z.string(),
      userId: z.string(),
      supplierIds: z.array(z.string()),
    }),
  ),
});
export type TenderView = z.infer<typeof tenderView>;

export const tenderReportView = z.object({
  projectId: z.string(),
  code: z.string(),
  title: z.string(),
  currency: z.string(),
  openedAt: z.string(),
  template: weights,
  committee: z.array(z.object({ userId: z.string(), name: z.string() })),
  experts: z.array(z.object({ expertId: z.string(), expertName: z.string() })),
  /** Every assigned bid scored by each of its experts. */
  complete: z.boolean(),
  rows: z.array(
    z.object({
      supplierId: z.string(),
      supplierName: z.string(),
      total: z.string(),
      technical: z.string(),
      commercial: z.string(),
      priceScore: z.string(),
      score: z.string(),
      rank: z.number(),
      scoredBy: z.number(),
      assignedTo: z.number(),
    }),
  ),
});
export type TenderReportView = z.infer<typeof tenderReportView>;

export const tenderRoutes = defineRoutes('寻源', {
  sourcingSupTenderBid: {
    method: 'POST',
    path: '/sup/sourcing/tender/bid',
    summary: '供应商：递交或替换投标文件（技术标、商务标，开标前加密保存）',
    access: 'user',
    body: tenderBidBody,
    result: z.object({ version: z.number() }),
  },
  sourcingSupTenderBidView: {
    method: 'GET',
    path: '/sup/sourcing/tender/bid',
    summary: '供应商：我的投标（开标前仅显示递交记录）',
    access: 'user',
    query: projectId,
    result: z.object({
      projectId: z.string(),
      bidDeadline: z.string(),
      canSubmit: z.boolean(),
      version: z.number().nullable(),
      sealedAt: z.string().nullable(),
      opened: z.boolean(),
      lines: z.array(quoteLine).nullable(),
      total: z.string().nullable(),
    }),
  },
  sourcingTenderById: {
    method: 'GET',
    path: '/sourcing/tender/queryById',
    summary: '招标开标状态（开标小组、确认情况、已递交投标的供应商）',
    access: SOURCING_ACTIONS.projectList,
    query: projectId,
    result: tenderView,
  },
  sourcingTenderCommittee: {
    method: 'POST',
    path: '/sourcing/tender/committee',
    summary: '设置开标小组',
    access: TENDER_ACTIONS.committee,
    body: z.object({
      id: id('寻源项目'),
      memberIds: z.array(id('开标小组成员')).min(1, '请至少选择一名开标小组成员').max(9, '开标小组最多9人'),
    }),
    result: z.null(),
  },
  sourcingTenderConfirmOpening: {
    method: 'POST',
    path: '/sourcing/tender/confirmOpening',
    summary: '开标小组成员确认开标',
    access: 'user',
    body: projectId,
    result: z.null(),
  },
  sourcingTenderOpeningRecord: {
    method: 'GET',
    path: '/sourcing/tender/openingRecord',
    summary: '开标记录（开标后可见）',
    access: SOURCING_ACTIONS.projectList,
    query: projectId,
    result: z.object({ openedAt: z.string(), bids: z.array(openedBidView) }),
  },
  sourcingTenderTemplate: {
    method: 'POST',
    path: '/sourcing/tender/template',
    summary: '设置评标评分模板（技术、商务、价格权重之和为100）',
    access: TENDER_ACTIONS.evaluate,
    body: z.object({
      id: id('寻源项目'),
      technicalWeight: percent('技术权重'),
      commercialWeight: percent('商务权重'),
      priceWeight: percent('价格权重'),
    }),
    result: z.null(),
  },
  sourcingTenderAssign: {
    method: 'POST',
    path: '/sourcing/tender/assign',
    summary: '分配评标专家',
    access: TENDER_ACTIONS.evaluate,
    body: z.object({
      id: id('寻源项目'),
      assignments: z
        .array(z.object({ expertId: id('专家'), supplierIds: z.array(id('投标供应商')).min(1).max(200) }))
        .min(1, '请选择评标专家')
        .max(50),
    }),
    result: z.null(),
  },
  sourcingTenderExpertBids: {
    method: 'GET',
    path: '/sourcing/tender/expert/bids',
    summary: '评标专家：分配给我的投标',
    access: 'user',
    query: projectId,
    result: z.object({
      expertId: z.string(),
      expertName: z.string(),
      opened: z.boolean(),
      template: weights.nullable(),
      bids: z.array(
        z.object({
          supplierId: z.string(),
          supplierName: z.string(),
          bid: openedBidView.nullable(),
          score: z
            .object({ technical: z.string(), commercial: z.string(), comment: z.string(), at: z.string() })
            .nullable(),
        }),
      ),
    }),
  },
  sourcingTenderExpertScore: {
    method: 'POST',
    path: '/sourcing/tender/expert/score',
    summary: '评标专家：评分（技术分、商务分，0-100）',
    access: 'user',
    body: z.object({
      id: id('寻源项目'),
      supplierId: id('投标供应商'),
      technical: percent('技术分'),
      commercial: percent('商务分'),
      comment: z.string().max(500, '评语不能超过500个字符').default(''),
    }),
    result: z.null(),
  },
  sourcingTenderFile: {
    method: 'GET',
    path: '/sourcing/tender/file',
    summary: '下载投标文件（开标后；评标专家仅限分配给自己的投标）',
    access: 'user',
    query: z.object({
      id: id('寻源项目'),
      supplierId: id('投标供应商'),
      envelope: z.enum(['technical', 'commercial'], { error: '请选择技术标或商务标' }),
      index: z.coerce.number({ error: '请选择文件' }).int().min(0).max(4),
    }),
    result: fileResult,
    file: true,
  },
  sourcingTenderReport: {
    method: 'GET',
    path: '/sourcing/tender/report',
    summary: '评标报告',
    access: SOURCING_ACTIONS.projectList,
    query: projectId,
    result: tenderReportView,
  },
});
