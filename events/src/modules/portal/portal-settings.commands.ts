import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { handleCommand, type Decider } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { portalSettingsSchema, type PortalSettings } from '@srm/contracts/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { portalSettingsStreamId, type PortalSettingsEvent } from './portal-settings.events';
import { portalSettingsAt } from './portal-settings.history';

/** Staff read the model's errors in Chinese (the field path stays as the model names it). */
const zhCN = z.locales.zhCN();

/** Answered (409) when the live version moved on since the studio's draft started from it. */
export const PORTAL_SETTINGS_CONFLICT = '门户设置已被他人更新，请刷新后再发布';

/** Answered (404) for a revert to a version the tenant never published. */
export const PORTAL_SETTINGS_VERSION_NOT_FOUND = '未找到对应数据';

/** `version`: publications so far (the stream's version), what a draft names as its `baseVersion`. */
type State = { settings: PortalSettings | null; version: number };
type Command =
  | {
      type: 'PublishPortalSettings';
      tenantId: string;
      settings: unknown;
      /** The live version the draft started from; absent: publish over whatever is live (revert, seed). */
      baseVersion?: number | undefined;
    }
  | {
      /** Publish an earlier publication's model again (the history stays append-only). */
      type: 'RevertPortalSettings';
      tenantId: string;
      version: number;
      /** That publication's model as the handler read it (null: none with that version). */
      settings: PortalSettings | null;
    };
export type PortalSettingsCommand = Command;

export const portalSettingsDecider: Decider<State, Command, PortalSettingsEvent> = {
  initialState: () => ({ settings: null, version: 0 }),
  evolve: (state, event) => ({ settings: event.data.settings, version: state.version + 1 }),
  decide: (command, state) => {
    if (command.type === 'RevertPortalSettings') {
      if (command.settings === null || command.version < 1 || command.version > state.version) {
        throw new DomainError('NotFound', PORTAL_SETTINGS_VERSION_NOT_FOUND, { version: command.version });
      }
      return publishOver(command.tenantId, command.settings, state);
    }
    // Checked on the state read for this append, and handleCommand appends with that version as the
    // expected one: of two publishes from the same base, the second decides again on fresh state and lands here.
    if (command.baseVersion !== undefined && command.baseVersion !== state.version) {
      throw new DomainError('VersionConflict', PORTAL_SETTINGS_CONFLICT, {
        baseVersion: command.baseVersion,
        version: state.version,
      });
    }
    return publishOver(command.tenantId, command.settings, state);
  },
};

/** The model validated (the field named in the refusal); nothing when it is what is live. */
function publishOver(tenantId: string, settings: unknown, state: State): PortalSettingsEvent[] {
  const parsed = portalSettingsSchema.safeParse(settings, { error: zhCN.localeError });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw new DomainError('ValidationFailed', `${field}: ${issue.message}`, { field });
  }
  // Publishing what is already live writes nothing.
  if (state.settings && isDeepStrictEqual(state.settings, parsed.data)) return [];
  return [{ type: 'PortalSettingsPublished', data: { tenantId, settings: parsed.data } }];
}

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

/**
 * Publishes publication `version` of the tenant's settings again, as a new publication (revert).
 * NotFound (404) for a version the tenant never published.
 */
export const revertPortalSettings = async (
  store: EventStore,
  db: Kysely<Database>,
  tenantId: string,
  version: number,
  meta: { metadata?: EventMetadata } = {},
) =>
  handleCommand(
    store,
    portalSettingsStreamId(tenantId),
    portalSettingsDecider,
    {
      type: 'RevertPortalSettings',
      tenantId,
      version,
      settings: await portalSettingsAt(db, tenantId, version),
    },
    { ...(meta.metadata ? { metadata: meta.metadata } : {}) },
  );
