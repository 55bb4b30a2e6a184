import { describe, expect, it } from 'vitest';
import type { SourcingNoticeEvent } from './sourcing-notice.events';
import {
  decideSignUp,
  evolveSignUp,
  initialSignUpState,
  SIGN_UP_ALREADY,
  SIGN_UP_AWARDED,
  SIGN_UP_CLOSED,
  SIGN_UP_NOT_ADMITTED,
  SIGN_UP_PROJECT_NOT_FOUND,
  SIGN_UP_SUPPLIERS_ONLY,
  signUpProjectId,
  type SignUpCommand,
} from './sourcing-signup.decide';
import type { SourcingSignUpEvent } from './sourcing-signup.events';

const published: SourcingNoticeEvent = {
  type: 'SourcingAnnouncementPublished',
  data: {
    projectId: 'p1',
    tenantId: '1',
    kind: 'tender',
    bidCode: 'ZB-2026-0001',
    title: '铂铑合金漏板采购招标',
    subtitle: '',
    companyName: '华东玻纤集团',
    info: [],
    content: '<p>公告</p>',
    invitation: '<p>邀请函</p>',
    deadline: '2026-12-10T10:00:00.000Z',
    publishedAt: '2026-11-25T02:00:00.000Z',
  },
};
const awarded: SourcingNoticeEvent = {
  type: 'SourcingResultAnnounced',
  data: {
    projectId: 'p1',
    tenantId: '1',
    awardedAt: '2026-12-12T00:00:00.000Z',
    suppliers: [{ name: 'x', title: '中标供应商' }],
  },
};
const supplier = { id: 'S001', name: '山东高岭土矿业有限公司', tenantId: '1', admitted: true };
const signUp = (over: Partial<SignUpCommand> = {}): SignUpCommand => ({
  type: 'SignUpForSourcingProject',
  projectId: 'p1',
  supplier,
  userId: 'u1',
  contact: { name: '陈刚', phone: '13900000001' },
  now: '2026-11-26T00:00:00.000Z',
  ...over,
});
const signedUp: SourcingSignUpEvent = {
  type: 'SourcingProjectSignedUp',
  data: {
    projectId: 'p1',
    tenantId: '1',
    supplierId: 'S001',
    supplierName: supplier.name,
    userId: 'u1',
    contact: { name: '陈刚', phone: '13900000001' },
    signedUpAt: '2026-11-26T00:00:00.000Z',
  },
};
const given = (events: (SourcingNoticeEvent | SourcingSignUpEvent)[]) => ({
  when: (command: SignUpCommand) => () =>
    decideSignUp(command, events.reduce(evolveSignUp, initialSignUpState())),
});

describe('报名 decider', () => {
  it('given a published project, when an admitted supplier signs up before the deadline, then it is signed up', () => {
    expect(given([published]).when(signUp())()).toEqual([signedUp]);
  });

  it('given a project it signed up for, when the supplier signs up again, then refused: 您已报名该项目', () => {
    expect(given([published, signedUp]).when(signUp())).toThrow(SIGN_UP_ALREADY);
  });

  it('given another supplier signed up, when this one signs up, then it is signed up too', () => {
    const other = { ...supplier, id: 'S002', name: '淄博化工' };
    const events = given([published, signedUp]).when(signUp({ supplier: other }))();
    expect(events[0]!.data.supplierId).toBe('S002');
  });

  it('given nothing published, when a supplier signs up, then the project is not found', () => {
    expect(given([]).when(signUp())).toThrow(SIGN_UP_PROJECT_NOT_FOUND);
  });

  it("given another tenant's project, when a supplier signs up, then the project is not found", () => {
    expect(given([published]).when(signUp({ supplier: { ...supplier, tenantId: '2' } }))).toThrow(
      SIGN_UP_PROJECT_NOT_FOUND,
    );
  });

  it('given a published project, when a supplier signs up at or after the deadline, then refused', () => {
    expect(given([published]).when(signUp({ now: '2026-12-10T10:00:00.000Z' }))).toThrow(SIGN_UP_CLOSED);
  });

  it('given an awarded project, when a supplier signs up, then refused', () => {
    expect(given([published, awarded]).when(signUp())).toThrow(SIGN_UP_AWARDED);
  });

  it('given a published project, when a supplier not yet admitted (isShow 2) signs up, then refused', () => {
    expect(given([published]).when(signUp({ supplier: { ...supplier, admitted: false } }))).toThrow(
      SIGN_UP_NOT_ADMITTED,
    );
  });

  it('given a published project, when a buyer (no supplier) signs up, then refused', () => {
    expect(given([published]).when(signUp({ supplier: null }))).toThrow(SIGN_UP_SUPPLIERS_ONLY);
  });
});

describe('the project a 报名 names', () => {
  const listed = [
    { id: 'p1', title: '铂铑合金漏板采购招标' },
    { id: 'p2', title: '包装材料询价' },
  ];
  it('given its id, it is that project (the decider then checks it is published)', () => {
    expect(signUpProjectId({ projectId: 'p9' }, [])).toBe('p9');
  });
  it('given a title the portal lists, it is that project', () => {
    expect(signUpProjectId({ name: '包装材料询价', type: 'inquiry' }, listed)).toBe('p2');
  });
  it('given a title the portal does not list, it is not found', () => {
    expect(() => signUpProjectId({ name: '不存在的项目', type: 'tender' }, listed)).toThrow(
      SIGN_UP_PROJECT_NOT_FOUND,
    );
  });
});
