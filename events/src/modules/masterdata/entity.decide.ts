import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { isRecordEntityName } from '../system/index';
import type { EntityEvent } from './entity.events';
import { planEntity, type EntityState, type Refusal, type StoredFacts } from './entity.planner';

export const ENTITY_NOT_FOUND = '实体不存在';

export type EntityDefinitionState = { status: 'none' } | { status: 'defined'; entity: EntityState };

/**
 * Facts come in the command, read by the handler under the entity's lock: the stored rows'
 * lengths and digits (entity.planner.ts factsNeeded), and whether the table name is taken.
 */
export type EntityCommand =
  | {
      type: 'DefineEntity';
      definition: unknown;
      facts: StoredFacts;
      tableTaken: boolean;
      /** `new`: refuse an entity that exists (creating a form); `existing`: refuse one that does not (changing it). */
      expect?: 'new' | 'existing';
    }
  | { type: 'PurgeEntityFields'; fields: readonly string[]; facts: StoredFacts };

export const initialState = (): EntityDefinitionState => ({ status: 'none' });

export function evolve(_state: EntityDefinitionState, event: EntityEvent): EntityDefinitionState {
  const { origin, definition, retired, purged } = event.data;
  return { status: 'defined', entity: { origin, definition, retired, purged } };
}

const refused = (r: Refusal) =>
  new DomainError(
    'ValidationFailed',
    r.message,
    r.field !== undefined ? { field: r.field } : undefined,
    r.reason,
  );

export function decide(command: EntityCommand, state: EntityDefinitionState): EntityEvent[] {
  const current = state.status === 'defined' ? state.entity : null;
  if (command.type === 'PurgeEntityFields') {
    if (!current) throw new DomainError('NotFound', ENTITY_NOT_FOUND);
    const plan = planEntity({
      current,
      definition: current.definition,
      facts: command.facts,
      purge: command.fields,
    });
    if (!plan.ok) throw refused(plan);
    if (plan.change.purged.length === 0) return [];
    return [
      {
        type: 'EntityFieldsPurged',
        data: { entity: current.definition.name, ...plan.next, change: plan.change, ddl: plan.steps },
      },
    ];
  }
  if (command.expect === 'existing' && !current) throw new DomainError('NotFound', ENTITY_NOT_FOUND);
  if (command.expect === 'new' && current) {
    throw new DomainError(
      'ValidationFailed',
      `实体「${current.definition.name}」已存在`,
      { field: 'name' },
      'EntityExists',
    );
  }
  const plan = planEntity({ current, definition: command.definition, facts: command.facts });
  if (!plan.ok) throw refused(plan);
  const { definition } = plan.next;
  if (!current) {
    // Admin records share the `record-<entity>` streams: a declared entity may not take their names.
    if (isRecordEntityName(definition.name)) {
      throw new DomainError(
        'ValidationFailed',
        `实体名「${definition.name}」已被系统使用`,
        { field: 'name' },
        'NameTaken',
      );
    }
    if (command.tableTaken) {
      throw new DomainError(
        'ValidationFailed',
        `数据表「${definition.table}」已存在`,
        { field: 'table' },
        'TableTaken',
      );
    }
  }
  if (!plan.changed) return [];
  const data = { entity: definition.name, ...plan.next, change: plan.change, ddl: plan.steps };
  return [current ? { type: 'EntityRedefined', data } : { type: 'EntityDefined', data }];
}

export const entityDecider: Decider<EntityDefinitionState, EntityCommand, EntityEvent> = {
  initialState,
  evolve,
  decide,
};
