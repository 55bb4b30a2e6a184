import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';
import {
  decimalMessage,
  decimalPattern,
  DECIMALS,
  PARTICIPATIONS,
  PROJECT_STATUSES,
  REQUISITION_STATUSES,
  SOURCING_ACTIONS,
  SOURCING_KINDS,
  type DecimalKind,
} from './constants';

export const decimal = (label: string, kind: DecimalKind) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(decimalPattern(DECIMALS[kind].int, DECIMALS[kind].scale), decimalMessage(label, kind));
export const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(64);
export const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);
export const day = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);
/** A point in time with its offset (`2026-12-01T10:00:00+08:00`); the domain wants whole minutes. */
export const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `请选择${label}（年-月-日 时:分）` });
const currency = z.string({ error: '请选择币种' }).regex(/^[A-Z]{3}$/, '币种代码应为3位大写字母（ISO 4217）');

// ---- 采购申请 ----

export const requisitionLineInput = z.object({
  materialId: id('物料'),
  quantity: decimal('数量', 'quantity'),
  needDate: day('需求日期'),
  budget: decimal('预算金额', 'amount'),
  currency,
});
export const requisitionAddBody = z.object({
  title: text('申请标题', 100),
  lines: z.array(requisitionLineInput, { error: '请添加采购申请行' }).min(1, '请添加采购申请行').max(200),
});
export type RequisitionAddBody = z.input<typeof requisitionAddBody>;
export const requisitionEditBody = requisitionAddBody.extend({ id: id('采购申请') });
export type RequisitionEditBody = z.input<typeof requisitionEditBody>;

export const requisitionLineView = z.object({
  lineId: z.string(),
  materialId: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  quantity: z.string(),
  unit: z.string(),
  needDate: z.string(),
  budget: z.string(),
  currency: z.string(),
  /** Where the line went: the sourcing project it was pulled into, or null. */
  projectId: z.string().nullable(),
  projectCode: z.string().nullable(),
});
export const requisitionView = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  status: z.enum(REQUISITION_STATUSES),
  statusText: z.string(),
  instanceId: z.string().nullable(),
  createdBy: z.string(),
  createTime: timestamp,
  lines: z.array(requisitionLineView),
});
export type RequisitionView = z.infer<typeof requisitionView>;

/** A row of 采购申请 (the generic list: filters `code`, `title`, `status`, `createTime_begin/_end`). */
export const requisitionRow = requisitionView.omit({ lines: true }).extend({ lineCount: z.number() });
export type RequisitionRow = z.infer<typeof requisitionRow>;

/** An approved requisition's line no project has taken yet (what 从采购申请转入 offers). */
export const sourceableLineRow = requisitionLineView
  .omit({ projectId: true, projectCode: true })
  .extend({ requisitionId: z.string(), requisitionCode: z.string(), requisitionTitle: z.string() });
export type SourceableLineRow = z.infer<typeof sourceableLineRow>;

// ---- 寻源项目 ----

const deliveryFields = {
  deliveryDate: day('交货日期'),
  deliveryPlace: text('交货地点', 200),
  ceilingPrice: decimal('最高限价', 'price')
    .nullish()
    .transform((v) => v ?? null),
};
/** A requirement line typed in, or pulled from an approved requisition line. */
export const projectLineInput = z.union([
  z.object({ requisitionId: id('采购申请'), requisitionLineId: id('采购申请行'), ...deliveryFields }),
  z.object({ materialId: id('物料'), quantity: decimal('数量', 'quantity'), ...deliveryFields }),
]);
const draftFields = {
  title: text('项目名称', 200),
  quoteDeadline: instant('报价截止时间'),
  registrationDeadline: instant('报名截止时间')
    .nullish()
    .transform((v) => v ?? null),
  lines: z.array(projectLineInput, { error: '请添加需求行' }).min(1, '请添加需求行').max(200),
};
export const projectAddBody = z.object({
  ...draftFields,
  kind: z.enum(SOURCING_KINDS, { error: '寻源方式应为 inquiry、tender 或 auction' }),
  participation: z.enum(PARTICIPATIONS, { error: '参与方式应为 invited 或 public' }),
  currency,
});
export type ProjectAddBody = z.input<typeof projectAddBody>;
/** 编辑 a draft: the head's title and deadlines and the lines (kind, participation and currency stay). */
export const projectEditBody = z.object({ id: id('寻源项目'), ...draftFields });
export type ProjectEditBody = z.input<typeof projectEditBody>;

const projectLineView = z.object({
  lineId: z.string(),
  materialId: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  quantity: z.string(),
  unit: z.string(),
  deliveryDate: z.string(),
  deliveryPlace: z.string(),
  ceilingPrice: z.string().nullable(),
});
const projectHead = {
  id: z.string(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(SOURCING_KINDS),
  kindText: z.string(),
  participation: z.enum(PARTICIPATIONS),
  status: z.enum(PROJECT_STATUSES),
  statusText: z.string(),
  currency: z.string(),
  round: z.number(),
  quoteDeadline: timestamp,
  registrationDeadline: timestamp.nullable(),
};
const awardView = z.object({
  lineId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  quantity: z.string(),
  price: z.string(),
  taxRate: z.string(),
});
export const projectView = z.object({
  ...projectHead,
  cancelReason: z.string().nullable(),
  createTime: timestamp,
  lines: z.array(
    projectLineView.extend({
      requisitionId: z.string().nullable(),
      requisitionLineId: z.string().nullable(),
    }),
  ),
  suppliers: z.array(z.object({ supplierId: z.string(), supplierName: z.string(), invited: z.boolean() })),
  awards: z.array(awardView),
});
export type ProjectView = z.infer<typeof projectView>;

/** A row of the project lists (询价单 / 招标项目 / 竞价项目 / 定标结果): filters `kind`, `status`, `code`, `title`, `createTime`. */
export const projectRow = z.object({ ...projectHead, createTime: timestamp, lineCount: z.number() });
export type ProjectRow = z.infer<typeof projectRow>;

/** 比价: each line by each supplier's latest quote; the lowest price of a line is flagged. */
export const comparisonView = z.object({
  projectId: z.string(),
  round: z.number(),
  currency: z.string(),
  suppliers: z.array(z.object({ supplierId: z.string(), supplierName: z.string() })),
  lines: z.array(
    projectLineView.extend({
      cells: z.array(
        z.object({
          supplierId: z.string(),
          price: z.string(),
          taxRate: z.string(),
          leadTimeDays: z.number(),
          validUntil: z.string(),
          round: z.number(),
          lowest: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ComparisonView = z.infer<typeof comparisonView>;

const projectId = z.object({ id: id('寻源项目') });
export const awardBody = z.object({
  id: id('寻源项目'),
  awards: z
    .array(
      z.object({ lineId: id('需求行'), supplierId: id('供应商'), quantity: decimal('中标数量', 'quantity') }),
      {
        error: '请选择中标供应商',
      },
    )
    .min(1, '请选择中标供应商')
    .max(2000),
});
export type AwardBody = z.input<typeof awardBody>;

// ---- the supplier's side (/sup: its own rows only) ----

export const quoteLineInput = z.object({
  lineId: id('需求行'),
  price: decimal('单价', 'price'),
  taxRate: decimal('税率', 'taxRate'),
  leadTimeDays: z
    .number({ error: '请输入交货周期（天）' })
    .int('交货周期应为整数天')
    .min(0, '交货周期不能为负')
    .max(3650, '交货周期不能超过3650天'),
  validUntil: day('报价有效期'),
});
export const quoteBody = z.object({
  projectId: id('寻源项目'),
  lines: z.array(quoteLineInput, { error: '请填写报价' }).min(1, '请填写报价').max(200),
  attachments: z.array(z.string().min(1).max(500)).max(20, '附件不能超过20个').default([]),
});
export type QuoteBody = z.input<typeof quoteBody>;

const quoteView = z.object({
  round: z.number(),
  submittedAt: timestamp,
  attachments: z.array(z.string()),
  lines: z.array(
    z.object({
      lineId: z.string(),
      price: z.string(),
      taxRate: z.string(),
      leadTimeDays: z.number(),
      validUntil: z.string(),
    }),
  ),
});
/** What a supplier sees of a project: the requirement, its own quote; never another supplier. */
export const supplierProjectView = z.object({
  ...projectHead,
  /** The open phase's deadline (registration, or the current round's quotes); null when none is open. */
  deadline: timestamp.nullable(),
  lines: z.array(projectLineView),
  /** The current round is open to this supplier and its deadline has not passed. */
  canQuote: z.boolean(),
  myQuote: quoteView.nullable(),
  /** What it was awarded (after the award is confirmed). */
  myAwards: z.array(awardView.omit({ supplierId: true, supplierName: true })),
});
export type SupplierProjectView = z.infer<typeof supplierProjectView>;
export const supplierProjectRow = z.object({
  ...projectHead,
  deadline: timestamp.nullable(),
  /** Invited or joined; false: a public project it may still register for or quote on. */
  participating: z.boolean(),
  /** It has quoted at least once. */
  quoted: z.boolean(),
});
export type SupplierProjectRow = z.infer<typeof supplierProjectRow>;

export const sourcingRoutes = defineRoutes('sourcing', {
  sourcingRequisitionAdd: {
    method: 'POST',
    path: '/sourcing/requisition/add',
    summary: '新增采购申请',
    access: SOURCING_ACTIONS.requisitionAdd,
    body: requisitionAddBody,
    result: z.object({ id: z.string(), code: z.string() }),
  },
  sourcingRequisitionEdit: {
    method: 'PUT',
    path: '/sourcing/requisition/edit',
    summary: '编辑采购申请（草稿或已驳回）',
    access: SOURCING_ACTIONS.requisitionEdit,
    body: requisitionEditBody,
    result: z.null(),
  },
  sourcingRequisitionList: {
    method: 'GET',
    path: '/sourcing/requisition/list',
    summary: '采购申请列表',
    access: SOURCING_ACTIONS.requisitionList,
    query: listQuery,
    result: page(requisitionRow),
  },
  sourcingRequisitionSourceableLines: {
    method: 'GET',
    path: '/sourcing/requisition/sourceableLines',
    summary: '可转入寻源的采购申请行（已审批、未转入项目）',
    access: SOURCING_ACTIONS.projectAdd,
    query: listQuery,
    result: page(sourceableLineRow),
  },
  sourcingRequisitionById: {
    method: 'GET',
    path: '/sourcing/requisition/queryById',
    summary: '采购申请详情（含各行去向）',
    access: SOURCING_ACTIONS.requisitionList,
    query: projectId,
    result: requisitionView,
  },
  sourcingRequisitionSubmit: {
    method: 'POST',
    path: '/sourcing/requisition/submit',
    summary: '采购申请提交审批',
    access: SOURCING_ACTIONS.requisitionSubmit,
    body: projectId,
    result: z.object({ instanceId: z.string() }),
  },
  sourcingProjectAdd: {
    method: 'POST',
    path: '/sourcing/project/add',
    summary: '新建寻源项目（可从已审批的采购申请行转入）',
    access: SOURCING_ACTIONS.projectAdd,
    body: projectAddBody,
    result: z.object({ id: z.string(), code: z.string() }),
  },
  sourcingProjectEdit: {
    method: 'PUT',
    path: '/sourcing/project/edit',
    summary: '编辑草稿寻源项目（名称、截止时间、需求行）',
    access: SOURCING_ACTIONS.projectEdit,
    body: projectEditBody,
    result: z.null(),
  },
  sourcingProjectList: {
    method: 'GET',
    path: '/sourcing/project/list',
    summary: '寻源项目列表（按寻源方式、状态、编号、名称、创建时间筛选）',
    access: SOURCING_ACTIONS.projectList,
    query: listQuery,
    result: page(projectRow),
  },
  sourcingProjectById: {
    method: 'GET',
    path: '/sourcing/project/queryById',
    summary: '寻源项目详情',
    access: SOURCING_ACTIONS.projectList,
    query: projectId,
    result: projectView,
  },
  sourcingProjectInvite: {
    method: 'POST',
    path: '/sourcing/project/invite',
    summary: '邀请供应商',
    access: SOURCING_ACTIONS.projectInvite,
    body: z.object({ id: id('寻源项目'), supplierId: id('供应商') }),
    result: z.null(),
  },
  sourcingProjectSubmit: {
    method: 'POST',
    path: '/sourcing/project/submit',
    summary: '寻源项目提交发布审批',
    access: SOURCING_ACTIONS.projectSubmit,
    body: projectId,
    result: z.object({ instanceId: z.string() }),
  },
  sourcingProjectComparison: {
    method: 'GET',
    path: '/sourcing/project/comparison',
    summary: '比价表',
    access: SOURCING_ACTIONS.projectList,
    query: projectId,
    result: comparisonView,
  },
  sourcingProjectNegotiate: {
    method: 'POST',
    path: '/sourcing/project/negotiate',
    summary: '发起议价（新一轮报价）',
    access: SOURCING_ACTIONS.projectNegotiate,
    body: z.object({
      id: id('寻源项目'),
      deadline: instant('议价截止时间'),
      supplierIds: z.array(id('供应商')).min(1, '请选择议价供应商').max(200),
    }),
    result: z.object({ round: z.number() }),
  },
  sourcingProjectAward: {
    method: 'POST',
    path: '/sourcing/project/award',
    summary: '定标（提交定标审批）',
    access: SOURCING_ACTIONS.projectAward,
    body: awardBody,
    result: z.object({ instanceId: z.string() }),
  },
  sourcingProjectPublishResult: {
    method: 'POST',
    path: '/sourcing/project/publishResult',
    summary: '发布结果公示',
    access: SOURCING_ACTIONS.projectPublishResult,
    body: projectId,
    result: z.null(),
  },
  sourcingProjectCancel: {
    method: 'POST',
    path: '/sourcing/project/cancel',
    summary: '取消寻源项目',
    access: SOURCING_ACTIONS.projectCancel,
    body: z.object({ id: id('寻源项目'), reason: text('取消原因', 500) }),
    result: z.null(),
  },
  sourcingSupProjectList: {
    method: 'GET',
    path: '/sup/sourcing/project/list',
    summary: '供应商：我参与的及可报名的公开寻源项目',
    access: 'user',
    result: z.array(supplierProjectRow),
  },
  sourcingSupProjectById: {
    method: 'GET',
    path: '/sup/sourcing/project/queryById',
    summary: '供应商：寻源项目与我的报价',
    access: 'user',
    query: projectId,
    result: supplierProjectView,
  },
  sourcingSupQuote: {
    method: 'POST',
    path: '/sup/sourcing/quote',
    summary: '供应商：报价（截止前可修改）',
    access: 'user',
    body: quoteBody,
    result: z.object({ round: z.number() }),
  },
});
