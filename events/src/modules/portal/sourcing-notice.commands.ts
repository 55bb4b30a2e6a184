import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { sourcingNoticeDecider } from './sourcing-notice.decide';
import {
  sourcingProjectStreamId,
  type SourcingAnnouncement,
  type SourcingResult,
} from './sourcing-notice.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

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
