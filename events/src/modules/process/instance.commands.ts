import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { instanceDecider } from './instance.decide';
import { processInstanceStreamId, type ProcessInstanceEvent } from './instance.events';

/**
 * Appends what one workflow step decided to the instance's stream. The workflow's activity passes
 * an idempotency key per step, so a retried activity writes nothing twice.
 */
export function recordProcessEvents(
  store: EventStore,
  instanceId: string,
  events: ProcessInstanceEvent[],
  options: { metadata?: EventMetadata; idempotencyKey?: string } = {},
) {
  return handleCommand(
    store,
    processInstanceStreamId(instanceId),
    instanceDecider,
    { type: 'RecordProcessEvents', events },
    options,
  );
}
