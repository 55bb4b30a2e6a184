import type { EntityDefinitionInput } from '../definition';
import { catalogueEntities } from './catalogue';
import { materialEntities } from './materials';
import { moneyEntities } from './money';
import { organisationEntities } from './organisation';
import { placeEntities } from './places';
import { sourcingEntities } from './sourcing';
import { supplierEntities } from './supplier';

/**
 * The code-declared master data ([P5]), one file per area. Browser-safe: the web builds the
 * screens from these; the API syncs them at start-up (`masterdata.declaredEntities`).
 */
export * from './catalogue';
export * from './common';
export * from './materials';
export * from './money';
export * from './organisation';
export * from './places';
export * from './sourcing';
export * from './supplier';

export const MASTER_DATA_ENTITIES: readonly EntityDefinitionInput[] = [
  ...placeEntities,
  ...moneyEntities,
  ...catalogueEntities,
  ...materialEntities,
  ...organisationEntities,
  ...sourcingEntities,
  ...supplierEntities,
];
