import { loadConfig } from './config';
import { startApi } from './server';

let config;
try {
  config = loadConfig();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
const api = await startApi(config);
// Past the retried connections, a start-up failure (workers, gateway) is fatal: exit for a restart.
api.ready.catch(() => {
  void api.close().finally(() => process.exit(1));
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
