import type { Kysely, Selectable } from 'kysely';
import type { Database, ProcessDefinitionTable, ProcessDefinitionVersionTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { ProcessDefinitionEvent } from './definition.events';

export type ProcessDefinitionRow = Selectable<ProcessDefinitionTable>;
export type ProcessDefinitionVersionRow = Selectable<ProcessDefinitionVersionTable>;

const PREFIX = 'processDefinition-';

/** process_definition (one row per definition) and process_definition_version (one per deployment). */
export const processDefinitionProjection: InlineProjection = {
  name: 'processDefinition',
  tables: ['process_definition', 'process_definition_version'],
  handles: [
    'ProcessDefinitionCreated',
    'ProcessDefinitionRenamed',
    'ProcessDefinitionDraftSaved',
    'ProcessDefinitionDeployed',
    'ProcessDefinitionBound',
    'ProcessDefinitionUnbound',
    'ProcessDefinitionSuspended',
    'ProcessDefinitionResumed',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as ProcessDefinitionEvent;
      const id = recorded.streamId.slice(PREFIX.length);
      const touched = { updated_by: e.data.by, updated_at: e.data.at };
      const row = trx.updateTable('process_definition').where('id', '=', id);
      switch (e.type) {
        case 'ProcessDefinitionCreated': {
          const d = e.data;
          await trx
            .insertInto('process_definition')
            .values({
              id: d.id,
              tenant_id: d.tenantId,
              key: d.key,
              name: d.name,
              category: d.category,
              description: d.description,
              draft_xml: null,
              version: 0,
              status: 'active',
              document_type: null,
              created_by: d.by,
              created_at: d.at,
              deployed_at: null,
              ...touched,
            })
            .execute();
          break;
        }
        case 'ProcessDefinitionRenamed':
          await row
            .set({
              name: e.data.name,
              category: e.data.category,
              description: e.data.description,
              ...touched,
            })
            .execute();
          break;
        case 'ProcessDefinitionDraftSaved':
          await row.set({ draft_xml: e.data.xml, ...touched }).execute();
          break;
        case 'ProcessDefinitionDeployed': {
          const def = await row
            .set({ version: e.data.version, deployed_at: e.data.at, ...touched })
            .returning(['tenant_id', 'key', 'name'])
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('process_definition_version')
            .values({
              definition_id: id,
              version: e.data.version,
              tenant_id: def.tenant_id,
              key: def.key,
              name: def.name,
              xml: e.data.xml,
              graph: JSON.stringify(e.data.graph),
              comment: e.data.comment,
              deployed_by: e.data.by,
              deployed_at: e.data.at,
            })
            .execute();
          break;
        }
        case 'ProcessDefinitionBound':
          await row.set({ document_type: e.data.documentType, ...touched }).execute();
          break;
        case 'ProcessDefinitionUnbound':
          await row.set({ document_type: null, ...touched }).execute();
          break;
        case 'ProcessDefinitionSuspended':
          await row.set({ status: 'suspended', ...touched }).execute();
          break;
        case 'ProcessDefinitionResumed':
          await row.set({ status: 'active', ...touched }).execute();
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};

export const findProcessDefinition = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('process_definition')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();

export const findProcessDefinitionByKey = (db: Kysely<Database>, tenantId: string, key: string) =>
  db
    .selectFrom('process_definition')
    .selectAll()
    .where('key', '=', key)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();

/** The definition bound to a document type of the tenant (what "start the process for document X" uses). */
export const findBoundDefinition = (db: Kysely<Database>, tenantId: string, documentType: string) =>
  db
    .selectFrom('process_definition')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('document_type', '=', documentType)
    .executeTakeFirst();

export const listDefinitionVersions = (db: Kysely<Database>, tenantId: string, definitionId: string) =>
  db
    .selectFrom('process_definition_version')
    .select(['definition_id', 'version', 'key', 'name', 'comment', 'deployed_by', 'deployed_at'])
    .where('definition_id', '=', definitionId)
    .where('tenant_id', '=', tenantId)
    .orderBy('version', 'desc')
    .execute();

/** One deployed version with its XML and graph (instances pin this). */
export const findDefinitionVersion = (
  db: Kysely<Database>,
  tenantId: string,
  definitionId: string,
  version: number,
) =>
  db
    .selectFrom('process_definition_version')
    .selectAll()
    .where('definition_id', '=', definitionId)
    .where('version', '=', version)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
