// One-shot migration for deployments (docker-compose `migrate` service): DATABASE_URL required.
import { connectDatabase, migrateToLatest } from '@srm/events';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const handle = await connectDatabase({ kind: 'postgres', url });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await handle.close();
}
