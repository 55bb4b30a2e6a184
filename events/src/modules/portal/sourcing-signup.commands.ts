import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { sourcingProjectStreamId } from './sourcing-notice.events';
import { sourcingSignUpDecider, type SignUpCommand } from './sourcing-signup.decide';

/** A supplier's 报名 for a project (the portal's invitation letter and 邀请函 dialog call it). */
export const signUpForSourcingProject = (
  store: EventStore,
  command: Omit<SignUpCommand, 'type'>,
  meta: { metadata?: EventMetadata } = {},
) =>
  handleCommand(
    store,
    sourcingProjectStreamId(command.projectId),
    sourcingSignUpDecider,
    { type: 'SignUpForSourcingProject', ...command },
    meta,
  );
