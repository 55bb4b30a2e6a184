import type { OnlineReportInput } from '@srm/contracts/report';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { entityStateOf } from '../masterdata/index';
import { DomainError } from '../../errors';
import { onlineReportDecider, REPORT_NOT_FOUND } from './report.decide';
import { onlineReportStreamId } from './report.events';
import { findOnlineReport } from './report.projection';

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

/** The stream of the tenant's report `id` (another tenant's is not found). */
async function streamOfId(store: EventStore, tenantId: string, id: string): Promise<string> {
  const row = await findOnlineReport(store.db, tenantId, { id });
  if (!row) throw new DomainError('NotFound', REPORT_NOT_FOUND);
  return onlineReportStreamId(tenantId, row.code);
}

/** Changes a report (all but its code). */
export const redefineOnlineReport = async (
  store: EventStore,
  input: { id: string; tenantId: string; definition: OnlineReportInput },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    await streamOfId(store, input.tenantId, input.id),
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

export const deleteOnlineReport = async (
  store: EventStore,
  input: { id: string; tenantId: string },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    await streamOfId(store, input.tenantId, input.id),
    onlineReportDecider,
    { type: 'DeleteOnlineReport', id: input.id, tenantId: input.tenantId },
    meta,
  );
