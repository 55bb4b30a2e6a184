import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { sourcingNoticeDecider } from './sourcing-notice.decide';
import {
  sourcingProjectStreamId,
  type SourcingAnnouncement,
  type SourcingResult,
} from './sourcing-notice.events';

/** `trx`: inside the caller's transaction (sourcing records its result and the portal's together). */
type Meta = { metadata?: EventMetadata; idempotencyKey?: string; trx?: Trx };

/** A buyer publishes an inquiry, tender or auction: its purchase announcement goes public. */
export const publishSourcingAnnouncement = (
  store: EventStore,
  announcement: SourcingAnnouncement,
  meta: Meta = {},
) =>
  handleCommand(
    store,
    sourcingProjectStreamId(announcement.projectId),
    sourcingNoticeDecider,
    { type: 'PublishSourcingAnnouncement', announcement },
    meta,
  );

/** The project is awarded: its result announcement (结果公示) goes public with the winners. */
export const announceSourcingResult = (store: EventStore, result: SourcingResult, meta: Meta = {}) =>
  handleCommand(
    store,
    sourcingProjectStreamId(result.projectId),
    sourcingNoticeDecider,
    { type: 'AnnounceSourcingResult', result },
    meta,
  );
