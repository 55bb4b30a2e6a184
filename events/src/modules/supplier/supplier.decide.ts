import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { applyChanges, diffFields } from '../../shared/diff';
import { creditCodeProblem } from '@srm/contracts/supplier';
import { assertPlainTexts } from '../../shared/plain-text';
import {
  EMPTY_PROFILE,
  type SupplierEvent,
  type SupplierInfo,
  type SupplierProfile,
  type SupplierStatus,
} from './supplier.events';

export const SUPPLIER_NOT_FOUND = '未找到对应供应商';
export const SUPPLIER_EXISTS = '该供应商已存在';
export const ATTACHMENT_REQUIRED = '请上传营业执照';
export const UNDER_REVIEW = '资料审核中，请等待审核结果';
export const NOT_PENDING = '只有待审核的供应商可以审核';
export const REASON_REQUIRED = '请填写驳回原因';
export const BLACKLIST_REASON_REQUIRED = '请填写拉入黑名单的原因';
export const BLACKLIST_FROM_REQUIRED = '请选择黑名单开始日期';
export const BLACKLIST_PERIOD = '黑名单结束日期不能早于开始日期';
export const BLACKLIST_ENDED = '黑名单结束日期不能早于今天';
export const ALREADY_BLACKLISTED = '该供应商已在黑名单中';
export const NOT_BLACKLISTED = '该供应商不在黑名单中';
export const LIFT_REASON_REQUIRED = '请填写解除黑名单的原因';
export const SUPPLIER_CODE_TAKEN = '供应商编码已存在';
export const SUPPLIER_CODE_FORMAT = '供应商编码只能包含字母、数字和 . _ -';
export const REGISTERED_CAPITAL_FORMAT = '注册资本应为数字，最多两位小数';
export const NOT_IN_DICT = (label: string) => `${label}不在可选范围内`;

/** The China Standard Time day of an instant: blacklist periods and expiry dates are such days. */
export const cstDay = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A blacklist entry not lifted; it bars while `from <= today <= to` (to null: 长期). */
export type BlacklistEntry = { reason: string; from: string; to: string | null; by: string; at: string };

/** Barred today, or from a later day on: both count as 在黑名单中 (a second entry is refused). */
type Period = { from: string; to: string | null };
export const blacklistPending = <B extends Period>(b: B | null, today: string): b is B =>
  b !== null && (b.to === null || b.to >= today);
/** Barred on `today`. */
export const blacklistedOn = <B extends Period>(b: B | null, today: string): b is B =>
  blacklistPending(b, today) && b.from <= today;

export type SupplierState =
  | { status: 'none' }
  | {
      status: SupplierStatus;
      id: string;
      tenantId: string;
      info: SupplierInfo;
      rejectReason: string | null;
      /** Once approved, an alteration under review does not take the admission away. */
      admitted: boolean;
      profile: SupplierProfile;
      /** The last blacklist entry unless lifted (it may have ended by its date). */
      blacklist: BlacklistEntry | null;
    };

/** Who acts and when come in the command (an admin today, an approval process later). */
type Act = { by: string; now: Date };

export type SupplierCommand =
  | {
      type: 'RegisterSupplier';
      id: string;
      tenantId: string;
      info: SupplierInfo;
      userId: string | null;
      now: Date;
    }
  /** A company already known (seed, import): registered and admitted at once, without the review. */
  | ({ type: 'AdmitSupplier'; id: string; tenantId: string; info: SupplierInfo } & Act)
  | ({ type: 'SubmitSupplierInfo'; info: SupplierInfo } & Act)
  | ({ type: 'ApproveSupplier'; comment: string | null } & Act)
  | ({ type: 'RejectSupplier'; reason: string } & Act)
  /** The buyer's profile; `dictionaries` are the allowed values of `supplier_type` and `supplier_level`. */
  | ({
      type: 'UpdateSupplierProfile';
      profile: SupplierProfile;
      dictionaries: { supplierType: readonly string[]; level: readonly string[] };
    } & Act)
  | ({ type: 'BlacklistSupplier'; reason: string; from: string; to: string | null } & Act)
  | ({ type: 'LiftSupplierBlacklist'; reason: string } & Act);

export const initialState = (): SupplierState => ({ status: 'none' });

export function evolve(state: SupplierState, event: SupplierEvent): SupplierState {
  if (event.type === 'SupplierRegistered') {
    const d = event.data;
    return {
      status: 'draft',
      id: d.id,
      tenantId: d.tenantId,
      info: d.info,
      rejectReason: null,
      admitted: false,
      profile: EMPTY_PROFILE,
      blacklist: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SupplierInfoSubmitted':
      return { ...state, status: 'pending', info: applyChanges(state.info, event.data.changes) };
    case 'SupplierApproved':
      return { ...state, status: 'approved', rejectReason: null, admitted: true };
    case 'SupplierRejected':
      return { ...state, status: 'rejected', rejectReason: event.data.reason };
    case 'SupplierProfileUpdated':
      return { ...state, profile: applyChanges(state.profile, event.data.changes) };
    case 'SupplierBlacklisted': {
      const { reason, from, to, by, at } = event.data;
      return { ...state, blacklist: { reason, from, to, by, at } };
    }
    case 'SupplierBlacklistLifted':
      return { ...state, blacklist: null };
    case 'SupplierQualificationReminded':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * The stated facts: plain text ([SEC1] 11) and a valid credit code. Exported so that registration can
 * refuse before it spends the SMS code (the decider checks again).
 */
export const checkInfo = (info: SupplierInfo) => {
  assertPlainTexts(info, {
    companyName: '企业名称',
    contact: '联系人',
    address: '注册地址',
    legalPerson: '法定代表人',
    email: '电子邮件',
  });
  const problem = creditCodeProblem(info.creditCode);
  if (problem) throw new DomainError('ValidationFailed', problem, { field: 'creditCode' });
};

/** A reason: trimmed, not empty, plain text. */
function required(text: string, field: string, message: string): string {
  const t = text.trim();
  if (!t) throw new DomainError('ValidationFailed', message, { field });
  assertPlainTexts({ [field]: t }, { [field]: '原因' });
  return t;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Up to 14 integer digits and 2 decimals (numeric(16, 2)), normalised to 2 decimals. */
const CAPITAL = /^(\d{1,14})(?:\.(\d{1,2}))?$/;

function checkProfile(
  p: SupplierProfile,
  dictionaries: { supplierType: readonly string[]; level: readonly string[] },
): SupplierProfile {
  const blank = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
  const code = blank(p.code);
  if (code !== null && !CODE.test(code))
    throw new DomainError('ValidationFailed', SUPPLIER_CODE_FORMAT, { field: 'code' });
  const supplierType = blank(p.supplierType);
  if (supplierType !== null && !dictionaries.supplierType.includes(supplierType))
    throw new DomainError('ValidationFailed', NOT_IN_DICT('供应商类型'), { field: 'supplierType' });
  const level = blank(p.level);
  if (level !== null && !dictionaries.level.includes(level))
    throw new DomainError('ValidationFailed', NOT_IN_DICT('供应商等级'), { field: 'level' });
  const capitalText = blank(p.registeredCapital);
  let registeredCapital: string | null = null;
  if (capitalText !== null) {
    const m = CAPITAL.exec(capitalText);
    if (!m)
      throw new DomainError('ValidationFailed', REGISTERED_CAPITAL_FORMAT, { field: 'registeredCapital' });
    registeredCapital = `${BigInt(m[1]!).toString()}.${(m[2] ?? '').padEnd(2, '0')}`;
  }
  return { code, supplierType, level, registeredCapital, establishedDate: p.establishedDate };
}

export function decide(command: SupplierCommand, state: SupplierState): SupplierEvent[] {
  if (command.type === 'RegisterSupplier') {
    if (state.status !== 'none') throw new DomainError('IllegalState', SUPPLIER_EXISTS);
    checkInfo(command.info);
    const { id, tenantId, info, userId, now } = command;
    return [{ type: 'SupplierRegistered', data: { id, tenantId, info, userId, at: now.toISOString() } }];
  }
  if (command.type === 'AdmitSupplier') {
    if (state.status !== 'none') throw new DomainError('IllegalState', SUPPLIER_EXISTS);
    checkInfo(command.info);
    const { id, tenantId, info, by, now } = command;
    const at = now.toISOString();
    return [
      { type: 'SupplierRegistered', data: { id, tenantId, info, userId: null, at } },
      { type: 'SupplierApproved', data: { by, comment: null, at } },
    ];
  }
  if (state.status === 'none') throw new DomainError('NotFound', SUPPLIER_NOT_FOUND);
  const at = command.now.toISOString();
  switch (command.type) {
    case 'SubmitSupplierInfo': {
      if (state.status === 'pending') throw new DomainError('IllegalState', UNDER_REVIEW);
      checkInfo(command.info);
      if (command.info.attachments.length === 0) {
        throw new DomainError('ValidationFailed', ATTACHMENT_REQUIRED, { field: 'attachments' });
      }
      const changes = diffFields(state.info, command.info);
      return [{ type: 'SupplierInfoSubmitted', data: { changes, by: command.by, at } }];
    }
    case 'ApproveSupplier':
      if (state.status !== 'pending') throw new DomainError('IllegalState', NOT_PENDING);
      return [{ type: 'SupplierApproved', data: { by: command.by, comment: command.comment, at } }];
    case 'RejectSupplier': {
      if (state.status !== 'pending') throw new DomainError('IllegalState', NOT_PENDING);
      const reason = command.reason.trim();
      if (!reason) throw new DomainError('ValidationFailed', REASON_REQUIRED, { field: 'reason' });
      return [{ type: 'SupplierRejected', data: { by: command.by, reason, at } }];
    }
    case 'UpdateSupplierProfile': {
      const profile = checkProfile(command.profile, command.dictionaries);
      const changes = diffFields(state.profile, profile);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'SupplierProfileUpdated', data: { changes, by: command.by, at } }];
    }
    case 'BlacklistSupplier': {
      const today = cstDay(command.now);
      const reason = required(command.reason, 'reason', BLACKLIST_REASON_REQUIRED);
      if (!command.from)
        throw new DomainError('ValidationFailed', BLACKLIST_FROM_REQUIRED, { field: 'from' });
      if (command.to !== null && command.to < command.from)
        throw new DomainError('ValidationFailed', BLACKLIST_PERIOD, { field: 'to' });
      if (command.to !== null && command.to < today)
        throw new DomainError('ValidationFailed', BLACKLIST_ENDED, { field: 'to' });
      if (blacklistPending(state.blacklist, today))
        throw new DomainError('IllegalState', ALREADY_BLACKLISTED);
      const { from, to, by } = command;
      return [{ type: 'SupplierBlacklisted', data: { reason, from, to, by, at } }];
    }
    case 'LiftSupplierBlacklist': {
      if (!blacklistPending(state.blacklist, cstDay(command.now)))
        throw new DomainError('IllegalState', NOT_BLACKLISTED);
      const reason = required(command.reason, 'reason', LIFT_REASON_REQUIRED);
      return [{ type: 'SupplierBlacklistLifted', data: { reason, by: command.by, at } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const supplierDecider: Decider<SupplierState, SupplierCommand, SupplierEvent> = {
  initialState,
  evolve,
  decide,
};
