import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  ATTACHMENT_REQUIRED,
  decide,
  evolve,
  initialState,
  NOT_PENDING,
  REASON_REQUIRED,
  UNDER_REVIEW,
} from './supplier.decide';
import type { SupplierEvent, SupplierInfo } from './supplier.events';

const now = new Date('2026-11-25T02:00:00.000Z');
const at = now.toISOString();
const info: SupplierInfo = {
  companyName: '福建测试材料有限公司',
  creditCode: '91350100M000100Y43',
  contact: '林一',
  phone: '13700000001',
  email: null,
  address: null,
  legalPerson: null,
  categoryIds: ['cat-raw-kaolin'],
  attachments: [],
};
const registered: SupplierEvent = {
  type: 'SupplierRegistered',
  data: { id: 'S100', tenantId: '1', info, userId: 'u1', at },
};
const submitted: SupplierEvent = { type: 'SupplierInfoSubmitted', data: { changes: {}, by: 'u1', at } };
const given = (...events: SupplierEvent[]) => events.reduce(evolve, initialState());
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainError ? e.message : String(e);
  }
  return 'no refusal';
};

describe('supplier onboarding decider', () => {
  it('registers with a valid credit code, refuses a bad one', () => {
    expect(
      decide({ type: 'RegisterSupplier', id: 'S100', tenantId: '1', info, userId: 'u1', now }, given()),
    ).toEqual([registered]);
    const bad = { ...info, creditCode: '91350100M000100Y44' };
    expect(
      refusal(() =>
        decide(
          { type: 'RegisterSupplier', id: 'S100', tenantId: '1', info: bad, userId: 'u1', now },
          given(),
        ),
      ),
    ).toBe('统一社会信用代码校验位不正确');
  });

  it('completion needs the business licence and records what changed', () => {
    const state = given(registered);
    expect(refusal(() => decide({ type: 'SubmitSupplierInfo', info, by: 'u1', now }, state))).toBe(
      ATTACHMENT_REQUIRED,
    );
    const withLicence = { ...info, attachments: ['supplier/licence.pdf'], address: '福州市' };
    expect(decide({ type: 'SubmitSupplierInfo', info: withLicence, by: 'u1', now }, state)).toEqual([
      {
        type: 'SupplierInfoSubmitted',
        data: {
          changes: {
            attachments: { from: [], to: ['supplier/licence.pdf'] },
            address: { from: null, to: '福州市' },
          },
          by: 'u1',
          at,
        },
      },
    ]);
  });

  it('only a pending supplier is reviewed; a pending one cannot be submitted again', () => {
    expect(
      refusal(() => decide({ type: 'ApproveSupplier', comment: null, by: 'admin', now }, given(registered))),
    ).toBe(NOT_PENDING);
    const pending = given(registered, submitted);
    expect(pending.status).toBe('pending');
    expect(refusal(() => decide({ type: 'SubmitSupplierInfo', info, by: 'u1', now }, pending))).toBe(
      UNDER_REVIEW,
    );
    expect(decide({ type: 'ApproveSupplier', comment: '资料齐全', by: 'admin', now }, pending)).toEqual([
      { type: 'SupplierApproved', data: { by: 'admin', comment: '资料齐全', at } },
    ]);
  });

  it('a rejection needs a reason, which the state keeps until the next approval', () => {
    const pending = given(registered, submitted);
    expect(refusal(() => decide({ type: 'RejectSupplier', reason: '  ', by: 'admin', now }, pending))).toBe(
      REASON_REQUIRED,
    );
    const [rejected] = decide(
      { type: 'RejectSupplier', reason: '营业执照不清晰', by: 'admin', now },
      pending,
    );
    const state = given(registered, submitted, rejected!);
    expect(state).toMatchObject({ status: 'rejected', rejectReason: '营业执照不清晰', admitted: false });
    const approved = given(registered, submitted, rejected!, submitted, {
      type: 'SupplierApproved',
      data: { by: 'admin', comment: null, at },
    });
    expect(approved).toMatchObject({ status: 'approved', rejectReason: null, admitted: true });
  });

  it('an approved supplier may alter its information: back to review, still admitted', () => {
    const approved = given(registered, submitted, {
      type: 'SupplierApproved',
      data: { by: 'a', comment: null, at },
    });
    const [altered] = decide(
      {
        type: 'SubmitSupplierInfo',
        info: { ...info, contact: '林二', attachments: ['x.pdf'] },
        by: 'u1',
        now,
      },
      approved,
    );
    expect(evolve(approved, altered!)).toMatchObject({
      status: 'pending',
      admitted: true,
      info: { contact: '林二' },
    });
  });
});

describe('admitting a known company', () => {
  it('registers and approves at once, without attachments or review', () => {
    const events = decide(
      { type: 'AdmitSupplier', id: 'S001', tenantId: '1', info, by: 'seed', now },
      given(),
    );
    expect(events.map((e) => e.type)).toEqual(['SupplierRegistered', 'SupplierApproved']);
    expect(given(...events)).toMatchObject({ status: 'approved', admitted: true });
    expect(
      refusal(() =>
        decide({ type: 'AdmitSupplier', id: 'S001', tenantId: '1', info, by: 'seed', now }, given(...events)),
      ),
    ).toBe('该供应商已存在');
  });
});

describe('supplier information is plain text ([SEC1] 11)', () => {
  it.each([
    ['companyName', '<script>alert(1)</script>', '企业名称不能包含HTML标签或脚本'],
    ['contact', '<img src=x onerror=alert(1)>', '联系人不能包含HTML标签或脚本'],
    ['address', '福州市<b>x</b>', '注册地址不能包含HTML标签或脚本'],
  ])('when %s carries markup, registration and submission are refused', (field, value, message) => {
    const marked = { ...info, [field]: value, attachments: ['supplier/licence.pdf'] };
    expect(
      refusal(() =>
        decide(
          { type: 'RegisterSupplier', id: 'S100', tenantId: '1', info: marked, userId: 'u1', now },
          given(),
        ),
      ),
    ).toBe(message);
    expect(
      refusal(() => decide({ type: 'SubmitSupplierInfo', info: marked, by: 'u1', now }, given(registered))),
    ).toBe(message);
  });
});
