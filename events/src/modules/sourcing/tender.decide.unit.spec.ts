import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  decide,
  DEPOSIT_REQUIRED,
  evolve,
  initialState,
  planAward,
  PROJECT_NOT_FOUND,
  type Project,
} from './project.decide';
import type { ProjectLine, SourcingProjectEvent } from './project.events';
import { localKeyService, openWithKey, sealBid, unsealBid, type SealedBid } from './tender.crypto';
import {
  ASSIGN_LOCKED,
  ASSIGN_NO_BID,
  BID_LINE_MISSING,
  BID_NOT_FOUND,
  BID_VERSION_STALE,
  BIDS_CHANGED,
  checkCommercial,
  COMMITTEE_LOCKED,
  COMMITTEE_TWICE,
  CONFIRM_BEFORE_DEADLINE,
  decideTender,
  evaluationReport,
  evolveTender,
  initialTenderState,
  NOT_COMMITTEE,
  NOT_OPENED,
  NOT_TENDER,
  openingRefusal,
  refuseBid,
  SCORE_RANGE,
  TEMPLATE_LOCKED,
  TEMPLATE_MISSING,
  TENDER_CLOSED,
  WEIGHTS_SUM,
  type TenderCommand,
  type TenderState,
} from './tender.decide';
import type { OpenedBid, TenderEvent } from './tender.events';

const t0 = new Date('2026-12-01T02:00:00.000Z');
const at = t0.toISOString();
const deadline = '2026-12-05T02:00:00.000Z';
const afterDeadline = new Date('2026-12-05T02:00:00.000Z');
const line = (over: Partial<ProjectLine> = {}): ProjectLine => ({
  lineId: '1',
  materialId: 'm1',
  materialCode: 'PT01',
  materialName: '铂铑合金漏板',
  categoryId: null,
  quantity: '2.000',
  unit: '块',
  deliveryDate: '2027-01-20',
  deliveryPlace: '桐乡',
  ceilingPrice: '900000.0000',
  requisitionId: null,
  requisitionLineId: null,
  ...over,
});

/** A tender in bidding (the project's events folded), invited S1 and S2. */
const projectFrom = (extra: SourcingProjectEvent[] = [], kind: 'tender' | 'inquiry' = 'tender'): Project => {
  const events: SourcingProjectEvent[] = [
    {
      type: 'SourcingProjectDrafted',
      data: {
        id: 'p1',
        tenantId: '1',
        code: 'ZB-2026-000001',
        title: '漏板招标',
        kind,
        participation: 'invited',
        currency: 'CNY',
        quoteDeadline: deadline,
        registrationDeadline: kind === 'tender' ? '2026-12-03T02:00:00.000Z' : null,
        lines: [line(), line({ lineId: '2', materialName: '铂金', quantity: '1.000', ceilingPrice: null })],
        by: 'b',
        at,
      },
    },
    { type: 'SourcingSupplierInvited', data: { supplierId: 'S1', supplierName: '甲', by: 'b', at } },
    { type: 'SourcingSupplierInvited', data: { supplierId: 'S2', supplierName: '乙', by: 'b', at } },
    { type: 'SourcingProjectSubmitted', data: { instanceId: 'i1', by: 'b', at } },
    { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } },
    { type: 'SourcingBiddingOpened', data: { round: 1, deadline, at } },
    ...extra,
  ];
  return events.reduce(evolve, initialState()) as Project;
};
const bidding = projectFrom();

const sealed: SealedBid = {
  keyId: 'k',
  wrappedKey: 'w',
  technical: { iv: 'a', tag: 'b', data: 'c' },
  commercial: { iv: 'a', tag: 'b', data: 'c' },
};
const bidSealed = (supplierId: string, version = 1): TenderEvent => ({
  type: 'TenderBidSealed',
  data: { supplierId, supplierName: supplierId === 'S1' ? '甲' : '乙', version, ...sealed, by: 'u', at },
});
const committee: TenderEvent = {
  type: 'TenderCommitteeSet',
  data: {
    members: [
      { userId: 'm1', name: '张三' },
      { userId: 'm2', name: '李四' },
      { userId: 'm3', name: '王五' },
    ],
    by: 'b',
    at,
  },
};
const confirmed = (userId: string): TenderEvent => ({ type: 'TenderOpeningConfirmed', data: { userId, at } });
const opened = (bids: OpenedBid[]): TenderEvent => ({ type: 'TenderOpened', data: { keys: [], bids, at } });
const openedBid = (supplierId: string, total: string, price = '1.0000'): OpenedBid => ({
  supplierId,
  supplierName: supplierId,
  version: 1,
  sealedAt: at,
  lines: [{ lineId: '1', price, taxRate: '13.00', leadTimeDays: 30, validUntil: '2026-12-31' }],
  total,
  summary: '',
  technicalFiles: [],
  commercialFiles: [],
});
const template: TenderEvent = {
  type: 'TenderTemplateSet',
  data: { technicalWeight: '40.00', commercialWeight: '20.00', priceWeight: '40.00', by: 'b', at },
};
const assigned: TenderEvent = {
  type: 'TenderExpertsAssigned',
  data: {
    assignments: [
      { expertId: 'e1', expertName: '专家一', userId: 'ue1', supplierIds: ['S1', 'S2'] },
      { expertId: 'e2', expertName: '专家二', userId: 'ue2', supplierIds: ['S1'] },
    ],
    by: 'b',
    at,
  },
};
const scored = (
  expertId: string,
  supplierId: string,
  technical: string,
  commercial: string,
): TenderEvent => ({
  type: 'TenderBidScored',
  data: { expertId, supplierId, technical, commercial, comment: '', by: 'u', at },
});

const given = (...events: TenderEvent[]): TenderState => events.reduce(evolveTender, initialTenderState());
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};
const when = (c: TenderCommand, s: TenderState) => decideTender(c, s);
const act = { by: 'u', now: t0 };

describe('sealing: AES-256-GCM under a data key wrapped by the KEK', () => {
  const keys = localKeyService(randomBytes(32));
  const envelopes = {
    technical: { summary: '方案', files: [] },
    commercial: { lines: [], price: '123456.78' },
  };

  it('holds no plaintext, and opens with the KEK or with the released data key', async () => {
    const s = await sealBid(keys, 'tender:p1:S1:1', envelopes);
    expect(JSON.stringify(s)).not.toContain('123456');
    const o = await unsealBid(keys, 'tender:p1:S1:1', s);
    expect(o.commercial).toEqual(envelopes.commercial);
    expect(openWithKey(o.dataKey, 'tender:p1:S1:1', s).technical).toEqual(envelopes.technical);
  });

  it('refuses another KEK, and a ciphertext moved to another bid (the context is authenticated)', async () => {
    const s = await sealBid(keys, 'tender:p1:S1:1', envelopes);
    await expect(unsealBid(localKeyService(randomBytes(32)), 'tender:p1:S1:1', s)).rejects.toThrow();
    await expect(unsealBid(keys, 'tender:p1:S2:1', s)).rejects.toThrow();
  });
});

describe('sealed bids', () => {
  const seal = (over: Partial<Extract<TenderCommand, { type: 'SealBid' }>> = {}): TenderCommand => ({
    type: 'SealBid',
    project: bidding,
    supplierId: 'S1',
    supplierName: '甲',
    version: 1,
    sealed,
    ...act,
    ...over,
  });

  it('given a tender in bidding, when an invited supplier seals, then only ciphertext is recorded', () => {
    const [e] = when(seal(), given());
    expect(e!.type).toBe('TenderBidSealed');
    expect(e!.data).toMatchObject({ supplierId: 'S1', version: 1, wrappedKey: 'w' });
  });

  it('replaces its bid with the next version until the deadline; a stale version is refused', () => {
    expect(when(seal({ version: 2 }), given(bidSealed('S1')))[0]!.data).toMatchObject({ version: 2 });
    expect(refusal(() => when(seal({ version: 1 }), given(bidSealed('S1'))))).toBe(BID_VERSION_STALE);
  });

  it('refuses at or after the deadline, and after opening', () => {
    expect(refusal(() => when(seal({ now: afterDeadline }), given()))).toBe(TENDER_CLOSED);
    expect(refusal(() => when(seal(), given(opened([]))))).toBe(TENDER_CLOSED);
  });

  it('an uninvited supplier is answered "not found"; an inquiry takes no sealed bid', () => {
    expect(refusal(() => when(seal({ supplierId: 'S9' }), given()))).toBe(PROJECT_NOT_FOUND);
    const p = projectFrom([], 'inquiry');
    expect(refusal(() => refuseBid(p, given(), { supplierId: 'S1', refusal: null, now: t0 }))).toBe(
      NOT_TENDER,
    );
    // ...but a stranger to that invited inquiry is not told what it is.
    expect(refusal(() => refuseBid(p, given(), { supplierId: 'S9', refusal: null, now: t0 }))).toBe(
      PROJECT_NOT_FOUND,
    );
  });

  it('where the project asks a deposit, only a supplier whose deposit was confirmed may seal a bid', () => {
    const rule: SourcingProjectEvent = {
      type: 'SourcingDepositRuleSet',
      data: { amount: '5000.00', currency: 'CNY', by: 'b', at },
    };
    const asked = projectFrom([rule]);
    const bid = (p: Project, supplierId: string) => () =>
      refuseBid(p, given(), { supplierId, refusal: null, now: t0 });
    expect(refusal(bid(asked, 'S1'))).toBe(DEPOSIT_REQUIRED);
    const cleared = projectFrom([
      rule,
      {
        type: 'SourcingSupplierJoined',
        data: { supplierId: 'S1', supplierName: '甲', depositConfirmed: true, at },
      },
    ]);
    expect(bid(cleared, 'S1')).not.toThrow();
    expect(refusal(bid(cleared, 'S2'))).toBe(DEPOSIT_REQUIRED);
  });

  it('the commercial envelope prices every line, within the ceiling', () => {
    const l = { lineId: '1', price: '800000', taxRate: '13', leadTimeDays: 30, validUntil: '2026-12-31' };
    expect(refusal(() => checkCommercial(bidding, { lines: [l], files: [] }))).toBe(BID_LINE_MISSING('铂金'));
    expect(
      refusal(() =>
        checkCommercial(bidding, {
          lines: [
            { ...l, price: '900001' },
            { ...l, lineId: '2' },
          ],
          files: [],
        }),
      ),
    ).toContain('不能高于最高限价');
    expect(checkCommercial(bidding, { lines: [l, { ...l, lineId: '2' }], files: [] })[0]!.price).toBe(
      '800000.0000',
    );
  });
});

describe('committee and opening (开标)', () => {
  const confirm = (by: string, now = afterDeadline): TenderCommand => ({
    type: 'ConfirmOpening',
    project: bidding,
    by,
    now,
  });
  const open: TenderCommand = {
    type: 'OpenTender',
    project: bidding,
    bids: [],
    keys: [],
    now: afterDeadline,
  };

  it('a committee names distinct members; once one confirmed it cannot change', () => {
    const set = (members: Array<{ userId: string; name: string }>): TenderCommand => ({
      type: 'SetCommittee',
      project: bidding,
      members,
      ...act,
    });
    expect(
      refusal(() =>
        when(
          set([
            { userId: 'a', name: 'a' },
            { userId: 'a', name: 'a' },
          ]),
          given(),
        ),
      ),
    ).toBe(COMMITTEE_TWICE);
    expect(refusal(() => when(set([{ userId: 'a', name: 'a' }]), given(committee, confirmed('m1'))))).toBe(
      COMMITTEE_LOCKED,
    );
  });

  it('only a member confirms, only after the bid deadline, once', () => {
    expect(refusal(() => when(confirm('x'), given(committee)))).toBe(NOT_COMMITTEE);
    expect(refusal(() => when(confirm('m1', t0), given(committee)))).toBe(CONFIRM_BEFORE_DEADLINE);
    expect(when(confirm('m1'), given(committee))).toHaveLength(1);
    expect(when(confirm('m1'), given(committee, confirmed('m1')))).toEqual([]);
  });

  it('one missing confirmation keeps the bids closed', () => {
    const s = given(committee, bidSealed('S1'), confirmed('m1'), confirmed('m2'));
    expect(openingRefusal(bidding, s, afterDeadline)).toBe('尚有开标小组成员未确认：王五');
    expect(refusal(() => when(open, s))).toBe('尚有开标小组成员未确认：王五');
  });

  it('every member confirmed but the deadline not passed: still closed', () => {
    const s = given(committee, confirmed('m1'), confirmed('m2'), confirmed('m3'));
    expect(openingRefusal(bidding, s, t0)).toBe(CONFIRM_BEFORE_DEADLINE);
  });

  it('after the deadline with every confirmation it opens, exactly once', () => {
    const s = given(committee, confirmed('m1'), confirmed('m2'), confirmed('m3'));
    expect(openingRefusal(bidding, s, afterDeadline)).toBeNull();
    expect(when(open, s).map((e) => e.type)).toEqual(['TenderOpened']);
    expect(
      when(open, given(committee, confirmed('m1'), confirmed('m2'), confirmed('m3'), opened([]))),
    ).toEqual([]);
  });

  it('opens exactly the last sealed versions: a bid decrypted from an older state is refused (retried)', () => {
    const s = given(
      committee,
      bidSealed('S1'),
      bidSealed('S1', 2),
      confirmed('m1'),
      confirmed('m2'),
      confirmed('m3'),
    );
    expect(refusal(() => when({ ...open, bids: [openedBid('S1', '1.00')] }, s))).toBe(BIDS_CHANGED);
    expect(refusal(() => when(open, s))).toBe(BIDS_CHANGED);
    const v2 = { ...openedBid('S1', '1.00'), version: 2 };
    expect(when({ ...open, bids: [v2] }, s).map((e) => e.type)).toEqual(['TenderOpened']);
  });

  it('the opened prices become the project quotes, once, and the existing award path prices from them', () => {
    const bids = [
      { supplierId: 'S1', supplierName: '甲', lines: openedBid('S1', '1.00', '700000.0000').lines },
    ];
    const record = { type: 'RecordTenderOpening' as const, bids, now: afterDeadline };
    const events = decide(record, bidding);
    expect(events.map((e) => e.type)).toEqual(['SourcingTenderBidsOpened']);
    const after = events.reduce(evolve, bidding as never) as Project;
    expect(decide(record, after)).toEqual([]);
    const closed = evolve(after, {
      type: 'SourcingRoundClosed',
      data: { round: 1, deadline, at },
    });
    expect(planAward(closed, [{ lineId: '1', supplierId: 'S1', quantity: '2' }])[0]!.price).toBe(
      '700000.0000',
    );
  });
});

describe('evaluation (评标)', () => {
  it('the weights sum to 100, and are fixed once an expert scored', () => {
    const set = (t: string, c: string, p: string): TenderCommand => ({
      type: 'SetTemplate',
      project: bidding,
      technicalWeight: t,
      commercialWeight: c,
      priceWeight: p,
      ...act,
    });
    expect(refusal(() => when(set('40', '20', '30'), given()))).toBe(WEIGHTS_SUM('90'));
    expect(when(set('40', '20', '40'), given())[0]!.data).toMatchObject({ priceWeight: '40.00' });
    expect(
      refusal(() =>
        when(set('40', '20', '40'), given(bidSealed('S1'), assigned, scored('e1', 'S1', '1', '1'))),
      ),
    ).toBe(TEMPLATE_LOCKED);
  });

  it('experts are assigned bids that exist; fixed once scoring began', () => {
    const assign = (supplierIds: string[]): TenderCommand => ({
      type: 'AssignExperts',
      project: bidding,
      assignments: [{ expertId: 'e1', expertName: '专家一', userId: 'ue1', supplierIds }],
      ...act,
    });
    expect(refusal(() => when(assign(['S1']), given()))).toBe(ASSIGN_NO_BID('S1'));
    expect(when(assign(['S1', 'S1']), given(bidSealed('S1')))[0]!.data).toMatchObject({
      assignments: [{ supplierIds: ['S1'] }],
    });
    expect(
      refusal(() => when(assign(['S1']), given(bidSealed('S1'), assigned, scored('e1', 'S1', '1', '1')))),
    ).toBe(ASSIGN_LOCKED);
  });

  const score = (expertUserId: string, supplierId: string, technical = '80'): TenderCommand => ({
    type: 'ScoreBid',
    project: bidding,
    expertUserId,
    supplierId,
    technical,
    commercial: '90',
    comment: '',
    by: expertUserId,
    now: afterDeadline,
  });
  const ready = [bidSealed('S1'), bidSealed('S2'), assigned];

  it('an expert scores only the bids assigned to it (others are not found), after opening, with a template', () => {
    expect(refusal(() => when(score('ue2', 'S2'), given(...ready, opened([]), template)))).toBe(
      BID_NOT_FOUND,
    );
    expect(refusal(() => when(score('ue1', 'S1'), given(...ready)))).toBe(NOT_OPENED);
    expect(refusal(() => when(score('ue1', 'S1'), given(...ready, opened([]))))).toBe(TEMPLATE_MISSING);
    expect(refusal(() => when(score('ue1', 'S1', '101'), given(...ready, opened([]), template)))).toBe(
      SCORE_RANGE('技术分'),
    );
    expect(when(score('ue1', 'S1'), given(...ready, opened([]), template))[0]!.data).toMatchObject({
      expertId: 'e1',
      technical: '80.00',
    });
  });

  it('the report: lowest price = full price marks, others lowest/price x weight, ranked by total', () => {
    const s = given(
      ...ready,
      opened([openedBid('S1', '1000.00'), openedBid('S2', '800.00')]),
      template,
      scored('e1', 'S1', '90', '80'),
      scored('e2', 'S1', '70', '60'),
      scored('e1', 'S2', '50', '50'),
    );
    const { rows, complete } = evaluationReport(s);
    expect(complete).toBe(true);
    // S1: tech mean 80 x 40% = 32, comm mean 70 x 20% = 14, price 800/1000 x 40 = 32 -> 78
    // S2: tech 50 x 40% = 20, comm 50 x 20% = 10, price full 40 -> 70
    expect(rows.map((r) => [r.supplierId, r.priceScore, r.score, r.rank])).toEqual([
      ['S1', '32.00', '78.00', 1],
      ['S2', '40.00', '70.00', 2],
    ]);
    expect(evaluationReport(given(...ready, opened([openedBid('S1', '1.00')]), template)).complete).toBe(
      false,
    );
  });
});
