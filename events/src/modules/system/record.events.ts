import { NAME_PATTERN } from '@srm/contracts/masterdata';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

/**
 * The admin entities (record.entities.ts) and the declared entities of the masterdata engine share
 * these events, so the entity is any entity name; the admin names (departRole, dictItem...) fit the
 * same pattern, so every stored event still parses.
 */
const entity = z.string().max(100).regex(NAME_PATTERN);
const id = z.string().min(1).max(100);

/** One record's history: `record-<entity>.<id>`. The actor is in each event's metadata. */
export const recordStream = {
  streamType: 'record',
  events: {
    RecordCreated: z.object({
      entity,
      id,
      tenantId: z.string().min(1),
      values: z.record(z.string(), z.unknown()),
    }),
    RecordUpdated: z.object({
      entity,
      id,
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
    RecordDeleted: z.object({ entity, id }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof recordStream)['events'];
export type RecordEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const recordStreamId = (entityName: string, recordId: string) => `record-${entityName}.${recordId}`;
