/** Shapes the declared-entity web reads (the generic entity routes' answers, docs/masterdata.md). */

import type { EntityRow as ContractEntityRow } from '@srm/contracts/masterdata';

/** A row of a declared entity (the contract's `entityRow`): camelCase field names, decimals and dates as text, the audit columns. */
export type EntityRow = ContractEntityRow;

/** One change of a record (`recordHistory`): who, when, and each field's label: from -> to. */
export type HistoryEntry = {
  version: number;
  action: 'created' | 'updated' | 'deleted';
  actor: string | null;
  at: string;
  changes: { field: string; label: string; from: unknown; to: unknown }[];
};

/** Which entity, and which variant's routes (`buyer`: `/masterdata/:entity/*`, `sup`: `/sup/masterdata/:entity/*`). */
export type EntityRef = { entity: string; variant: 'buyer' | 'sup' };

/** Spec §5 extended field: `required` 'true' or editProperty with 1 is required, with 2 read-only. */
export type ExtendedFieldMode = {
  name: string;
  required?: string | boolean | null;
  editProperty?: string | null;
};
