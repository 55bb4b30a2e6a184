import type { z } from 'zod';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { diffFields, applyChanges } from '../../shared/diff';
import { recordEntities, type RecordEntity, type RecordEntityName } from './record.entities';
import type { RecordEvent } from './record.events';

export const RECORD_NOT_FOUND = '未找到对应数据';

export type RecordState =
  | { status: 'none' }
  | { status: 'live'; tenantId: string; values: Record<string, unknown> }
  | { status: 'deleted' };

/** `tenantId` is the caller's: a record of another tenant is as good as missing. */
export type RecordCommandOf<E extends string> =
  | { type: 'CreateRecord'; entity: E; id: string; tenantId: string; values: unknown }
  | { type: 'UpdateRecord'; entity: E; id: string; tenantId: string; values: unknown }
  | { type: 'DeleteRecord'; entity: E; id: string; tenantId: string };

export type RecordCommand =
  | RecordCommandOf<RecordEntityName>
  /**
   * Adds and removes ids of one id-list field (a link table) against the record's current list,
   * so two writers touching different ids of one record (a user joining a department role while
   * another leaves it) both land: a concurrent append decides again on the fresh list.
   */
  | {
      type: 'ChangeRecordLinks';
      entity: RecordEntityName;
      id: string;
      tenantId: string;
      field: string;
      add: readonly string[];
      remove: readonly string[];
    };

/**
 * How an entity's values are checked: an admin entity's zod schema (below), or a declared
 * entity's definition (masterdata module). Each throws the DomainError the user reads.
 */
export type RecordValidation = {
  /** Every field, defaults filled in. */
  create(values: unknown): Record<string, unknown>;
  /** Only the fields the edit sent. */
  update(values: unknown): Record<string, unknown>;
};

export const initialState = (): RecordState => ({ status: 'none' });

export function evolve(state: RecordState, event: RecordEvent): RecordState {
  switch (event.type) {
    case 'RecordCreated':
      return { status: 'live', tenantId: event.data.tenantId, values: event.data.values };
    case 'RecordUpdated':
      return state.status === 'live'
        ? { ...state, values: applyChanges(state.values, event.data.changes) }
        : state;
    case 'RecordDeleted':
      return { status: 'deleted' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Zod's first issue in the spec's style: the message as the user reads it, with the field. */
function parseValues(schema: z.ZodObject, values: unknown) {
  const r = schema.safeParse(values);
  if (r.success) return r.data as Record<string, unknown>;
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.');
  throw new DomainError('ValidationFailed', field ? `${field}: ${issue.message}` : issue.message, { field });
}

/** An admin entity's values, checked by its zod schema (messages `<field>: <message>`). */
export const adminValidation = (entity: RecordEntityName): RecordValidation => {
  const schema = recordEntities[entity].schema as z.ZodObject;
  return {
    create: (values) => parseValues(schema, values),
    update: (values) => {
      // An edit names only the fields it changes; defaults apply to creation, not to edits.
      const sent = stripDefaults(schema, values);
      const parsed = parseValues(schema.partial(), sent);
      return Object.fromEntries(Object.keys(sent).map((k) => [k, parsed[k]]));
    },
  };
};

/** Create, update or delete a record of any entity, its values checked by `validation`. */
export function decideWith(
  validation: RecordValidation,
  command: RecordCommandOf<string>,
  state: RecordState,
): RecordEvent[] {
  const { entity, id } = command;
  if (command.type === 'CreateRecord') {
    if (state.status !== 'none') throw new DomainError('IllegalState', '数据已存在');
    const values = validation.create(command.values);
    return [{ type: 'RecordCreated', data: { entity, id, tenantId: command.tenantId, values } }];
  }
  if (state.status !== 'live' || state.tenantId !== command.tenantId) {
    throw new DomainError('NotFound', RECORD_NOT_FOUND);
  }
  if (command.type === 'DeleteRecord') return [{ type: 'RecordDeleted', data: { entity, id } }];
  const changes = diffFields(state.values, validation.update(command.values));
  return Object.keys(changes).length === 0 ? [] : [{ type: 'RecordUpdated', data: { entity, id, changes } }];
}

export function decide(command: RecordCommand, state: RecordState): RecordEvent[] {
  if (command.type !== 'ChangeRecordLinks')
    return decideWith(adminValidation(command.entity), command, state);
  if (state.status !== 'live' || state.tenantId !== command.tenantId) {
    throw new DomainError('NotFound', RECORD_NOT_FOUND);
  }
  return changeLinks(command, state.values);
}

function changeLinks(
  command: Extract<RecordCommand, { type: 'ChangeRecordLinks' }>,
  values: Record<string, unknown>,
): RecordEvent[] {
  const { entity, id, field } = command;
  const links = (recordEntities[entity] as RecordEntity).links ?? {};
  if (!Object.hasOwn(links, field)) {
    throw new DomainError('ValidationFailed', `${field}: 不是可关联的字段`, { field });
  }
  const current = Array.isArray(values[field]) ? (values[field] as string[]) : [];
  const removed = new Set(command.remove);
  const kept = current.filter((v) => !removed.has(v));
  const next = [...kept, ...command.add.filter((v) => !kept.includes(v))];
  const schema = recordEntities[entity].schema as z.ZodObject;
  const parsed = parseValues(schema.partial(), { [field]: next });
  const changes = diffFields({ [field]: current }, { [field]: parsed[field] });
  return Object.keys(changes).length === 0 ? [] : [{ type: 'RecordUpdated', data: { entity, id, changes } }];
}

/** The known fields the edit actually sent (zod 4's partial() still fills in defaults for the rest). */
function stripDefaults(schema: z.ZodObject, values: unknown): Record<string, unknown> {
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => k in schema.shape && v !== undefined));
}

export const recordDecider: Decider<RecordState, RecordCommand, RecordEvent> = {
  initialState,
  evolve,
  decide,
};
