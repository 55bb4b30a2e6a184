import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { createEventStore, masterdata, supplier, type EventStore } from '@srm/events';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './seed';
import { seedMasterData } from './seed-masterdata';
import { MASTER_DATA_SEED } from './seed-masterdata-data';
import { supplierMasterSeed } from './seed-suppliers-data';

const system = { metadata: { actor: 'system' } };

/** [P5] demo data: the declarations on an empty database, then the catalogue through the record commands. */
describe.each(BACKENDS)('the master data on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
  });
  afterAll(async () => tdb?.close());

  const count = async (table: string) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = '1'`.execute(
          tdb.db,
        )
      ).rows[0]!.n,
    );

  it('syncing every declaration on an empty database creates every table; syncing again changes nothing', async () => {
    const first = await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, system);
    expect(first.every((r) => r.changed)).toBe(true);
    const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = current_schema() and table_name like 'md\\_%'`.execute(tdb.db);
    const tables = new Set(rows.map((r) => r.table_name));
    expect(MASTER_DATA_ENTITIES.map((d) => d.table).filter((t) => !tables.has(t))).toEqual([]);
    const again = await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, system);
    expect(again.filter((r) => r.changed)).toEqual([]);
  });

  it('the seed creates the demo rows through the record commands, once', async () => {
    await seedDemoData(store);
    const started = performance.now();
    const now = new Date();
    const created = await seedMasterData(store, now);
    const ms = Math.round(performance.now() - started);
    const suppliers = supplierMasterSeed(supplier.cstDay(now));
    const all = [...MASTER_DATA_SEED, ...suppliers.entities];
    // Rows, plus the 50 admissions, 53 profiles and 2 blacklistings.
    expect(created).toBe(all.reduce((n, s) => n + s.rows.length, 0) + 50 + 53 + 2);
    console.log(`master-data seed on ${backend}: ${created} rows in ${ms} ms`);
    for (const { entity, rows } of all) {
      const def = MASTER_DATA_ENTITIES.find((d) => d.name === entity)!;
      expect(await count(def.table), entity).toBe(rows.length);
    }
    // Events are the truth: one RecordCreated per row.
    const events = await sql<{ n: string }>`select count(*) as n from events
      where stream_id like 'record-material.%' and type = 'RecordCreated'`.execute(tdb.db);
    expect(Number(events.rows[0]!.n)).toBeGreaterThanOrEqual(500);
    const roving = await sql<Record<string, string>>`select name, tex::text as tex,
      filament_diameter::text as d, sizing_type, unit_code from md_material where code = 'RV01.0001'`.execute(
      tdb.db,
    );
    expect(roving.rows[0]).toEqual({
      name: 'E玻璃直接无捻粗纱',
      tex: '300.0',
      d: '13.0',
      sizing_type: 'epoxy',
      unit_code: 'T',
    });
    const china = await sql<{ has_child: string }>`select has_child from md_area where code = '86'`.execute(
      tdb.db,
    );
    expect(china.rows[0]!.has_child).toBe('1');
    // The supplier master: 53 companies with their profile, two of them barred.
    const profiled = await sql<{ n: string }>`select count(*) as n from srm_supplier
      where tenant_id = '1' and admitted and supplier_code is not null`.execute(tdb.db);
    expect(Number(profiled.rows[0]!.n)).toBe(53);
    expect(await count('srm_supplier_blacklist')).toBe(2);
    const restarted = performance.now();
    expect(await seedMasterData(store, now)).toBe(0);
    console.log(`master-data seed again on ${backend}: ${Math.round(performance.now() - restarted)} ms`);
  });
});
