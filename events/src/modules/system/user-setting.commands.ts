import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { userSettingDecider } from './user-setting.decide';
import { userSettingStreamId, type UserSettings } from './user-setting.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

/** The user's own settings change; settings equal to the stored ones write nothing. */
export const changeUserSettings = (
  store: EventStore,
  who: { userId: string; tenantId: string },
  changes: Partial<UserSettings>,
  meta: Meta = {},
) =>
  handleCommand(
    store,
    userSettingStreamId(who.userId),
    userSettingDecider,
    { type: 'ChangeUserSettings', ...who, changes },
    meta,
  );
