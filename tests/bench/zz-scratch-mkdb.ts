import { hash } from '@node-rs/argon2';
import { connectDatabase, createEventStore, migrateToLatest } from '@srm/events';
import { sql } from 'kysely';
import pg from 'pg';
import { seedDemoData } from '../../api/src/seed';
const name = 'srm_bench_scratch';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await c.connect();
await c.query(`drop database if exists ${name} with (force)`);
await c.query(`create database ${name}`);
await c.end();
const h = await connectDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:5432/${name}` });
await migrateToLatest(h.db);
await seedDemoData(createEventStore(h));
const fixtureHash = await hash('Bench@2026');
await sql`
      insert into sys_user (id, tenant_id, username, realname, password_hash, supplier_id, is_show,
        phone, email, sex, status, org_code, created_at)
      select 'bench-user-' || i, '1', 'bench' || i, 'Bench user ' || i, ${fixtureHash}, null, 1,
        null, 'bench' || i || '@example.com', 1 + i % 2, 1, null,
        now() - interval '1 day' - i * interval '1 second'
      from generate_series(1, 100000::int) as i`.execute(h.db);
await sql`vacuum (analyze) sys_user`.execute(h.db);
await h.close();
