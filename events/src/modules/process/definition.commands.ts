import { DomainError, isUniqueViolation } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import {
  definitionDecider,
  DEFINITION_NOT_FOUND,
  type CompiledDiagram,
  type DefinitionCommand,
} from './definition.decide';
import { processDefinitionStreamId } from './definition.events';
import { DOCUMENT_TYPES, type DocumentType } from './document-types';
import { findBoundDefinition, findDefinitionVersion, findProcessDefinition } from './definition.projection';

export const KEY_TAKEN = '流程标识已存在';
export const documentTypeTaken = (documentType: DocumentType, name: string) =>
  `单据类型「${DOCUMENT_TYPES[documentType]}」已绑定流程「${name}」`;

type Options = { metadata?: EventMetadata };
type Act = { by: string; now: Date };
/** Commands on an existing definition come from a tenant's staff: another tenant's id is not found. */
type Target = { tenantId: string; id: string };

const run = (store: EventStore, id: string, command: DefinitionCommand, options: Options) =>
  handleCommand(store, processDefinitionStreamId(id), definitionDecider, command, options);

/** The tenant's definition (an unknown or another tenant's id: 未找到对应流程定义). */
export async function getProcessDefinition(db: EventStore['db'], tenantId: string, id: string) {
  const row = await findProcessDefinition(db, tenantId, id);
  if (!row) throw new DomainError('NotFound', DEFINITION_NOT_FOUND);
  return row;
}

/** One deployed version of the tenant's definition (none: 未找到对应流程定义). */
export async function getDefinitionVersion(
  db: EventStore['db'],
  tenantId: string,
  id: string,
  version: number,
) {
  const row = await findDefinitionVersion(db, tenantId, id, version);
  if (!row) throw new DomainError('NotFound', DEFINITION_NOT_FOUND);
  return row;
}

const owned = (store: EventStore, t: Target) => getProcessDefinition(store.db, t.tenantId, t.id);

export async function createProcessDefinition(
  store: EventStore,
  c: Omit<Extract<DefinitionCommand, { type: 'CreateProcessDefinition' }>, 'type'>,
  options: Options = {},
) {
  try {
    return await run(store, c.id, { type: 'CreateProcessDefinition', ...c }, options);
  } catch (e) {
    if (isUniqueViolation(e, 'process_definition_key_key'))
      throw new DomainError('ValidationFailed', KEY_TAKEN, { field: 'key' });
    throw e;
  }
}

export async function renameProcessDefinition(
  store: EventStore,
  t: Target & Act & { name: string; category: string | null; description: string | null },
  options: Options = {},
) {
  await owned(store, t);
  const { tenantId: _t, id, ...rest } = t;
  return run(store, id, { type: 'RenameProcessDefinition', ...rest }, options);
}

export async function saveProcessDraft(
  store: EventStore,
  t: Target & Act & { xml: string },
  options: Options = {},
) {
  await owned(store, t);
  return run(store, t.id, { type: 'SaveProcessDraft', xml: t.xml, by: t.by, now: t.now }, options);
}

/** Deploys the saved draft: `compile` (the API's @srm/bpmn parse) turns its XML into the graph or problems. */
export async function deployProcessDefinition(
  store: EventStore,
  t: Target & Act & { comment: string | null; compile: (xml: string) => Promise<CompiledDiagram> },
  options: Options = {},
) {
  const row = await owned(store, t);
  const xml = row.draft_xml ?? '';
  const compiled: CompiledDiagram = xml
    ? await t.compile(xml)
    : { processId: null, graph: null, problems: [] };
  return run(
    store,
    t.id,
    { type: 'DeployProcessDefinition', xml, compiled, comment: t.comment, by: t.by, now: t.now },
    options,
  );
}

export async function bindProcessDefinition(
  store: EventStore,
  t: Target & Act & { documentType: DocumentType },
  options: Options = {},
) {
  await owned(store, t);
  const taken = await findBoundDefinition(store.db, t.tenantId, t.documentType);
  if (taken && taken.id !== t.id)
    throw new DomainError('IllegalState', documentTypeTaken(t.documentType, taken.name));
  try {
    return await run(
      store,
      t.id,
      { type: 'BindProcessDefinition', documentType: t.documentType, by: t.by, now: t.now },
      options,
    );
  } catch (e) {
    // Another definition took the type between the check and the append.
    if (isUniqueViolation(e, 'process_definition_document_type_key')) {
      const other = await findBoundDefinition(store.db, t.tenantId, t.documentType);
      throw new DomainError('IllegalState', documentTypeTaken(t.documentType, other?.name ?? ''));
    }
    throw e;
  }
}

export async function unbindProcessDefinition(store: EventStore, t: Target & Act, options: Options = {}) {
  await owned(store, t);
  return run(store, t.id, { type: 'UnbindProcessDefinition', by: t.by, now: t.now }, options);
}

export async function suspendProcessDefinition(store: EventStore, t: Target & Act, options: Options = {}) {
  await owned(store, t);
  return run(store, t.id, { type: 'SuspendProcessDefinition', by: t.by, now: t.now }, options);
}

export async function resumeProcessDefinition(store: EventStore, t: Target & Act, options: Options = {}) {
  await owned(store, t);
  return run(store, t.id, { type: 'ResumeProcessDefinition', by: t.by, now: t.now }, options);
}
