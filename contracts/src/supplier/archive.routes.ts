import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';
import { INVITE_REFUSAL_REASONS } from './errors';
import { optionalText, SUPPLIER_STATUSES } from './supplier.routes';

/** The menus and buttons of 供应商档案 and 黑名单 (api/src/seed-data.ts). */
export const SUPPLIER_ARCHIVE_MENU = 'm-supplier-list';
export const SUPPLIER_BLACKLIST_MENU = 'm-supplier-blacklist';
export const SUPPLIER_ARCHIVE_ACTIONS = {
  list: 'supplier:supplier:list',
  edit: 'supplier:supplier:edit',
} as const;
export const SUPPLIER_BLACKLIST_ACTIONS = {
  list: 'supplier:blacklist:list',
  add: 'supplier:blacklist:add',
  lift: 'supplier:blacklist:edit',
} as const;

const id = z.string({ error: '请选择一条记录' }).min(1, '请选择一条记录').max(64);
const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), '日期格式应为YYYY-MM-DD');
const optionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(day('日期格式应为YYYY-MM-DD').nullable());
const reason = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(500, '长度不能超过500个字符');

/** The blacklist entry not lifted, as a row shows it; `active` when it bars today. */
export const blacklistState = z.object({
  reason: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  active: z.boolean(),
});

/** One admitted (or registered) company as 供应商档案 lists it. */
export const supplierArchiveRow = z.object({
  id: z.string(),
  code: z.string().nullable(),
  companyName: z.string(),
  creditCode: z.string(),
  contact: z.string(),
  phone: z.string(),
  supplierType: z.string().nullable(),
  supplierTypeText: z.string().nullable(),
  level: z.string().nullable(),
  levelText: z.string().nullable(),
  /** 万元, decimal text. */
  registeredCapital: z.string().nullable(),
  status: z.enum(SUPPLIER_STATUSES),
  statusText: z.string(),
  admitted: z.boolean(),
  blacklist: blacklistState.nullable(),
  createTime: timestamp,
});
export type SupplierArchiveRow = z.infer<typeof supplierArchiveRow>;

const row = z.record(z.string(), z.unknown());
export const blacklistEntry = z.object({
  id: z.string(),
  supplierId: z.string(),
  companyName: z.string(),
  reason: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  createdBy: z.string(),
  createTime: timestamp,
  liftedReason: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftedAt: timestamp.nullable(),
  /** 生效中 (bars today), 未开始, 已到期, 已解除. */
  state: z.enum(['active', 'pending', 'ended', 'lifted']),
});
export type BlacklistEntryRow = z.infer<typeof blacklistEntry>;

/**
 * The whole archive of one company: its profile, and the rows of the declared entities it owns
 * (bank accounts, contacts, qualifications, source pool; as the engine reads them) and its
 * blacklist history.
 */
export const supplierArchive = supplierArchiveRow.extend({
  email: z.string().nullable(),
  address: z.string().nullable(),
  legalPerson: z.string().nullable(),
  establishedDate: z.string().nullable(),
  categoryNames: z.array(z.string()),
  banks: z.array(row),
  contacts: z.array(row),
  qualifications: z.array(row),
  sourcePool: z.array(row),
  blacklistHistory: z.array(blacklistEntry),
});
export type SupplierArchive = z.infer<typeof supplierArchive>;

export const supplierProfileBody = z.object({
  id,
  code: optionalText(32),
  supplierType: optionalText(32),
  level: optionalText(32),
  registeredCapital: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v).trim())),
  establishedDate: optionalDay,
});
export type SupplierProfileBody = z.input<typeof supplierProfileBody>;

export const blacklistBody = z.object({
  supplierId: id,
  reason: reason('请填写拉入黑名单的原因'),
  from: day('请选择黑名单开始日期'),
  /** Empty: 长期. */
  to: optionalDay,
});
export type BlacklistBody = z.input<typeof blacklistBody>;
export const liftBlacklistBody = z.object({ supplierId: id, reason: reason('请填写解除黑名单的原因') });
export type LiftBlacklistBody = z.input<typeof liftBlacklistBody>;

export const inviteCheck = z.object({
  eligible: z.boolean(),
  reason: z.enum(INVITE_REFUSAL_REASONS).nullable(),
  message: z.string().nullable(),
});
export type InviteCheck = z.infer<typeof inviteCheck>;

/** 供应商档案 and 黑名单 in the back office (docs/supplier.md "Supplier master"). */
export const supplierArchiveRoutes = defineRoutes('supplier', {
  supplierArchiveList: {
    method: 'GET',
    path: '/supplier/archive/list',
    summary: '供应商档案列表',
    access: SUPPLIER_ARCHIVE_ACTIONS.list,
    query: listQuery.extend({
      /** 1: only those barred today; 0: only those not. */
      blacklisted: z.enum(['0', '1']).optional(),
    }),
    result: page(supplierArchiveRow),
  },
  supplierArchiveById: {
    method: 'GET',
    path: '/supplier/archive/queryById',
    summary: '供应商档案详情（基本信息、银行账户、联系人、资质、供应范围、黑名单记录）',
    access: SUPPLIER_ARCHIVE_ACTIONS.list,
    query: z.object({ id }),
    result: supplierArchive,
  },
  supplierArchiveEdit: {
    method: 'PUT',
    path: '/supplier/archive/edit',
    summary: '编辑供应商档案（编码、类型、等级、注册资本、成立日期）',
    access: SUPPLIER_ARCHIVE_ACTIONS.edit,
    body: supplierProfileBody,
    result: z.null(),
  },
  supplierInviteCheck: {
    method: 'GET',
    path: '/supplier/archive/inviteCheck',
    summary: '供应商能否被邀请参与某品类的寻源',
    access: SUPPLIER_ARCHIVE_ACTIONS.list,
    query: z.object({ id, categoryId: z.string({ error: '请选择品类' }).min(1, '请选择品类').max(64) }),
    result: inviteCheck,
  },
  supplierBlacklistList: {
    method: 'GET',
    path: '/supplier/blacklist/list',
    summary: '黑名单记录',
    access: SUPPLIER_BLACKLIST_ACTIONS.list,
    query: listQuery,
    result: page(blacklistEntry),
  },
  supplierBlacklistAdd: {
    method: 'POST',
    path: '/supplier/blacklist/add',
    summary: '拉入黑名单（原因、期限）',
    access: SUPPLIER_BLACKLIST_ACTIONS.add,
    body: blacklistBody,
    result: z.null(),
  },
  supplierBlacklistLift: {
    method: 'POST',
    path: '/supplier/blacklist/lift',
    summary: '提前解除黑名单（原因）',
    access: SUPPLIER_BLACKLIST_ACTIONS.lift,
    body: liftBlacklistBody,
    result: z.null(),
  },
});
