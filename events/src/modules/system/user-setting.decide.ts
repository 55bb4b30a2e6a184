import type { Decider } from '../../store/command';
import { applyChanges, diffFields } from '../../shared/diff';
import { DEFAULT_USER_SETTINGS, type UserSettingEvent, type UserSettings } from './user-setting.events';

/** Settings have no lifecycle: a user who never saved any has the defaults. */
export type UserSettingState = { settings: UserSettings };

export type UserSettingCommand = {
  type: 'ChangeUserSettings';
  userId: string;
  tenantId: string;
  /** Only the settings given are compared; unchanged ones make no event. */
  changes: Partial<UserSettings>;
};

export const initialState = (): UserSettingState => ({ settings: DEFAULT_USER_SETTINGS });

export function evolve(state: UserSettingState, event: UserSettingEvent): UserSettingState {
  switch (event.type) {
    case 'UserSettingsChanged':
      return { settings: applyChanges(state.settings, event.data.changes) };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export function decide(command: UserSettingCommand, state: UserSettingState): UserSettingEvent[] {
  switch (command.type) {
    case 'ChangeUserSettings': {
      // Providers are a set; settings objects compare by content (diffFields).
      const next = { ...command.changes };
      if (next.disabledLogins) next.disabledLogins = [...new Set(next.disabledLogins)].sort();
      const changes = diffFields(state.settings, next);
      if (Object.keys(changes).length === 0) return [];
      return [
        {
          type: 'UserSettingsChanged',
          data: { userId: command.userId, tenantId: command.tenantId, changes },
        },
      ];
    }
    default: {
      const never: never = command.type;
      return never;
    }
  }
}

export const userSettingDecider: Decider<UserSettingState, UserSettingCommand, UserSettingEvent> = {
  initialState,
  evolve,
  decide,
};
