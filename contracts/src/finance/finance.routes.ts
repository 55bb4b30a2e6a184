import { z } from 'zod';
import { defineRoutes } from '../core/index';
import { decimalMessage, decimalPattern, DECIMALS } from '../sourcing/index';
import { DEPOSIT_STATUSES, FINANCE_ACTIONS, FINANCE_RULE_ACTION, LEDGER_KINDS } from './constants';

const amount = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(decimalPattern(DECIMALS.amount.int, DECIMALS.amount.scale), decimalMessage(label, 'amount'));
const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(200);
const reason = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(500, `${label}不能超过500个字符`);
const day = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);
const currency = z.string({ error: '请选择币种' }).regex(/^[A-Z]{3}$/, '币种代码应为3位大写字母（ISO 4217）');

export const depositRuleBody = z.object({
  id: id('寻源项目'),
  /** null: no deposit asked. */
  amount: amount('保证金金额').nullable(),
  currency,
});
export const depositPayBody = z.object({
  projectId: id('寻源项目'),
  amount: amount('缴纳金额'),
  paidOn: day('缴纳日期'),
  reference: z.string().trim().max(100, '银行流水号不能超过100个字符').default(''),
  proof: z.array(z.string().min(1).max(500), { error: '请上传缴款凭证' }).min(1, '请上传缴款凭证').max(10),
});
export type DepositPayBody = z.input<typeof depositPayBody>;

export const depositRow = z.object({
  id: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  amount: z.string(),
  currency: z.string(),
  paidOn: z.string(),
  reference: z.string(),
  proof: z.array(z.string()),
  status: z.enum(DEPOSIT_STATUSES),
  statusText: z.string(),
  reason: z.string().nullable(),
  recordedAt: z.string(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const depositDueRow = z.object({
  projectId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  projectStatus: z.string(),
  amount: z.string(),
  currency: z.string(),
  depositStatus: z.enum(DEPOSIT_STATUSES).nullable(),
  depositStatusText: z.string(),
  reason: z.string().nullable(),
});
export type DepositDueRow = z.infer<typeof depositDueRow>;

export const marginAccountRow = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  balance: z.string(),
  received: z.string(),
  refunded: z.string(),
  converted: z.string(),
  deducted: z.string(),
});
export type MarginAccountRow = z.infer<typeof marginAccountRow>;

export const ledgerRow = z.object({
  depositId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  kindText: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  supplierName: z.string(),
  /** Signed: a receipt is positive, the rest negative. */
  amount: z.string(),
  currency: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
  /** The running balance of the currency after this movement. */
  balance: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const marginAccountView = z.object({
  accounts: z.array(marginAccountRow),
  ledger: z.array(ledgerRow),
});
export type MarginAccountView = z.infer<typeof marginAccountView>;

export const bondAddBody = z.object({
  projectId: id('寻源项目'),
  supplierId: id('中标供应商'),
  amount: amount('履约保证金金额'),
  dueDate: day('缴纳截止日'),
  expiresOn: day('到期日'),
  /** Convert the winner's confirmed bid deposit into the bond. */
  convertDeposit: z.boolean().default(false),
});
export type BondAddBody = z.input<typeof bondAddBody>;
export const bondRow = z.object({
  id: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  amount: z.string(),
  currency: z.string(),
  dueDate: z.string(),
  expiresOn: z.string(),
  convertedDeposit: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type BondRow = z.infer<typeof bondRow>;

const byId = z.object({ id: id('保证金') });
const withReason = (label: string) => z.object({ id: id('保证金'), reason: reason(label) });

export const financeRoutes = defineRoutes('finance', {
  financeDepositRule: {
    method: 'POST',
    path: '/finance/deposit/rule',
    summary: '设置寻源项目的投标保证金（草稿阶段）',
    access: FINANCE_RULE_ACTION,
    body: depositRuleBody,
    result: z.null(),
  },
  financeDepositList: {
    method: 'GET',
    path: '/finance/deposit/list',
    summary: '投标保证金列表',
    access: FINANCE_ACTIONS.depositList,
    query: z.object({
      projectId: z.string().max(200).optional(),
      supplierId: z.string().max(200).optional(),
      status: z.enum(DEPOSIT_STATUSES).optional(),
    }),
    result: z.array(depositRow),
  },
  financeDepositConfirm: {
    method: 'POST',
    path: '/finance/deposit/confirm',
    summary: '确认保证金到账（报名生效，供应商可报价投标）',
    access: FINANCE_ACTIONS.depositConfirm,
    body: byId,
    result: z.null(),
  },
  financeDepositReject: {
    method: 'POST',
    path: '/finance/deposit/reject',
    summary: '驳回保证金缴纳（须填写原因）',
    access: FINANCE_ACTIONS.depositConfirm,
    body: withReason('驳回原因'),
    result: z.null(),
  },
  financeDepositRefund: {
    method: 'POST',
    path: '/finance/deposit/refund',
    summary: '退还保证金',
    access: FINANCE_ACTIONS.depositRefund,
    body: withReason('退还原因'),
    result: z.null(),
  },
  financeDepositDeduct: {
    method: 'POST',
    path: '/finance/deposit/deduct',
    summary: '扣除保证金（须填写原因）',
    access: FINANCE_ACTIONS.depositDeduct,
    body: withReason('扣除原因'),
    result: z.null(),
  },
  financeMarginAccountList: {
    method: 'GET',
    path: '/finance/marginAccount/list',
    summary: '保证金账户（各供应商余额与台账）',
    access: FINANCE_ACTIONS.depositList,
    query: z.object({ supplierId: z.string().max(200).optional() }),
    result: marginAccountView,
  },
  financeBondAdd: {
    method: 'POST',
    path: '/finance/performanceBond/add',
    summary: '登记履约保证金（定标后，可将中标人的投标保证金转入）',
    access: FINANCE_ACTIONS.bondAdd,
    body: bondAddBody,
    result: z.object({ id: z.string() }),
  },
  financeBondList: {
    method: 'GET',
    path: '/finance/performanceBond/list',
    summary: '履约保证金列表',
    access: FINANCE_ACTIONS.bondList,
    result: z.array(bondRow),
  },
  financeSupDepositDue: {
    method: 'GET',
    path: '/sup/finance/deposit/due',
    summary: '供应商：需缴纳保证金的项目',
    access: 'user',
    result: z.array(depositDueRow),
  },
  financeSupDepositPay: {
    method: 'POST',
    path: '/sup/finance/deposit/pay',
    summary: '供应商：登记保证金缴纳（上传凭证）',
    access: 'user',
    body: depositPayBody,
    result: z.object({ id: z.string() }),
  },
  financeSupDepositList: {
    method: 'GET',
    path: '/sup/finance/deposit/list',
    summary: '供应商：我的保证金',
    access: 'user',
    result: z.array(depositRow),
  },
  financeSupMarginAccount: {
    method: 'GET',
    path: '/sup/finance/marginAccount',
    summary: '供应商：我的保证金账户',
    access: 'user',
    result: marginAccountView,
  },
  financeSupBondList: {
    method: 'GET',
    path: '/sup/finance/performanceBond/list',
    summary: '供应商：我的履约保证金',
    access: 'user',
    result: z.array(bondRow),
  },
});
