import { describe, expect, it } from 'vitest';
import {
  ALREADY_INVITED,
  AWARD_LOCKED,
  AWARD_SPLIT_SUM,
  AWARD_WITHOUT_QUOTE,
  CANCEL_AFTER_AWARD,
  decide,
  DEADLINE_PASSED,
  DEADLINE_WHOLE_MINUTE,
  evolve,
  initialState,
  NEGOTIATE_UNQUOTED,
  NO_SUPPLIER_INVITED,
  NOT_AWARDED,
  NOT_DRAFT_EDIT,
  NOT_IN_ROUND,
  PRICE_OVER_CEILING,
  PROJECT_NOT_FOUND,
  QUOTE_CLOSED,
  QUOTE_KIND_TENDER,
  REGISTRATION_BEFORE_QUOTE,
  VALIDITY_TOO_SHORT,
  type ProjectCommand,
} from './project.decide';
import type { ProjectLine, QuoteLine, SourcingProjectEvent } from './project.events';

const t0 = new Date('2026-12-01T02:00:00.000Z');
const at = t0.toISOString();
const deadline = '2026-12-05T02:00:00.000Z';
const line = (over: Partial<ProjectLine> = {}): ProjectLine => ({
  lineId: '1',
  materialId: 'm1',
  materialCode: 'RV01.0001',
  materialName: '无碱玻璃纤维直接纱',
  categoryId: 'c1',
  quantity: '100.000',
  unit: 't',
  deliveryDate: '2026-12-20',
  deliveryPlace: '桐乡二号仓',
  ceilingPrice: '6500.0000',
  requisitionId: null,
  requisitionLineId: null,
  ...over,
});
const drafted = (
  over: Partial<Extract<SourcingProjectEvent, { type: 'SourcingProjectDrafted' }>['data']> = {},
) =>
  ({
    type: 'SourcingProjectDrafted',
    data: {
      id: 'p1',
      tenantId: '1',
      code: 'XJ-2026-000001',
      title: '12月直接纱询价',
      kind: 'inquiry',
      participation: 'invited',
      currency: 'CNY',
      quoteDeadline: deadline,
      registrationDeadline: null,
      lines: [line(), line({ lineId: '2', materialName: '浸润剂', quantity: '10.000', ceilingPrice: null })],
      by: 'buyer',
      at,
      ...over,
    },
  }) satisfies SourcingProjectEvent;
const invited = (supplierId: string, supplierName = `供应商${supplierId}`): SourcingProjectEvent => ({
  type: 'SourcingSupplierInvited',
  data: { supplierId, supplierName, by: 'b', at },
});
const submitted: SourcingProjectEvent = {
  type: 'SourcingProjectSubmitted',
  data: { instanceId: 'i1', by: 'b', at },
};
const published: SourcingProjectEvent = { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } };
const opened: SourcingProjectEvent = { type: 'SourcingBiddingOpened', data: { round: 1, deadline, at } };
const q = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  lineId: '1',
  price: '6200.0000',
  taxRate: '13.00',
  leadTimeDays: 15,
  validUntil: '2026-12-31',
  ...over,
});
const quoted = (supplierId: string, lines: QuoteLine[], round = 1): SourcingProjectEvent => ({
  type: 'SourcingQuoteSubmitted',
  data: {
    supplierId,
    supplierName: `供应商${supplierId}`,
    round,
    lines,
    attachments: [],
    by: supplierId,
    at,
  },
});
const closed: SourcingProjectEvent = { type: 'SourcingRoundClosed', data: { round: 1, deadline, at } };
const bidding = [drafted(), invited('S1'), invited('S2'), submitted, published, opened];
const evaluating = [
  ...bidding,
  quoted('S1', [q(), q({ lineId: '2', price: '300.0000' })]),
  quoted('S2', [q({ price: '6100.0000' })]),
  closed,
];
const proposed: SourcingProjectEvent = {
  type: 'SourcingAwardProposed',
  data: {
    instanceId: 'i2',
    awards: [
      {
        lineId: '1',
        supplierId: 'S1',
        supplierName: '供应商S1',
        quantity: '60.000',
        price: '6200.0000',
        taxRate: '13.00',
      },
      {
        lineId: '1',
        supplierId: 'S2',
        supplierName: '供应商S2',
        quantity: '40.000',
        price: '6100.0000',
        taxRate: '13.00',
      },
    ],
    by: 'b',
    at,
  },
};

const given = (events: SourcingProjectEvent[]) => ({
  when: (command: ProjectCommand) => () => decide(command, events.reduce(evolve, initialState())),
});
const quote = (supplierId: string, lines: QuoteLine[], now = t0): ProjectCommand => ({
  type: 'SubmitQuote',
  supplierId,
  supplierName: `供应商${supplierId}`,
  refusal: null,
  lines,
  attachments: ['/files/quote.pdf'],
  by: supplierId,
  now,
});
const award = (awards: Array<{ lineId: string; supplierId: string; quantity: string }>): ProjectCommand => ({
  type: 'ProposeAward',
  instanceId: 'i2',
  awards,
  by: 'b',
  now: t0,
});
const draft = (
  over: Partial<Extract<ProjectCommand, { type: 'DraftSourcingProject' }>> = {},
): ProjectCommand => ({
  type: 'DraftSourcingProject',
  id: 'p1',
  tenantId: '1',
  code: 'XJ-2026-000001',
  title: 't',
  kind: 'inquiry',
  participation: 'invited',
  currency: 'CNY',
  quoteDeadline: new Date(deadline),
  registrationDeadline: null,
  lines: [line()],
  by: 'b',
  now: t0,
  ...over,
});

describe('sourcing project decider', () => {
  it('takes deadlines to the minute and ahead; a tender registers before it bids', () => {
    expect(given([]).when(draft())()).toHaveLength(1);
    expect(given([]).when(draft({ quoteDeadline: new Date('2026-12-05T02:00:30.000Z') }))).toThrow(
      DEADLINE_WHOLE_MINUTE,
    );
    expect(given([]).when(draft({ quoteDeadline: t0 }))).toThrow(DEADLINE_PASSED);
    expect(
      given([]).when(draft({ kind: 'tender', registrationDeadline: new Date('2026-12-06T02:00:00.000Z') })),
    ).toThrow(REGISTRATION_BEFORE_QUOTE);
  });

  it('invites through the eligibility answer, each supplier once', () => {
    const invite = (supplierId: string, refusal: string | null = null): ProjectCommand => ({
      type: 'InviteSupplier',
      supplierId,
      supplierName: `供应商${supplierId}`,
      refusal,
      by: 'b',
      now: t0,
    });
    expect(given([drafted()]).when(invite('S1'))()).toEqual([invited('S1')]);
    expect(given([drafted(), invited('S1')]).when(invite('S1'))).toThrow(ALREADY_INVITED);
    expect(given([drafted()]).when(invite('S3', '供应商「丙」已列入黑名单'))).toThrow(
      '供应商「丙」已列入黑名单',
    );
    expect(given([]).when(invite('S1'))).toThrow(PROJECT_NOT_FOUND);
  });

  it('revises a draft only: title, deadlines and lines, by the same rules as the draft', () => {
    const revise = (over: Partial<Extract<ProjectCommand, { type: 'ReviseSourcingProject' }>> = {}) =>
      ({
        type: 'ReviseSourcingProject',
        title: '12月直接纱询价（修订）',
        quoteDeadline: new Date('2026-12-06T02:00:00.000Z'),
        registrationDeadline: null,
        lines: [line({ quantity: '80', ceilingPrice: '6400' })],
        refusal: null,
        by: 'b',
        now: t0,
        ...over,
      }) satisfies ProjectCommand;
    const events = given([drafted(), invited('S1')]).when(revise())();
    expect(events).toEqual([
      {
        type: 'SourcingProjectRevised',
        data: {
          title: '12月直接纱询价（修订）',
          quoteDeadline: '2026-12-06T02:00:00.000Z',
          registrationDeadline: null,
          lines: [line({ quantity: '80.000', ceilingPrice: '6400.0000' })],
          by: 'b',
          at,
        },
      },
    ]);
    const after = [drafted(), invited('S1'), ...events].reduce(evolve, initialState());
    expect(after).toMatchObject({ title: '12月直接纱询价（修订）', lines: [{ quantity: '80.000' }] });
    expect(after.status !== 'none' && Object.keys(after.participants)).toEqual(['S1']);

    expect(given([drafted(), invited('S1'), submitted]).when(revise())).toThrow(NOT_DRAFT_EDIT);
    expect(given([...bidding]).when(revise())).toThrow(NOT_DRAFT_EDIT);
    expect(given([drafted()]).when(revise({ quoteDeadline: new Date('2026-12-06T02:00:01.000Z') }))).toThrow(
      DEADLINE_WHOLE_MINUTE,
    );
    expect(given([drafted({ kind: 'tender', registrationDeadline: deadline })]).when(revise())).toThrow(
      '招标项目请选择报名截止时间',
    );
    expect(given([drafted()]).when(revise({ lines: [line({ quantity: '0' })] }))).toThrow('数量必须大于0');
    // An invited supplier the new lines' categories refuse: the revision is refused with the reason.
    expect(
      given([drafted(), invited('S1')]).when(
        revise({ refusal: '供应商「甲」不在品类「浸润剂」的资源池中，不能邀请' }),
      ),
    ).toThrow('供应商「甲」不在品类「浸润剂」的资源池中，不能邀请');
    expect(given([]).when(revise())).toThrow(PROJECT_NOT_FOUND);
  });

  it('is submitted for publication with at least one invited supplier', () => {
    const submit: ProjectCommand = { type: 'SubmitSourcingProject', instanceId: 'i1', by: 'b', now: t0 };
    expect(given([drafted()]).when(submit)).toThrow(NO_SUPPLIER_INVITED);
    expect(given([drafted({ participation: 'public' })]).when(submit)()).toHaveLength(1);
    expect(given([drafted(), invited('S1')]).when(submit)()).toEqual([submitted]);
  });

  it('opens bidding when its publication is approved; a rejection sends it back to draft', () => {
    const ended = (outcome: string, instanceId = 'i1'): ProjectCommand => ({
      type: 'ApplyPublicationApproval',
      instanceId,
      outcome,
      now: t0,
    });
    const pending = [drafted(), invited('S1'), submitted];
    // The invited hear of it live (the event names them; the realtime router sends it to their rooms).
    expect(given(pending).when(ended('approved'))()).toEqual([
      { type: 'SourcingProjectPublished', data: { instanceId: 'i1', suppliers: ['S1'], at } },
      opened,
    ]);
    expect(given(pending).when(ended('rejected'))()).toEqual([
      { type: 'SourcingProjectApprovalReturned', data: { instanceId: 'i1', outcome: 'rejected', at } },
    ]);
    // Delivered again, or another approval's end: nothing.
    expect(given([...pending, published, opened]).when(ended('approved'))()).toEqual([]);
    expect(given(pending).when(ended('approved', 'i0'))()).toEqual([]);
  });

  it('takes quotes until the deadline, revisions too; refused after it and for another round', () => {
    expect(given(bidding).when(quote('S1', [q()]))()).toHaveLength(1);
    expect(
      given([...bidding, quoted('S1', [q()])]).when(quote('S1', [q({ price: '6000' })]))(),
    ).toMatchObject([{ data: { lines: [{ price: '6000.0000' }] } }]);
    expect(given(bidding).when(quote('S1', [q()], new Date(deadline)))).toThrow(QUOTE_CLOSED);
    // Not invited: the project does not exist for it.
    expect(given(bidding).when(quote('S9', [q()]))).toThrow(PROJECT_NOT_FOUND);
    expect(given(bidding).when(quote('S1', [q({ price: '6500.0001' })]))).toThrow(PRICE_OVER_CEILING(line()));
    expect(given(bidding).when(quote('S1', [q({ validUntil: '2026-12-04' })]))).toThrow(VALIDITY_TOO_SHORT);
    expect(given(evaluating).when(quote('S1', [q()]))).toThrow('当前不在报价阶段');
  });

  it('a tender takes no plain quote (sealed envelopes are not built yet)', () => {
    const tender = [
      drafted({ kind: 'tender', registrationDeadline: '2026-12-03T02:00:00.000Z' }),
      invited('S1'),
      submitted,
      published,
      { type: 'SourcingRegistrationOpened', data: { deadline: '2026-12-03T02:00:00.000Z', at } },
    ] satisfies SourcingProjectEvent[];
    expect(given(tender).when(quote('S1', [q()]))).toThrow(QUOTE_KIND_TENDER);
    // A stranger to the invited tender is not told it is one.
    expect(given(tender).when(quote('S9', [q()]))).toThrow(PROJECT_NOT_FOUND);
  });

  it('closes a round once, for the deadline it waited for only', () => {
    const close = (d: string, round = 1): ProjectCommand => ({
      type: 'ClosePhase',
      phase: 'bidding',
      round,
      deadline: d,
      now: new Date(deadline),
    });
    expect(given(bidding).when(close(deadline))()).toEqual([
      { type: 'SourcingRoundClosed', data: { round: 1, deadline, at: deadline } },
    ]);
    expect(given([...bidding, closed]).when(close(deadline))()).toEqual([]);
    expect(given(bidding).when(close('2026-12-04T02:00:00.000Z'))()).toEqual([]);
    expect(given(bidding).when(close(deadline, 2))()).toEqual([]);
  });

  it('negotiates with suppliers that quoted, in a new round only they may quote in', () => {
    const negotiate = (supplierIds: string[]): ProjectCommand => ({
      type: 'OpenNegotiation',
      deadline: new Date('2026-12-06T02:00:00.000Z'),
      supplierIds,
      by: 'b',
      now: new Date('2026-12-05T03:00:00.000Z'),
    });
    expect(given(evaluating).when(negotiate(['S3']))).toThrow(NEGOTIATE_UNQUOTED);
    const round2 = given(evaluating).when(negotiate(['S2']))();
    expect(round2).toMatchObject([
      { type: 'SourcingNegotiationOpened', data: { round: 2, supplierIds: ['S2'] } },
    ]);
    const later = new Date('2026-12-05T04:00:00.000Z');
    expect(given([...evaluating, ...round2]).when(quote('S1', [q()], later))).toThrow(NOT_IN_ROUND);
    expect(
      given([...evaluating, ...round2]).when(quote('S2', [q({ price: '6000' })], later))(),
    ).toMatchObject([{ data: { round: 2 } }]);
  });

  it('awards a line split over suppliers whose quantities sum to the line quantity', () => {
    expect(
      given(evaluating).when(
        award([
          { lineId: '1', supplierId: 'S1', quantity: '60' },
          { lineId: '1', supplierId: 'S2', quantity: '40.000' },
        ]),
      )(),
    ).toEqual([proposed]);
    expect(
      given(evaluating).when(
        award([
          { lineId: '1', supplierId: 'S1', quantity: '60' },
          { lineId: '1', supplierId: 'S2', quantity: '39.999' },
        ]),
      ),
    ).toThrow(AWARD_SPLIT_SUM(line(), '99.999'));
    expect(given(evaluating).when(award([{ lineId: '2', supplierId: 'S2', quantity: '10' }]))).toThrow(
      AWARD_WITHOUT_QUOTE(line({ materialName: '浸润剂' }), '供应商S2'),
    );
  });

  it('hands off the awarded lines once approved, and locks the bids', () => {
    const ended = (outcome: string): ProjectCommand => ({
      type: 'ApplyAwardApproval',
      instanceId: 'i2',
      outcome,
      now: t0,
    });
    const confirmed = given([...evaluating, proposed]).when(ended('approved'))();
    expect(confirmed).toEqual([
      {
        type: 'SourcingAwardConfirmed',
        data: {
          projectId: 'p1',
          tenantId: '1',
          code: 'XJ-2026-000001',
          title: '12月直接纱询价',
          kind: 'inquiry',
          instanceId: 'i2',
          at,
          lines: [
            expect.objectContaining({
              supplierId: 'S1',
              quantity: '60.000',
              price: '6200.0000',
              amount: '372000.00',
              currency: 'CNY',
              materialCode: 'RV01.0001',
              unit: 't',
            }),
            expect.objectContaining({
              supplierId: 'S2',
              quantity: '40.000',
              price: '6100.0000',
              amount: '244000.00',
            }),
          ],
        },
      },
    ]);
    const awarded = [...evaluating, proposed, ...confirmed];
    expect(given(awarded).when(quote('S1', [q()]))).toThrow(AWARD_LOCKED);
    expect(given(awarded).when(quote('S9', [q()]))).toThrow(PROJECT_NOT_FOUND);
    expect(given([...evaluating, proposed]).when(quote('S1', [q()]))).toThrow(AWARD_LOCKED);
    expect(given(awarded).when(award([{ lineId: '1', supplierId: 'S1', quantity: '100' }]))).toThrow(
      AWARD_LOCKED,
    );
    expect(given(awarded).when({ type: 'CancelProject', reason: 'x', by: 'b', now: t0 })).toThrow(
      CANCEL_AFTER_AWARD,
    );
    expect(given([...evaluating, proposed]).when(ended('rejected'))()).toMatchObject([
      { type: 'SourcingAwardReturned' },
    ]);
  });

  it('publishes the result only once awarded; cancels with a reason before the award, naming the participants', () => {
    const publish: ProjectCommand = { type: 'PublishResult', by: 'b', now: t0 };
    expect(given(evaluating).when(publish)).toThrow(NOT_AWARDED);
    expect(given(bidding).when({ type: 'CancelProject', reason: '需求取消', by: 'b', now: t0 })()).toEqual([
      { type: 'SourcingProjectCancelled', data: { reason: '需求取消', notified: ['S1', 'S2'], by: 'b', at } },
    ]);
  });
});
