import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { recordEntities, type RecordEntityName } from './record.entities';
import { recordDecider, type RecordCommand } from './record.decide';
import { recordStreamId } from './record.events';
import { duplicateOf } from './record.projection';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string; maxAttempts?: number };

async function run(store: EventStore, command: RecordCommand, meta: Meta) {
  try {
    return await handleCommand(
      store,
      recordStreamId(command.entity, command.id),
      recordDecider,
      command,
      meta,
    );
  } catch (e) {
    // A unique violation raised outside the projection (none today) keeps the entity's message too.
    throw duplicateOf(recordEntities[command.entity], e);
  }
}

export const createRecord = (
  store: EventStore,
  entity: RecordEntityName,
  r: { id: string; tenantId: string; values: unknown },
  meta: Meta = {},
) => run(store, { type: 'CreateRecord', entity, ...r }, meta);

export const updateRecord = (
  store: EventStore,
  entity: RecordEntityName,
  r: { id: string; tenantId: string; values: unknown },
  meta: Meta = {},
) => run(store, { type: 'UpdateRecord', entity, ...r }, meta);

export const deleteRecord = (
  store: EventStore,
  entity: RecordEntityName,
  r: { id: string; tenantId: string },
  meta: Meta = {},
) => run(store, { type: 'DeleteRecord', entity, ...r }, meta);

/** Adds and removes ids of an id-list field (see `ChangeRecordLinks`); nothing changes, nothing is written. */
export const changeRecordLinks = (
  store: EventStore,
  entity: RecordEntityName,
  r: { id: string; tenantId: string; field: string; add?: readonly string[]; remove?: readonly string[] },
  meta: Meta = {},
) =>
  run(
    store,
    {
      type: 'ChangeRecordLinks',
      entity,
      id: r.id,
      tenantId: r.tenantId,
      field: r.field,
      add: r.add ?? [],
      remove: r.remove ?? [],
    },
    { maxAttempts: 5, ...meta },
  );
