import { PROCESS_ENDED } from '@srm/contracts/process';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { CC_NOT_FOUND, refuseForeignCopies } from './cc.commands';
import {
  ALREADY_IN_APPROVAL,
  approvalInstanceId,
  DEFINITION_SUSPENDED,
  HOLDER_UNKNOWN,
  notBound,
  refuseApprovalStart,
  refuseHolder,
  refuseIfEnded,
  type ApprovalStartFacts,
} from './instance.rules';

/** When the rule runs: the refusal it throws (code, message, reason), or null. */
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { code: e.code, message: e.message, ...(e.reason ? { reason: e.reason } : {}) };
  }
};

describe('starting a document approval', () => {
  const ready: ApprovalStartFacts = {
    documentType: 'purchaseOrder',
    definition: { status: 'active', version: 2 },
    versionFound: true,
    earlier: [{ status: 'ended' }],
  };

  it('given a deployed, active definition and no running approval, starts', () => {
    expect(refusal(() => refuseApprovalStart(ready))).toBeNull();
  });

  it('given no bound definition, or one never deployed, refuses: not bound', () => {
    const expected = { code: 'IllegalState', message: notBound('purchaseOrder') };
    expect(refusal(() => refuseApprovalStart({ ...ready, definition: undefined }))).toEqual(expected);
    expect(
      refusal(() => refuseApprovalStart({ ...ready, definition: { status: 'active', version: 0 } })),
    ).toEqual(expected);
    expect(notBound('purchaseOrder')).toBe('单据类型「采购订单」未绑定审批流程');
  });

  it('given a suspended definition, refuses', () => {
    expect(
      refusal(() => refuseApprovalStart({ ...ready, definition: { status: 'suspended', version: 2 } })),
    ).toEqual({ code: 'IllegalState', message: DEFINITION_SUSPENDED });
  });

  it('given an approval of the document still running, refuses', () => {
    expect(
      refusal(() => refuseApprovalStart({ ...ready, earlier: [{ status: 'ended' }, { status: 'running' }] })),
    ).toEqual({ code: 'IllegalState', message: ALREADY_IN_APPROVAL });
  });

  it('names the n-th approval of a document the same way every time, and the next one differently', () => {
    const first = approvalInstanceId('1', 'purchaseOrder', 'PO-1', 1);
    expect(approvalInstanceId('1', 'purchaseOrder', 'PO-1', 1)).toBe(first);
    expect(approvalInstanceId('1', 'purchaseOrder', 'PO-1', 2)).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('a task’s new holder (转办, 加签)', () => {
  const staff = { tenant_id: '1', status: 1, supplier_id: null };
  it('given an active staff user of the tenant, accepts', () => {
    expect(refusal(() => refuseHolder(staff, '1', 'to'))).toBeNull();
  });
  it.each([
    ['unknown', undefined],
    ['of another tenant', { ...staff, tenant_id: '2' }],
    ['frozen', { ...staff, status: 2 }],
    ['a supplier’s user', { ...staff, supplier_id: 'S001' }],
  ])('refuses a user %s', (_, user) => {
    expect(refusal(() => refuseHolder(user, '1', 'to'))).toEqual({
      code: 'ValidationFailed',
      message: HOLDER_UNKNOWN,
    });
  });
});

describe('an ended instance', () => {
  it('refuses with the reason ProcessEnded (matched by reason, not by text)', () => {
    expect(refusal(() => refuseIfEnded({ status: 'ended' }))).toEqual({
      code: 'IllegalState',
      message: PROCESS_ENDED,
      reason: 'ProcessEnded',
    });
    expect(refusal(() => refuseIfEnded({ status: 'running' }))).toBeNull();
  });
});

describe('marking 抄送 read', () => {
  it('given all chosen copies are the caller’s own, marks them', () => {
    expect(refusal(() => refuseForeignCopies(['a', 'b', 'a'], ['a', 'b']))).toBeNull();
  });
  it('given one is someone else’s (not among the caller’s), refuses: 未找到对应抄送', () => {
    expect(refusal(() => refuseForeignCopies(['a', 'x'], ['a']))).toEqual({
      code: 'NotFound',
      message: CC_NOT_FOUND,
    });
  });
});
