import type { OnlineReportInput } from '@srm/contracts/report';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { entityStateOf } from '../masterdata/index';
import { onlineReportDecider } from './report.decide';
import { onlineReportStreamId } from './report.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

/** The report's source entity as it stands (null: not declared). */
const entityOf = async (store: EventStore, name: unknown) =>
  typeof name === 'string' ? ((await entityStateOf(store.db, name))?.definition ?? null) : null;

/** The stream of a code as submitted; a code that is not one is refused by the decider before anything is read. */
const streamOf = (tenantId: string, code: unknown) =>
  onlineReportStreamId(tenantId, typeof code === 'string' && code.length <= 50 ? code.trim() : '_');

/**
 * Defines a report in the tenant. `reserved`: the code names a report defined in code (the API's
 * registry), which a stored one may not shadow.
 */
export const defineOnlineReport = async (
  store: EventStore,
  input: { id: string; tenantId: string; definition: OnlineReportInput; reserved: boolean },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    streamOf(input.tenantId, input.definition.code),
    onlineReportDecider,
    { type: 'DefineOnlineReport', ...input, entity: await entityOf(store, input.definition.entity) },
    meta,
  );

/** Changes a report (all but its code); `code` is the stored one the id was found under. */
export const redefineOnlineReport = async (
  store: EventStore,
  input: { id: string; tenantId: string; code: string; definition: OnlineReportInput },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    onlineReportStreamId(input.tenantId, input.code),
    onlineReportDecider,
    {
      type: 'RedefineOnlineReport',
      id: input.id,
      tenantId: input.tenantId,
      definition: input.definition,
      entity: await entityOf(store, input.definition.entity),
    },
    meta,
  );

export const deleteOnlineReport = (
  store: EventStore,
  input: { id: string; tenantId: string; code: string },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    onlineReportStreamId(input.tenantId, input.code),
    onlineReportDecider,
    { type: 'DeleteOnlineReport', id: input.id, tenantId: input.tenantId },
    meta,
  );
