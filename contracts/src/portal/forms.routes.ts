import { z } from 'zod';
import { defineRoutes, listQuery, page } from '../core/index';
import {
  PLAN_INFO_ACTIONS,
  PLAN_INFO_STATUS,
  PUBLIC_TYPE_MESSAGE,
  PUBLIC_TYPES,
  SIGN_UP_LIST_ACTION,
  type PlanInfoStatus,
} from './constants';
import { announcementItem } from './view.routes';

const projectId = z.string({ error: '请选择项目' }).trim().min(1, '请选择项目').max(100, '项目编号过长');
const idBody = z.object({
  id: z.string({ error: '请选择一条记录' }).trim().min(1, '请选择一条记录').max(100),
});

/**
 * The registration's phone and credit-code fields (api/src/modules/supplier/supplier.schemas.ts
 * `mobile`, `creditCode`): the same words, here until the supplier module's contract holds them
 * (then imported from there). The credit code's GB 32100-2015 rule is the domain's.
 */
export const MOBILE_FORMAT = /^1[3-9]\d{9}$/;
const mobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_FORMAT, '请输入正确格式的手机号码!');
const creditCode = z
  .string({ error: '请输入统一社会信用代码' })
  .max(40, '统一社会信用代码应为18位')
  // Upper case without spaces: what users paste is often lower case or spaced.
  .transform((code) => code.replace(/\s+/g, '').toUpperCase());

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** 采购计划信息征集 (`/planCollectInfo`). */
export const planCollectBody = z.object({
  projectId: optionalText(100, '项目编号过长'),
  companyName: z.string({ error: '请输入企业名称' }).trim().min(1, '请输入企业名称').max(100, '企业名称过长'),
  creditCode,
  contact: z.string({ error: '请输入联系人' }).trim().min(1, '请输入联系人').max(50, '联系人过长'),
  mobile,
  captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
  email: optionalText(100, '邮箱过长').pipe(z.email('邮箱格式不正确').nullable()),
  categoryIds: z
    .union([z.array(z.string().min(1).max(64)), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(100, '供应品类过多')),
  description: z
    .string()
    .trim()
    .max(500, '需求描述不能超过500个字符')
    .nullish()
    .transform((v) => v ?? ''),
});
export type PlanCollectBody = z.input<typeof planCollectBody>;

/** The letter's page names the project by id; the list's 邀请函 dialog by its title and type (spec §7). */
export const signUpBody = z.union(
  [
    z.object({ projectId }),
    z.object({
      name: z.string().trim().min(1, '请输入项目名称').max(200, '项目名称过长'),
      type: z.enum(PUBLIC_TYPES, { error: PUBLIC_TYPE_MESSAGE }),
    }),
  ],
  { error: '请选择项目' },
);

export const mySignUp = z.object({
  projectId: z.string(),
  /** Whether the caller is a supplier's user (staff never sign up). */
  supplier: z.boolean(),
  signedUp: z.boolean(),
  signedUpAt: z.string().nullable(),
});
export type MySignUp = z.infer<typeof mySignUp>;

export const signUpRow = z.object({
  projectId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  signedUpAt: z.string().nullable(),
});
export type SignUpRow = z.infer<typeof signUpRow>;

/** One 信息征集 record (门户管理 > 信息征集). */
export const planInfoRow = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  companyName: z.string(),
  creditCode: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  categoryNames: z.array(z.string()),
  description: z.string(),
  status: z.enum(Object.keys(PLAN_INFO_STATUS) as [PlanInfoStatus, ...PlanInfoStatus[]]),
  statusText: z.string(),
  handledAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  inviteCount: z.number(),
  createTime: z.string().nullable(),
});
export type PlanInfoRow = z.infer<typeof planInfoRow>;

/** The portal's public forms (docs/portal.md "Public forms") and the back office's 信息征集. */
export const portalFormsRoutes = defineRoutes('portal', {
  portalInvitationLetter: {
    method: 'GET',
    path: '/portal/view/invitationLetter',
    summary: '门户：项目邀请函（按项目编号）',
    access: 'public',
    query: z.object({ id: z.string().trim().min(1, '请选择项目').max(100) }),
    result: z.object({ project: announcementItem, content: z.string() }),
  },
  portalSignUp: {
    method: 'POST',
    path: '/portal/signUp',
    summary: '供应商报名采购项目',
    access: 'user',
    body: signUpBody,
    result: z.object({ projectId: z.string(), signedUp: z.boolean(), signedUpAt: z.string().nullable() }),
  },
  portalMySignUp: {
    method: 'GET',
    path: '/portal/signUp/mine',
    summary: '本企业是否已报名该项目',
    access: 'user',
    query: z.object({ projectId }),
    result: mySignUp,
  },
  portalSignUpList: {
    method: 'GET',
    path: '/portal/signUp/list',
    summary: '项目的报名供应商（采购方）',
    access: SIGN_UP_LIST_ACTION,
    query: listQuery.extend({ projectId }),
    result: page(signUpRow),
  },
  portalPlanCollectSms: {
    method: 'POST',
    path: '/portal/planCollect/sms',
    summary: '信息征集：发送短信验证码',
    access: 'public',
    body: z.object({ mobile }),
    result: z.null(),
  },
  portalPlanCollectSubmit: {
    method: 'POST',
    path: '/portal/planCollect/submit',
    summary: '信息征集：提交',
    access: 'public',
    body: planCollectBody,
    result: z.object({ id: z.string() }),
  },
  portalPlanInfoList: {
    method: 'GET',
    path: '/portal/planInfo/list',
    summary: '信息征集列表',
    access: PLAN_INFO_ACTIONS.list,
    query: listQuery,
    result: page(planInfoRow),
  },
  portalPlanInfoHandle: {
    method: 'POST',
    path: '/portal/planInfo/handle',
    summary: '信息征集：标记已处理',
    access: PLAN_INFO_ACTIONS.handle,
    body: idBody,
    result: z.null(),
  },
  portalPlanInfoInvite: {
    method: 'POST',
    path: '/portal/planInfo/invite',
    summary: '信息征集：短信邀请注册',
    access: PLAN_INFO_ACTIONS.invite,
    body: idBody,
    result: z.null(),
  },
});
