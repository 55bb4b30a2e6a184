import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  initialState,
  LINE_TWICE,
  lineAlreadySourced,
  QUANTITY_NOT_POSITIVE,
  REQUISITION_LINE_NOT_FOUND,
  REQUISITION_NOT_APPROVED,
  REQUISITION_NOT_EDITABLE,
  REQUISITION_NOT_FOUND,
  REQUISITION_NOT_SUBMITTABLE,
  type RequisitionCommand,
} from './requisition.decide';
import type { RequisitionEvent, RequisitionLine } from './requisition.events';

const now = new Date('2026-11-26T02:00:00.000Z');
const at = now.toISOString();
const line = (over: Partial<RequisitionLine> = {}): RequisitionLine => ({
  lineId: '1',
  materialId: 'm1',
  materialCode: 'RV01.0001',
  materialName: '无碱玻璃纤维直接纱',
  categoryId: 'c1',
  quantity: '120.000',
  unit: 't',
  needDate: '2026-12-20',
  budget: '780000.00',
  currency: 'CNY',
  ...over,
});
const drafted: RequisitionEvent = {
  type: 'RequisitionDrafted',
  data: {
    id: 'r1',
    tenantId: '1',
    code: 'CG-2026-000001',
    title: '12月原料',
    lines: [line(), line({ lineId: '2', materialName: '浸润剂', quantity: '5.500' })],
    by: 'buyer',
    at,
  },
};
const submitted: RequisitionEvent = {
  type: 'RequisitionSubmitted',
  data: { instanceId: 'i1', by: 'buyer', at },
};
const approved: RequisitionEvent = { type: 'RequisitionApproved', data: { instanceId: 'i1', at } };
const sourced = (lineIds: string[], projectCode = 'XJ-2026-000001'): RequisitionEvent => ({
  type: 'RequisitionLinesSourced',
  data: { projectId: 'p1', projectCode, lineIds, by: 'buyer', at },
});

const given = (events: RequisitionEvent[]) => ({
  when: (command: RequisitionCommand) => () => decide(command, events.reduce(evolve, initialState())),
});
const source = (lineIds: string[]): RequisitionCommand => ({
  type: 'SourceRequisitionLines',
  projectId: 'p2',
  projectCode: 'XJ-2026-000002',
  lineIds,
  by: 'buyer',
  now,
});
const outcome = (o: string, instanceId = 'i1'): RequisitionCommand => ({
  type: 'ApplyRequisitionApproval',
  instanceId,
  outcome: o,
  now,
});

describe('requisition decider', () => {
  it('is revised while a draft or rejected: title and lines replaced; not in its approval or after', () => {
    const revise: RequisitionCommand = {
      type: 'ReviseRequisition',
      title: '12月原料（修订）',
      lines: [line({ quantity: '150.000' })],
      by: 'buyer',
      now,
    };
    const events = given([drafted]).when(revise)();
    expect(events).toEqual([
      {
        type: 'RequisitionRevised',
        data: { title: '12月原料（修订）', lines: [line({ quantity: '150.000' })], by: 'buyer', at },
      },
    ]);
    expect([drafted, ...events].reduce(evolve, initialState())).toMatchObject({
      status: 'draft',
      title: '12月原料（修订）',
      lines: [{ quantity: '150.000' }],
    });
    const rejected: RequisitionEvent = {
      type: 'RequisitionReturned',
      data: { instanceId: 'i1', outcome: 'rejected', at },
    };
    expect(given([drafted, submitted, rejected]).when(revise)()).toHaveLength(1);
    expect(given([drafted, submitted]).when(revise)).toThrow(REQUISITION_NOT_EDITABLE);
    expect(given([drafted, submitted, approved]).when(revise)).toThrow(REQUISITION_NOT_EDITABLE);
    expect(given([drafted]).when({ ...revise, lines: [line({ quantity: '0' })] })).toThrow(
      QUANTITY_NOT_POSITIVE,
    );
    expect(given([]).when(revise)).toThrow(REQUISITION_NOT_FOUND);
  });

  it('drafts lines with a positive quantity only', () => {
    const draft = (quantity: string): RequisitionCommand => ({
      type: 'DraftRequisition',
      id: 'r1',
      tenantId: '1',
      code: 'CG-2026-000001',
      title: 't',
      lines: [line({ quantity })],
      by: 'buyer',
      now,
    });
    expect(given([]).when(draft('1.000'))()).toHaveLength(1);
    expect(given([]).when(draft('0.000'))).toThrow(QUANTITY_NOT_POSITIVE);
    // Drafted already (a retried command): nothing more.
    expect(given([drafted]).when(draft('1.000'))()).toEqual([]);
  });

  it('submits a draft or a rejected one, never a pending or approved one', () => {
    const submit: RequisitionCommand = { type: 'SubmitRequisition', instanceId: 'i2', by: 'buyer', now };
    expect(given([drafted]).when(submit)()).toEqual([
      { type: 'RequisitionSubmitted', data: { instanceId: 'i2', by: 'buyer', at } },
    ]);
    expect(given([]).when(submit)).toThrow(REQUISITION_NOT_FOUND);
    expect(given([drafted, submitted]).when(submit)).toThrow(REQUISITION_NOT_SUBMITTABLE);
    expect(given([drafted, submitted, approved]).when(submit)).toThrow(REQUISITION_NOT_SUBMITTABLE);
    const returned: RequisitionEvent = {
      type: 'RequisitionReturned',
      data: { instanceId: 'i1', outcome: 'rejected', at },
    };
    expect(given([drafted, submitted, returned]).when(submit)()).toHaveLength(1);
  });

  it("follows its approval's outcome once, and ignores another approval's", () => {
    expect(given([drafted, submitted]).when(outcome('approved'))()).toEqual([approved]);
    expect(given([drafted, submitted]).when(outcome('withdrawn'))()).toEqual([
      { type: 'RequisitionReturned', data: { instanceId: 'i1', outcome: 'withdrawn', at } },
    ]);
    expect(given([drafted, submitted, approved]).when(outcome('approved'))()).toEqual([]);
    expect(given([drafted, submitted]).when(outcome('approved', 'i0'))()).toEqual([]);
  });

  it('pulls approved lines into a project once; a line sourced once is refused with where it went', () => {
    expect(given([drafted, submitted]).when(source(['1']))).toThrow(REQUISITION_NOT_APPROVED);
    expect(given([drafted, submitted, approved]).when(source(['1']))()).toEqual([
      {
        type: 'RequisitionLinesSourced',
        data: { projectId: 'p2', projectCode: 'XJ-2026-000002', lineIds: ['1'], by: 'buyer', at },
      },
    ]);
    expect(given([drafted, submitted, approved, sourced(['1'])]).when(source(['2', '1']))).toThrow(
      lineAlreadySourced(line(), 'XJ-2026-000001'),
    );
    expect(given([drafted, submitted, approved, sourced(['1'])]).when(source(['2']))()).toHaveLength(1);
    expect(given([drafted, submitted, approved]).when(source(['3']))).toThrow(REQUISITION_LINE_NOT_FOUND);
    expect(given([drafted, submitted, approved]).when(source(['1', '1']))).toThrow(LINE_TWICE);
  });

  it('releases the lines of a cancelled project only, so they may be sourced again', () => {
    const release: RequisitionCommand = {
      type: 'ReleaseRequisitionLines',
      projectId: 'p1',
      by: 'buyer',
      now,
    };
    const other = { ...sourced(['2'], 'XJ-2026-000002'), data: { ...sourced(['2']).data, projectId: 'p2' } };
    const history = [drafted, submitted, approved, sourced(['1']), other as RequisitionEvent];
    const released = given(history).when(release)();
    expect(released).toEqual([
      { type: 'RequisitionLinesReleased', data: { projectId: 'p1', lineIds: ['1'], by: 'buyer', at } },
    ]);
    expect(given([...history, ...released]).when(source(['1']))()).toHaveLength(1);
    expect(given([...history, ...released]).when(release)()).toEqual([]);
  });

  it('shows where each line went', () => {
    const state = [drafted, submitted, approved, sourced(['2'])].reduce(evolve, initialState());
    expect(state.status === 'approved' && state.sourced).toEqual({
      '2': { projectId: 'p1', projectCode: 'XJ-2026-000001' },
    });
  });
});
