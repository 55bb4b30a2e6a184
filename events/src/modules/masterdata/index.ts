import type { EntityDefinitionInput } from '@srm/contracts/masterdata';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
export {
  changeEntityDefinition,
  defineEntity,
  inTransaction as inEntityTransaction,
  lockEntity,
  purgeEntityFields,
  readEntity,
  syncEntityDefinitions,
} from './entity.commands';
export type { EntityChangeResult } from './entity.commands';
export {
  decide as decideEntity,
  ENTITY_NOT_FOUND,
  entityDecider,
  evolve as evolveEntity,
} from './entity.decide';
export type { EntityCommand, EntityDefinitionState } from './entity.decide';
export { readFacts, runDdl, tableExists } from './entity.ddl';
export { entityStream, entityStreamId } from './entity.events';
export type { EntityEvent } from './entity.events';
export {
  BASE_INDEX_SUFFIX,
  canonicalJson,
  dataTypeOf,
  factsNeeded,
  indexesOf,
  planEntity,
} from './entity.planner';
export type {
  ColumnDataType,
  ColumnFacts,
  ColumnSpec,
  DdlStep,
  EntityChange,
  EntityPlan,
  EntityState,
  FactKind,
  FactNeed,
  IndexSpec,
  Refusal,
  RefusalReason,
  StoredFacts,
} from './entity.planner';
export { entityProjection, entityTables, findEntity, listEntities } from './entity.projection';
export type { EntityRow } from './entity.projection';
export { entityStateAt, entityStateOf } from './entity.state';
export {
  checkSortable,
  NOT_SORTABLE,
  NOT_TREE,
  NOT_UNIQUE_FIELD,
  requireTree,
  uniqueFieldOf,
} from './entity-query.rules';
export {
  createEntityRecord,
  createEntityRecords,
  deleteEntityRecord,
  deleteEntityRecords,
  ENTITY_NOT_DECLARED,
  MAX_BATCH,
  NOTHING_SELECTED,
  NOT_SUPPLIER_ENTITY,
  TREE_HAS_CHILDREN,
  TREE_PARENT_LOOP,
  TREE_PARENT_MISSING,
  updateEntityRecord,
} from './entity-record.commands';
export type { EntityRecordRef } from './entity-record.commands';
export { recordHistory } from './entity-record.history';
export type { FieldChangeView, RecordHistoryEntry } from './entity-record.history';
export { entityRecordProjection } from './entity-record.projection';
export { entityRecordsByIds } from './entity-record.queries';

/**
 * The code-declared entities, synced at start-up (`syncEntityDefinitions`): the master data of
 * [P5], declared in `@srm/contracts/masterdata/entities` (one file per area).
 */
export const declaredEntities: readonly EntityDefinitionInput[] = MASTER_DATA_ENTITIES;
export {
  changeOnlineForm,
  createOnlineForm,
  publishOnlineForm,
  purgeOnlineFormFields,
} from './online-form.commands';
export { addExtendField } from './extend-field.commands';
export {
  entityOfTable,
  MAX_OPTIONS,
  OPTIONS_CONDITION,
  OPTIONS_FIELD_UNKNOWN,
  OPTIONS_NO_PARENT,
  OPTIONS_TABLE_UNKNOWN,
  planSelectOptions,
  selectOptions,
} from './entity-options.query';
export type { OptionsPlan, SelectOptionsRequest } from './entity-options.query';
