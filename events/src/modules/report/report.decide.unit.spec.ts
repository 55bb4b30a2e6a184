import { entityDefinition } from '@srm/contracts/masterdata';
import { material } from '@srm/contracts/masterdata/entities';
import type { OnlineReportInput } from '@srm/contracts/report';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  decide,
  evolve,
  initialState,
  REPORT_CODE_TAKEN,
  REPORT_NOT_FOUND,
  type OnlineReportCommand,
} from './report.decide';
import type { OnlineReportEvent } from './report.events';

const entity = entityDefinition.parse(material);
const report = (over: Partial<OnlineReportInput> = {}): OnlineReportInput => ({
  code: 'material_brief',
  name: '物料简表',
  entity: 'material',
  columns: [{ field: 'code', sortable: true }, { field: 'name' }],
  queryFields: [{ field: 'name' }],
  ...over,
});
const define = (
  definition: OnlineReportInput,
  reserved = false,
  source: typeof entity | null = entity,
): OnlineReportCommand => ({
  type: 'DefineOnlineReport',
  id: 'r1',
  tenantId: '1',
  definition,
  entity: source,
  reserved,
});
const redefine = (definition: OnlineReportInput, id = 'r1'): OnlineReportCommand => ({
  type: 'RedefineOnlineReport',
  id,
  tenantId: '1',
  definition,
  entity,
});
const given = (events: OnlineReportEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: OnlineReportCommand) => () => decide(c, state) };
};
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message, field: e.details?.field };
    throw e;
  }
  throw new Error('not refused');
};

describe('online report decider', () => {
  it('given nothing, when defined, then OnlineReportDefined with the parsed definition (defaults filled in)', () => {
    expect(given([]).when(define(report()))()).toEqual([
      {
        type: 'OnlineReportDefined',
        data: {
          id: 'r1',
          tenantId: '1',
          definition: {
            ...report(),
            columns: [
              { field: 'code', sortable: true },
              { field: 'name', sortable: false },
            ],
            queryFields: [{ field: 'name', mode: 'single' }],
            defaultSort: null,
          },
        },
      },
    ]);
  });

  it('given a live report, when its code is defined again or names a code report, then 报表编码已存在', () => {
    const defined = given([]).when(define(report()))();
    expect(refusal(given(defined).when(define(report())))).toMatchObject({
      message: REPORT_CODE_TAKEN,
      field: 'code',
    });
    expect(refusal(given([]).when(define(report(), true)))).toMatchObject({ message: REPORT_CODE_TAKEN });
  });

  it("when a field is not the entity's, or its source is not declared, then refused naming the field", () => {
    expect(refusal(given([]).when(define(report({ columns: [{ field: 'price' }] }))))).toEqual({
      code: 'ValidationFailed',
      message: '字段「price」不属于「物料」',
      field: 'columns.0.field',
    });
    expect(refusal(given([]).when(define(report(), false, null)))).toMatchObject({
      message: '实体「material」不存在',
      field: 'entity',
    });
  });

  it('given a live report, when redefined unchanged then nothing; changed then OnlineReportRedefined; its code never changes', () => {
    const defined = given([]).when(define(report()))();
    expect(given(defined).when(redefine(report()))()).toEqual([]);
    expect(given(defined).when(redefine(report({ name: '物料一览' })))()[0]).toMatchObject({
      type: 'OnlineReportRedefined',
      data: { definition: { name: '物料一览' } },
    });
    expect(refusal(given(defined).when(redefine(report({ code: 'other_code' }))))).toMatchObject({
      message: '报表编码不可修改',
    });
    expect(refusal(given(defined).when(redefine(report(), 'r2')))).toMatchObject({
      code: 'NotFound',
      message: REPORT_NOT_FOUND,
    });
  });

  it('given a deleted report, when deleted again or redefined then not found; when defined again then a new report', () => {
    const defined = given([]).when(define(report()))();
    const deleted = given(defined).when({ type: 'DeleteOnlineReport', id: 'r1', tenantId: '1' })();
    const history = [...defined, ...deleted];
    expect(
      refusal(given(history).when({ type: 'DeleteOnlineReport', id: 'r1', tenantId: '1' })),
    ).toMatchObject({
      code: 'NotFound',
    });
    expect(refusal(given(history).when(redefine(report())))).toMatchObject({ code: 'NotFound' });
    expect(given(history).when({ ...define(report()), id: 'r3' })()[0]?.type).toBe('OnlineReportDefined');
  });
});
