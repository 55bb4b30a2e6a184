import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { decide, evolve, initialState, RECORD_NOT_FOUND, type RecordCommand } from './record.decide';
import type { RecordEvent } from './record.events';

const given = (events: RecordEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: RecordCommand) => () => decide(c, state) };
};
const created: RecordEvent = {
  type: 'RecordCreated',
  data: {
    entity: 'role',
    id: 'r1',
    tenantId: '1',
    values: { roleName: '采购员', roleCode: 'buyer', description: null, permissionIds: ['p1'] },
  },
};
const create = (values: unknown): RecordCommand => ({
  type: 'CreateRecord',
  entity: 'role',
  id: 'r1',
  tenantId: '1',
  values,
});
const update = (values: unknown, tenantId = '1'): RecordCommand => ({
  type: 'UpdateRecord',
  entity: 'role',
  id: 'r1',
  tenantId,
  values,
});

describe('admin record decider', () => {
  it('given nothing, when created with valid values, then RecordCreated with the defaults filled in', () => {
    expect(given([]).when(create({ roleName: '采购员', roleCode: 'buyer' }))()).toEqual([
      {
        type: 'RecordCreated',
        data: {
          entity: 'role',
          id: 'r1',
          tenantId: '1',
          values: {
            roleName: '采购员',
            roleCode: 'buyer',
            description: null,
            permissionIds: [],
            dataRuleIds: [],
          },
        },
      },
    ]);
  });

  it('refuses invalid values with the field and the message the form shows', () => {
    const attempt = given([]).when(create({ roleName: '', roleCode: 'buyer' }));
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow('roleName: 请输入角色名称');
  });

  it('given a record, an edit yields only the changed fields with their old values (the audit diff)', () => {
    expect(
      given([created]).when(update({ roleName: '高级采购员', roleCode: 'buyer', permissionIds: ['p1'] }))(),
    ).toEqual([
      {
        type: 'RecordUpdated',
        data: { entity: 'role', id: 'r1', changes: { roleName: { from: '采购员', to: '高级采购员' } } },
      },
    ]);
  });

  it('an edit that changes nothing writes nothing (id lists compare as sets)', () => {
    const twice: RecordEvent = {
      type: 'RecordUpdated',
      data: { entity: 'role', id: 'r1', changes: { permissionIds: { from: ['p1'], to: ['p2', 'p1'] } } },
    };
    expect(
      given([created, twice]).when(update({ permissionIds: ['p1', 'p2'], roleCode: 'buyer' }))(),
    ).toEqual([]);
  });

  it('an edit from another tenant, or of a deleted record, is told the record does not exist', () => {
    expect(given([created]).when(update({ roleName: 'x' }, '2'))).toThrow(RECORD_NOT_FOUND);
    const deleted: RecordEvent = { type: 'RecordDeleted', data: { entity: 'role', id: 'r1' } };
    expect(given([created, deleted]).when(update({ roleName: 'x' }))).toThrow(RECORD_NOT_FOUND);
  });

  it('given a record, creating it again is refused', () => {
    expect(given([created]).when(create({ roleName: 'a', roleCode: 'b' }))).toThrow('数据已存在');
  });

  describe('ChangeRecordLinks (ids added and removed against the current list)', () => {
    const change = (add: string[], remove: string[], field = 'permissionIds'): RecordCommand => ({
      type: 'ChangeRecordLinks',
      entity: 'role',
      id: 'r1',
      tenantId: '1',
      field,
      add,
      remove,
    });

    it('given a record, adding and removing ids yields the whole list before and after', () => {
      expect(given([created]).when(change(['p2', 'p3'], ['p1']))()).toEqual([
        {
          type: 'RecordUpdated',
          data: { entity: 'role', id: 'r1', changes: { permissionIds: { from: ['p1'], to: ['p2', 'p3'] } } },
        },
      ]);
    });

    it('adding an id already there, or removing one that is not, writes nothing', () => {
      expect(given([created]).when(change(['p1'], ['p9']))()).toEqual([]);
    });

    it('a list the record never had (an older record) starts empty', () => {
      expect(given([created]).when(change(['d1'], [], 'dataRuleIds'))()).toEqual([
        {
          type: 'RecordUpdated',
          data: { entity: 'role', id: 'r1', changes: { dataRuleIds: { from: [], to: ['d1'] } } },
        },
      ]);
    });

    it("only id-list fields can be changed so, and only by the record's tenant", () => {
      expect(given([created]).when(change(['x'], [], 'roleName'))).toThrow('roleName: 不是可关联的字段');
      expect(given([created]).when({ ...change(['p2'], []), tenantId: '2' })).toThrow(RECORD_NOT_FOUND);
    });
  });
});

describe('portal news titles are plain text ([SEC1] 11)', () => {
  const news = (values: unknown): RecordCommand => ({
    type: 'CreateRecord',
    entity: 'portalNews',
    id: 'n1',
    tenantId: '1',
    values,
  });
  const values = { title: '新闻', content: '正文', type: 'company', newsDate: '2026-11-22' };

  it('when the title carries markup, then refused with the field', () => {
    const attempt = given([]).when(news({ ...values, title: '<img src=x onerror=alert(1)>' }));
    expect(attempt).toThrow('title: 新闻标题不能包含HTML标签或脚本');
    expect(attempt).toThrow(DomainError);
  });

  it('when the title is plain, then created', () => {
    expect(given([]).when(news(values))()).toHaveLength(1);
  });
});
