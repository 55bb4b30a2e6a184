import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { applyChanges, diffFields } from '../../shared/diff';
import { assertPlainTexts } from '../../shared/plain-text';
import { creditCodeProblem } from './credit-code';
import type { SupplierEvent, SupplierInfo, SupplierStatus } from './supplier.events';

export const SUPPLIER_NOT_FOUND = '未找到对应供应商';
export const SUPPLIER_EXISTS = '该供应商已存在';
export const ATTACHMENT_REQUIRED = '请上传营业执照';
export const UNDER_REVIEW = '资料审核中，请等待审核结果';
export const NOT_PENDING = '只有待审核的供应商可以审核';
export const REASON_REQUIRED = '请填写驳回原因';

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
  | ({ type: 'RejectSupplier'; reason: string } & Act);

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
