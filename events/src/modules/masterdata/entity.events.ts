import { entityDefinition, fieldDefinition, NAME_PATTERN } from '@srm/contracts/masterdata';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const entity = z.string().max(100).regex(NAME_PATTERN);
/** The DDL steps the change ran (entity.planner.ts DdlStep), kept for the audit trail. */
const ddl = z.array(z.looseObject({ op: z.string() }));
const change = z.object({
  added: z.array(z.string()),
  retired: z.array(z.string()),
  reactivated: z.array(z.string()),
  altered: z.array(z.string()),
  purged: z.array(z.string()),
});
/**
 * Every event carries the whole state after it (definition, retired fields, purged names), so the
 * entity as it stands is its stream's last event: one indexed row, read by every record write.
 */
const state = {
  entity,
  origin: z.enum(['code', 'online']),
  definition: entityDefinition,
  retired: z.array(fieldDefinition),
  purged: z.array(z.string()),
  change,
  ddl,
};

/** One declared entity's definition history: `entity-<name>`. The actor is in each event's metadata. */
export const entityStream = {
  streamType: 'entity',
  events: {
    /** Declared for the first time: its table was created in the same transaction. */
    EntityDefined: z.object(state),
    /** Fields added, changed, removed (their columns kept) or other settings changed. */
    EntityRedefined: z.object(state),
    /** Retired fields' columns dropped, on an explicit purge. */
    EntityFieldsPurged: z.object(state),
  },
} satisfies StreamDefinition;

type Schemas = (typeof entityStream)['events'];
export type EntityEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const entityStreamId = (name: string) => `entity-${name}`;
