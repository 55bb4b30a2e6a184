import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { selfCheckDecider } from './selfcheck.decide';
import { selfCheckStreamId } from './selfcheck.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

export const requestSelfCheck = (
  store: EventStore,
  id: string,
  delayMs: number,
  now: Date,
  meta: Meta = {},
) =>
  handleCommand(
    store,
    selfCheckStreamId(id),
    selfCheckDecider,
    { type: 'RequestSelfCheck', id, delayMs, now },
    meta,
  );

export const completeSelfCheck = (store: EventStore, id: string, now: Date, meta: Meta = {}) =>
  handleCommand(store, selfCheckStreamId(id), selfCheckDecider, { type: 'CompleteSelfCheck', now }, meta);
