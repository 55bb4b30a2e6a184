import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../store/types';
import { findEntity } from './entity.projection';

/**
 * Rows of a declared entity by id, within one tenant, as stored (snake_case columns): what another
 * module reads of master data (a material's code, name, unit and category). An entity not declared
 * yet has no rows. The table name comes from `md_entity`, never from the caller.
 */
export async function entityRecordsByIds(
  db: Kysely<Database> | Trx,
  entity: string,
  tenantId: string,
  ids: readonly string[],
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const declared = await findEntity(db as Kysely<Database>, entity);
  if (!declared) return [];
  return (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(declared.table_name)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
}
