import { masterdata, supplier, type EventStore } from '@srm/events';
import { sql } from 'kysely';
import { DEMO_TENANT } from './seed-data';
import { MASTER_DATA_SEED, type SeedRow } from './seed-masterdata-data';
import { supplierMasterSeed } from './seed-suppliers-data';

const meta = { metadata: { actor: 'seed', tenantId: DEMO_TENANT.id } };

/**
 * The demo master data ([P5] "Demo data"), created through the record commands like any other
 * write. Run after `syncEntityDefinitions` and `seedDemoData` (the dictionaries). Idempotent:
 * only rows whose id is missing are created; what an administrator changed is kept.
 * Returns how many rows were created (supplier companies and their profile count as rows).
 */
export async function seedMasterData(store: EventStore, now = new Date()): Promise<number> {
  const seed = supplierMasterSeed(supplier.cstDay(now));
  let created = await seedSupplierCompanies(store, seed, now);
  for (const { entity, rows } of [...MASTER_DATA_SEED, ...seed.entities]) {
    created += await seedRows(store, entity, rows);
  }
  return created;
}

async function seedRows(store: EventStore, entity: string, rows: SeedRow[]): Promise<number> {
  const state = await masterdata.entityStateOf(store.db, entity);
  if (!state) throw new Error(`seed: entity ${entity} is not declared`);
  // The generated table is named by the (validated) definition, quoted as an identifier.
  const { rows: existing } = await sql<{ id: string }>`select id from ${sql.table(state.definition.table)}
    where tenant_id = ${DEMO_TENANT.id}`.execute(store.db);
  const have = new Set(existing.map((r) => r.id));
  const missing = rows.filter((r) => !have.has(r.id));
  if (missing.length === 0) return 0;
  await masterdata.createEntityRecords(
    store,
    entity,
    { tenantId: DEMO_TENANT.id, records: missing.map((r) => ({ id: r.id, values: r.values })) },
    meta,
  );
  return missing.length;
}

/**
 * The 50 demo suppliers admitted through the supplier commands, every seeded company's profile
 * (only where it has none: an administrator's edit is kept) and the two blacklisted ones (only
 * when they have no blacklist history).
 */
async function seedSupplierCompanies(
  store: EventStore,
  seed: ReturnType<typeof supplierMasterSeed>,
  now: Date,
): Promise<number> {
  const rows = await store.db
    .selectFrom('srm_supplier')
    .select(['id', 'supplier_code'])
    .where('tenant_id', '=', DEMO_TENANT.id)
    .execute();
  const have = new Map(rows.map((r) => [r.id, r.supplier_code]));
  let created = 0;
  for (const s of seed.suppliers) {
    if (have.has(s.id)) continue;
    await supplier.admitSupplier(
      store,
      { supplierId: s.id, tenantId: DEMO_TENANT.id, info: s.info, by: 'seed', now },
      meta,
    );
    have.set(s.id, null);
    created++;
  }
  for (const p of seed.profiles) {
    if (!have.has(p.id) || have.get(p.id) !== null) continue;
    await supplier.updateSupplierProfile(
      store,
      { supplierId: p.id, tenantId: DEMO_TENANT.id, profile: p.profile, by: 'seed', now },
      meta,
    );
    created++;
  }
  const barred = seed.suppliers.filter((s) => s.blacklist);
  const history = await store.db
    .selectFrom('srm_supplier_blacklist')
    .select('supplier_id')
    .where(
      'supplier_id',
      'in',
      barred.map((s) => s.id),
    )
    .execute();
  for (const s of barred) {
    if (history.some((h) => h.supplier_id === s.id)) continue;
    await supplier.blacklistSupplier(store, { supplierId: s.id, ...s.blacklist!, by: 'seed', now }, meta);
    created++;
  }
  return created;
}
