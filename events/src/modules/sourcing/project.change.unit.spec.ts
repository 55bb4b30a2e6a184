import { CHANGE_EXTENSION_HOURS } from '@srm/contracts/sourcing';
import { describe, expect, it } from 'vitest';
import {
  AWARD_LOCKED,
  CHANGE_LINE_UNKNOWN,
  CHANGE_NOT_BIDDING,
  CHANGE_NOTHING,
  DEADLINE_PASSED,
  decide,
  evolve,
  initialState,
  openSchedule,
  PROJECT_CANCELLED,
  type ProjectCommand,
} from './project.decide';
import type { ProjectLine, SourcingProjectEvent } from './project.events';

// 变更 (docs/sourcing.md "Changing conditions"): given events / when ChangeConditions / then events.
const at = '2026-12-01T02:00:00.000Z';
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
const bidding: SourcingProjectEvent[] = [
  {
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
    },
  },
  { type: 'SourcingSupplierInvited', data: { supplierId: 'S1', supplierName: '供应商S1', by: 'b', at } },
  { type: 'SourcingSupplierInvited', data: { supplierId: 'S2', supplierName: '供应商S2', by: 'b', at } },
  { type: 'SourcingProjectSubmitted', data: { instanceId: 'i1', by: 'b', at } },
  { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } },
  { type: 'SourcingBiddingOpened', data: { round: 1, deadline, at } },
];
const quoted = (supplierId: string): SourcingProjectEvent => ({
  type: 'SourcingQuoteSubmitted',
  data: {
    supplierId,
    supplierName: `供应商${supplierId}`,
    round: 1,
    lines: [
      { lineId: '1', price: '6200.0000', taxRate: '13.00', leadTimeDays: 15, validUntil: '2026-12-31' },
    ],
    attachments: [],
    by: supplierId,
    at,
  },
});
const given = (events: SourcingProjectEvent[]) => events.reduce(evolve, initialState());
const change = (
  over: Partial<Extract<ProjectCommand, { type: 'ChangeConditions' }>> = {},
): ProjectCommand => ({
  type: 'ChangeConditions',
  reason: '需求数量调整',
  deadline: null,
  lines: [{ lineId: '1', quantity: '120' }],
  by: 'buyer',
  now: new Date('2026-12-02T02:00:00.000Z'),
  ...over,
});
const changedOf = (events: SourcingProjectEvent[]) => {
  expect(events).toHaveLength(1);
  const e = events[0]!;
  if (e.type !== 'SourcingConditionsChanged') throw new Error(e.type);
  return e.data;
};

describe('变更 while bidding', () => {
  it('changes the named line only, voids every quote placed, and names who had quoted', () => {
    const state = given([...bidding, quoted('S2'), quoted('S1')]);
    const d = changedOf(decide(change(), state));
    expect(d.lines.map((l) => [l.lineId, l.quantity, l.ceilingPrice])).toEqual([
      ['1', '120.000', '6500.0000'],
      ['2', '10.000', null],
    ]);
    expect(d.invalidated).toEqual(['S1', 'S2']);
    expect(d.deadline).toBe(deadline);
    expect(d.extendedHours).toBeNull();
    const after = given([...bidding, quoted('S1'), { type: 'SourcingConditionsChanged', data: d }]);
    if (after.status === 'none') throw new Error('none');
    expect(after.quotes).toEqual({});
    expect(after.lines[0]!.quantity).toBe('120.000');
  });

  it('moves the deadline when asked, and the workflow waits for the new one', () => {
    const moved = new Date('2026-12-08T02:00:00.000Z');
    const d = changedOf(decide(change({ deadline: moved, lines: [] }), given(bidding)));
    expect(d.deadline).toBe(moved.toISOString());
    const after = given([...bidding, { type: 'SourcingConditionsChanged', data: d }]);
    expect(openSchedule(after)).toEqual({ phase: 'bidding', round: 1, deadline: moved.toISOString() });
    // The old timer is stale: closing with the old deadline writes nothing.
    expect(
      decide({ type: 'ClosePhase', phase: 'bidding', round: 1, deadline, now: new Date(deadline) }, after),
    ).toEqual([]);
  });

  it(`a change less than ${CHANGE_EXTENSION_HOURS} h before the deadline moves it ${CHANGE_EXTENSION_HOURS} h later`, () => {
    const now = new Date(Date.parse(deadline) - 2 * 3_600_000);
    const d = changedOf(decide(change({ now }), given(bidding)));
    expect(d.extendedHours).toBe(CHANGE_EXTENSION_HOURS);
    expect(d.deadline).toBe(
      new Date(Date.parse(deadline) + CHANGE_EXTENSION_HOURS * 3_600_000).toISOString(),
    );
    // Exactly the window away: not close, not moved.
    const edge = new Date(Date.parse(deadline) - CHANGE_EXTENSION_HOURS * 3_600_000);
    expect(changedOf(decide(change({ now: edge }), given(bidding))).extendedHours).toBeNull();
  });

  it('a new deadline that is itself close is extended too', () => {
    const now = new Date('2026-12-02T02:00:00.000Z');
    const close = new Date('2026-12-02T05:00:00.000Z');
    const d = changedOf(decide(change({ now, deadline: close }), given(bidding)));
    expect(d.deadline).toBe('2026-12-03T05:00:00.000Z');
  });

  it('refuses a change outside bidding, after the award, after a cancellation, or of nothing', () => {
    expect(() => decide(change(), given(bidding.slice(0, 4)))).toThrow(CHANGE_NOT_BIDDING);
    const closed: SourcingProjectEvent = { type: 'SourcingRoundClosed', data: { round: 1, deadline, at } };
    expect(() => decide(change(), given([...bidding, closed]))).toThrow(CHANGE_NOT_BIDDING);
    const cancelled: SourcingProjectEvent = {
      type: 'SourcingProjectCancelled',
      data: { reason: 'x', notified: [], by: 'b', at },
    };
    expect(() => decide(change(), given([...bidding, cancelled]))).toThrow(PROJECT_CANCELLED);
    const proposed: SourcingProjectEvent = {
      type: 'SourcingAwardProposed',
      data: {
        instanceId: 'i2',
        awards: [
          {
            lineId: '1',
            supplierId: 'S1',
            supplierName: '供应商S1',
            quantity: '100.000',
            price: '6200.0000',
            taxRate: '13.00',
          },
        ],
        by: 'b',
        at,
      },
    };
    expect(() => decide(change(), given([...bidding, quoted('S1'), closed, proposed]))).toThrow(AWARD_LOCKED);
    expect(() => decide(change({ lines: [] }), given(bidding))).toThrow(CHANGE_NOTHING);
  });

  it('refuses an unknown line, a bad quantity or ceiling, and a past or unrounded deadline', () => {
    const s = given(bidding);
    expect(() => decide(change({ lines: [{ lineId: '9', quantity: '1' }] }), s)).toThrow(CHANGE_LINE_UNKNOWN);
    expect(() => decide(change({ lines: [{ lineId: '1', quantity: '0' }] }), s)).toThrow('数量必须大于0');
    expect(() => decide(change({ lines: [{ lineId: '1', ceilingPrice: '0' }] }), s)).toThrow(
      '最高限价必须大于0',
    );
    expect(() => decide(change({ deadline: new Date('2026-12-01T00:00:00.000Z') }), s)).toThrow(
      DEADLINE_PASSED,
    );
    expect(() => decide(change({ deadline: new Date('2026-12-08T02:00:30.000Z') }), s)).toThrow('精确到分钟');
  });

  it('clears a ceiling and moves delivery when asked', () => {
    const d = changedOf(
      decide(
        change({
          lines: [{ lineId: '1', ceilingPrice: null, deliveryDate: '2026-12-25', deliveryPlace: '嘉兴仓' }],
        }),
        given(bidding),
      ),
    );
    expect(d.lines[0]).toMatchObject({
      ceilingPrice: null,
      deliveryDate: '2026-12-25',
      deliveryPlace: '嘉兴仓',
    });
  });
});
