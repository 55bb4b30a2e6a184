import { masterdata, type EventStore } from '@srm/events';
import { sql } from 'kysely';
import { DEMO_TENANT } from './seed-data';
import { MASTER_DATA_SEED } from './seed-masterdata-data';

const meta = { metadata: { actor: 'seed', tenantId: DEMO_TENANT.id } };

/**
 * The demo master data ([P5] "Demo data"), created through the record commands like any other
 * write. Run after `syncEntityDefinitions` and `seedDemoData` (the dictionaries). Idempotent:
 * only rows whose id is missing are created; what an administrator changed is kept.
 * Returns how many rows were created.
 */
export async function seedMasterData(store: EventStore): Promise<number> {
  let created = 0;
  for (const { entity, rows } of MASTER_DATA_SEED) {
    const state = await masterdata.entityStateOf(store.db, entity);
    if (!state) throw new Error(`seed: entity ${entity} is not declared`);
    // The generated table is named by the (validated) definition, quoted as an identifier.
    const { rows: existing } = await sql<{ id: string }>`select id from ${sql.table(state.definition.table)}
      where tenant_id = ${DEMO_TENANT.id}`.execute(store.db);
    const have = new Set(existing.map((r) => r.id));
    const missing = rows.filter((r) => !have.has(r.id));
    if (missing.length === 0) continue;
    await masterdata.createEntityRecords(
      store,
      entity,
      { tenantId: DEMO_TENANT.id, records: missing.map((r) => ({ id: r.id, values: r.values })) },
      meta,
    );
    created += missing.length;
  }
  return created;
}
