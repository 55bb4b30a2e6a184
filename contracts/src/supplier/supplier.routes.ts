import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';
import { CREDIT_CODE_LENGTH, CREDIT_CODE_REQUIRED, normalizeCreditCode } from './credit-code';

/** The menu and buttons of 供应商准入. */
export const SUPPLIER_ACCESS_MENU = 'm-supplier-access';
export const SUPPLIER_ACCESS_ACTIONS = {
  list: 'supplier:access:list',
  approve: 'supplier:access:approve',
  reject: 'supplier:access:reject',
} as const;

export const SUPPLIER_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** Spec §5 texts where it has them; the rest in the same voice. */
const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `长度不能超过${max}个字符`);
/** Optional plain text: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `长度不能超过${max}个字符`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Normalised here; its checksum is the domain's rule (creditCodeProblem), so its message stays bare. */
export const creditCodeField = z
  .string({ error: CREDIT_CODE_REQUIRED })
  .max(40, CREDIT_CODE_LENGTH)
  .transform(normalizeCreditCode);
export const mobileField = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确格式的手机号码!');
const ids = z
  .union([z.array(z.string().min(1).max(64)), z.string()])
  .optional()
  .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(100, '供应品类过多'));

/** The company facts a supplier states, at registration and on completion or alteration. */
const companyFields = {
  companyName: text('请输入企业名称', 100),
  creditCode: creditCodeField,
  contact: text('请输入联系人', 50),
  categoryIds: ids,
};

export const registerBody = z.object({
  ...companyFields,
  mobile: mobileField,
  captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .regex(/^[A-Za-z0-9_]{4,30}$/, '用户名为4-30位字母、数字或下划线'),
  password: z.string({ error: '请输入密码!' }).min(1, '请输入密码!').max(100),
  confirmPassword: z.string({ error: '请确认密码!' }).min(1, '请确认密码!').max(100),
});
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterBodyOut = z.output<typeof registerBody>;

export const supplierInfoBody = z.object({
  ...companyFields,
  phone: mobileField,
  email: optionalText(100).pipe(z.email('邮箱格式不正确').nullable()),
  address: optionalText(200),
  legalPerson: optionalText(50),
  attachments: z
    .union([z.array(z.string().min(1).max(500)), z.string()])
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(10, '只能上传10个文件')),
});
export type SupplierInfoBody = z.input<typeof supplierInfoBody>;
export type SupplierInfoBodyOut = z.output<typeof supplierInfoBody>;

const recordId = z.string({ error: '请选择一条记录' }).min(1, '请选择一条记录').max(64);

/** A supplier record as the back office and the supplier itself see it. */
export const supplierRecord = z.object({
  id: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  legalPerson: z.string().nullable(),
  categoryIds: z.array(z.string()),
  attachments: z.array(z.string()),
  status: z.enum(SUPPLIER_STATUSES),
  statusText: z.string(),
  /** Once admitted it stays so, even while an alteration is under review. */
  admitted: z.boolean(),
  rejectReason: z.string().nullable(),
  reviewComment: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  submittedAt: timestamp.nullable(),
  createTime: timestamp,
  categoryNames: z.array(z.string()),
  files: z.array(z.object({ path: z.string(), fileName: z.string() })),
});
export type SupplierRecord = z.infer<typeof supplierRecord>;

/** 供应商准入: one row of the tenant's suppliers. */
export const supplierAccessRow = supplierRecord.pick({
  id: true,
  companyName: true,
  creditCode: true,
  contact: true,
  phone: true,
  status: true,
  statusText: true,
  admitted: true,
  createTime: true,
  submittedAt: true,
  reviewedAt: true,
});
export type SupplierAccessRow = z.infer<typeof supplierAccessRow>;

/** A category of the public registration form's tree. */
export const categoryRow = z.object({ id: z.string(), pid: z.string(), name: z.string(), code: z.string() });
export type CategoryRow = z.infer<typeof categoryRow>;

const registered = z.object({ supplierId: z.string(), username: z.string() });

/** Supplier registration and onboarding (docs/supplier.md). */
export const supplierRoutes = defineRoutes('supplier', {
  supplierRegister: {
    method: 'POST',
    path: '/auth/register',
    summary: '供应商注册（短信验证码）',
    access: 'public',
    body: registerBody,
    result: registered,
  },
  supplierRegisterLegacy: {
    method: 'POST',
    path: '/sys/user/register',
    summary: '供应商注册（JeecgBoot 路径）',
    access: 'public',
    body: registerBody,
    result: registered,
  },
  supplierRegisterCategories: {
    method: 'GET',
    path: '/auth/register/categories',
    summary: '注册表单的供应品类树',
    access: 'public',
    result: z.array(categoryRow),
  },
  supplierMine: {
    method: 'GET',
    path: '/supplierBaseAPI/getSupplier',
    summary: '当前用户所属供应商（员工为空）',
    access: 'user',
    result: supplierRecord.nullable(),
  },
  supplierSubmit: {
    method: 'POST',
    path: '/supplierBaseAPI/submit',
    summary: '提交供应商资料（完善或变更，待审核）',
    access: 'user',
    body: supplierInfoBody,
    result: supplierRecord.nullable(),
  },
  supplierSubmitPut: {
    method: 'PUT',
    path: '/supplierBaseAPI/submit',
    summary: '提交供应商资料（完善或变更，待审核）',
    access: 'user',
    body: supplierInfoBody,
    result: supplierRecord.nullable(),
  },
  supplierAccessList: {
    method: 'GET',
    path: '/supplier/access/list',
    summary: '供应商准入列表',
    access: SUPPLIER_ACCESS_ACTIONS.list,
    query: listQuery,
    result: page(supplierAccessRow),
  },
  supplierAccessById: {
    method: 'GET',
    path: '/supplier/access/queryById',
    summary: '供应商准入详情',
    access: SUPPLIER_ACCESS_ACTIONS.list,
    query: z.object({ id: z.string().min(1, '请选择一条记录').max(64) }),
    result: supplierRecord,
  },
  supplierApprove: {
    method: 'POST',
    path: '/supplier/access/approve',
    summary: '供应商准入审核通过',
    access: SUPPLIER_ACCESS_ACTIONS.approve,
    body: z.object({ id: recordId, comment: optionalText(500) }),
    result: z.null(),
  },
  supplierReject: {
    method: 'POST',
    path: '/supplier/access/reject',
    summary: '供应商准入驳回',
    access: SUPPLIER_ACCESS_ACTIONS.reject,
    body: z.object({
      id: recordId,
      reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(500),
    }),
    result: z.null(),
  },
});
