import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';
import { RECORD_ENTITY_NAMES, type RecordEntityName } from './record.entities';

const entity = z.enum(RECORD_ENTITY_NAMES);
const id = z.string().min(1).max(100);

/** One admin record's history: `record-<entity>.<id>`. The actor is in each event's metadata. */
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

export const recordStreamId = (e: RecordEntityName, recordId: string) => `record-${e}.${recordId}`;
