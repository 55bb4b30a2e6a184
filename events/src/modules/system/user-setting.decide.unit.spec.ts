import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type UserSettingCommand } from './user-setting.decide';
import type { UserSettingEvent } from './user-setting.events';

const given = (events: UserSettingEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: UserSettingCommand) => decide(c, state) };
};
const change = (changes: UserSettingCommand['changes']): UserSettingCommand => ({
  type: 'ChangeUserSettings',
  userId: 'u1',
  tenantId: 't1',
  changes,
});
const changed = (changes: Record<string, { from: unknown; to: unknown }>): UserSettingEvent => ({
  type: 'UserSettingsChanged',
  data: { userId: 'u1', tenantId: 't1', changes },
});

describe('user settings decider', () => {
  it('given nothing saved, when the system popup is switched off, then the change from the default', () => {
    const on = { system: true, notice: true, security: true };
    const off = { ...on, system: false };
    expect(given([]).when(change({ notification: off }))).toEqual([
      changed({ notification: { from: on, to: off } }),
    ]);
  });

  it('given it is off already, when switched off again, then nothing is written', () => {
    const off = { system: false, notice: true, security: true };
    const history = [changed({ notification: { from: null, to: off } })];
    expect(given(history).when(change({ notification: off }))).toEqual([]);
  });

  it('the same notification settings in another key order make no change', () => {
    const off = { system: false, notice: true, security: true };
    const history = [changed({ notification: { from: null, to: off } })];
    expect(
      given(history).when(change({ notification: { security: true, notice: true, system: false } })),
    ).toEqual([]);
  });

  it('unbound logins are a set: order and repeats make no change', () => {
    const history = [changed({ disabledLogins: { from: [], to: ['cas', 'portal'] } })];
    expect(given(history).when(change({ disabledLogins: ['portal', 'cas', 'portal'] }))).toEqual([]);
    expect(given(history).when(change({ disabledLogins: ['portal'] }))).toEqual([
      changed({ disabledLogins: { from: ['cas', 'portal'], to: ['portal'] } }),
    ]);
  });
});
