import { connectDatabase, createEventStore } from '@srm/events';
import { NativeConnection } from '@temporalio/worker';
import { loadWorkerConfig } from './config';
import { installWorkerRuntime, startWorkers } from './worker';

/** A worker process of its own (with PostgreSQL): `node --import tsx workflow/src/worker-main.ts`. */
let config;
try {
  config = loadWorkerConfig();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
installWorkerRuntime();
const database = await connectDatabase({ kind: 'postgres', url: config.databaseUrl });
const connection = await NativeConnection.connect({ address: config.address });
const workers = await startWorkers({
  connection,
  namespace: config.namespace,
  store: createEventStore(database),
  taskQueues: config.taskQueues,
});
console.log(`worker polling ${config.taskQueues.join(', ')} on ${config.address}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void workers
      .shutdown()
      .then(() => connection.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
await workers.done;
