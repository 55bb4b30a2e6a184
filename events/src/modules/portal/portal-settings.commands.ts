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

type State = { settings: PortalSettings | null };
type Command = { type: 'PublishPortalSettings'; tenantId: string; settings: unknown };

const decider: Decider<State, Command, PortalSettingsEvent> = {
  initialState: () => ({ settings: null }),
  evolve: (_state, event) => ({ settings: event.data.settings }),
  decide: (command, state) => {
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

/** Publishes a tenant's whole portal model (missing parts take the defaults). */
export const publishPortalSettings = (
  store: EventStore,
  tenantId: string,
  settings: unknown,
  meta: { metadata?: EventMetadata } = {},
) =>
  handleCommand(
    store,
    portalSettingsStreamId(tenantId),
    decider,
    { type: 'PublishPortalSettings', tenantId, settings },
    meta,
  );
