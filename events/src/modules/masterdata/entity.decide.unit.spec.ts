import { permissionsOf, type EntityDefinitionInput } from '@srm/contracts/masterdata';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { decide, evolve, initialState, type EntityCommand } from './entity.decide';
import type { EntityEvent } from './entity.events';

const unit = (over: Partial<EntityDefinitionInput> = {}): EntityDefinitionInput => ({
  name: 'unit',
  label: '计量单位',
  table: 'md_unit',
  fields: [{ name: 'code', label: '单位编码', type: 'string', length: 20, required: true, unique: true }],
  list: { columns: ['code'] },
  permissions: permissionsOf('masterdata:unit'),
  variants: { buyer: { base: '/masterdata/unit', actions: ['list'] } },
  ...over,
});
const define = (definition: unknown, tableTaken = false): EntityCommand => ({
  type: 'DefineEntity',
  definition,
  facts: {},
  tableTaken,
});
const given = (events: EntityEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: EntityCommand) => () => decide(c, state) };
};

describe('entity definition decider', () => {
  it('given nothing, when declared, then EntityDefined with the DDL it ran and the whole state', () => {
    const [e] = given([]).when(define(unit()))();
    expect(e).toMatchObject({
      type: 'EntityDefined',
      data: { entity: 'unit', origin: 'code', retired: [], purged: [], change: { added: ['code'] } },
    });
    expect(e!.data.ddl.map((s) => s.op)).toEqual(['createTable', 'createIndex', 'createIndex']);
  });

  it('given a declared entity, when declared again unchanged, then nothing', () => {
    const defined = given([]).when(define(unit()))();
    expect(given(defined).when(define(unit()))()).toEqual([]);
  });

  it('refuses the name of an admin record entity (their streams are record-<entity>)', () => {
    const attempt = given([]).when(define(unit({ name: 'role', table: 'md_role' })));
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow('实体名「role」已被系统使用');
  });

  it('refuses a table that already exists', () => {
    expect(given([]).when(define(unit(), true))).toThrow('数据表「md_unit」已存在');
  });

  it('refuses a lossy change with the reason as the error reason', () => {
    const defined = given([]).when(define(unit()))();
    const narrowed = unit({ fields: [{ name: 'code', label: '单位编码', type: 'date' }] });
    try {
      given(defined).when(define(narrowed))();
      expect.fail('refused');
    } catch (e) {
      expect(e).toMatchObject({
        code: 'ValidationFailed',
        reason: 'TypeChanged',
        details: { field: 'code' },
      });
    }
  });

  it('purges nothing it does not have', () => {
    expect(given([]).when({ type: 'PurgeEntityFields', fields: ['x'], facts: {} })).toThrow('实体不存在');
  });
});
