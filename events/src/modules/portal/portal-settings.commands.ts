import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { handleCommand, type Decider } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { portalSettingsSchema, type PortalSettings } from './portal-settings';
import { portalSettingsStreamId, type PortalSettingsEvent } from './portal-settings.events';

/** Staff read the model's errors in Chinese (the field path stays as the model names it). */
const zhCN = z.locales.zhCN();

/** Answered (409) when the live version moved on since the studio's draft started from it. */
export const PORTAL_SETTINGS_CONFLICT = '门户设置已被他人更新，请刷新后再发布';

/** `version`: publications so far (the stream's version), what a draft names as its `baseVersion`. */
type State = { settings: PortalSettings | null; version: number };
type Command = {
  type: 'PublishPortalSettings';
  tenantId: string;
  settings: unknown;
  /** The live version the draft started from; absent: publish over whatever is live (revert, seed). */
  baseVersion?: number | undefined;
};

export const portalSettingsDecider: Decider<State, Command, PortalSettingsEvent> = {
  initialState: () => ({ settings: null, version: 0 }),
  evolve: (state, event) => ({ settings: event.data.settings, version: state.version + 1 }),
  decide: (command, state) => {
    // Checked on the state read for this append, and handleCommand appends with that version as the
    // expected one: of two publishes from the same base, the second decides again on fresh state and lands here.
    if (command.baseVersion !== undefined && command.baseVersion !== state.version) {
      throw new DomainError('VersionConflict', PORTAL_SETTINGS_CONFLICT, {
        baseVersion: command.baseVersion,
        version: state.version,
      });
    }
    const parsed = portalSettingsSchema.safeParse(command.settings, { error: zhCN.localeError });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.');
      throw new DomainError('ValidationFailed', `${field}: ${issue.message}`, { field });
    }
    // Publishing what is already live writes nothing.
    if (state.settings && isDeepStrictEqual(state.settings, parsed.data)) return [];
    return [{ type: 'PortalSettingsPublished', data: { tenantId: command.tenantId, settings: parsed.data } }];
  },
};

/**
 * Publishes a tenant's whole portal model (missing parts take the defaults). With `baseVersion`, only
 * if nobody published since that version (else VersionConflict 409, nothing written).
 */
export const publishPortalSettings = (
  store: EventStore,
  tenantId: string,
  settings: unknown,
  meta: { metadata?: EventMetadata; baseVersion?: number | undefined } = {},
) =>
  handleCommand(
    store,
    portalSettingsStreamId(tenantId),
    portalSettingsDecider,
    { type: 'PublishPortalSettings', tenantId, settings, baseVersion: meta.baseVersion },
    { ...(meta.metadata ? { metadata: meta.metadata } : {}) },
  );
