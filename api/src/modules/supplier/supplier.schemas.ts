import { supplier } from '@srm/events';
import { z } from 'zod';

/** Spec §5 texts where it has them; the rest in the same voice. */
const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `长度不能超过${max}个字符`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `长度不能超过${max}个字符`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Normalised here; its checksum is checked by the route (a DomainError keeps the message bare). */
export const creditCode = z
  .string({ error: supplier.CREDIT_CODE_REQUIRED })
  .max(40, supplier.CREDIT_CODE_LENGTH)
  .transform(supplier.normalizeCreditCode);
export const mobile = z
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
  creditCode,
  contact: text('请输入联系人', 50),
  categoryIds: ids,
};

export const registerBody = z.object({
  ...companyFields,
  mobile,
  captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .regex(/^[A-Za-z0-9_]{4,30}$/, '用户名为4-30位字母、数字或下划线'),
  password: z.string({ error: '请输入密码!' }).min(1, '请输入密码!').max(100),
  confirmPassword: z.string({ error: '请确认密码!' }).min(1, '请确认密码!').max(100),
});

export const supplierInfoBody = z.object({
  ...companyFields,
  phone: mobile,
  email: optionalText(100).pipe(z.email('邮箱格式不正确').nullable()),
  address: optionalText(200),
  legalPerson: optionalText(50),
  attachments: z
    .union([z.array(z.string().min(1).max(500)), z.string()])
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(10, '只能上传10个文件')),
});

export const approveBody = z.object({
  id: z.string({ error: '请选择一条记录' }).min(1, '请选择一条记录').max(64),
  comment: optionalText(500),
});
export const rejectBody = z.object({
  id: z.string({ error: '请选择一条记录' }).min(1, '请选择一条记录').max(64),
  reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(500),
});
