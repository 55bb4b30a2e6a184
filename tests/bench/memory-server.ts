import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { WebSocketServer } from 'ws';

/**
 * The process the memory bench measures: `node --expose-gc --import tsx tests/bench/memory-server.ts <api|ws> [databaseUrl]`.
 * `api`: the real API (buildApp + Services on a migrated PostgreSQL database, gateway started,
 * no Temporal), run with tsx as `npm start` runs it. `ws`: a bare `ws` server, the baseline. Prints `READY <port>`, then answers each
 * stdin line `rss` with `RSS {json}` and exits on `exit`.
 */
const [mode, databaseUrl] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(line + '\n');

let connections: () => number;
let close: () => Promise<void>;
let port: number;

if (mode === 'api') {
  if (!databaseUrl) throw new Error('usage: memory-server.ts api <databaseUrl>');
  // Loaded here only, so the ws baseline's idle figure is node + tsx + ws alone.
  const { connectDatabase } = await import('@srm/events');
  const { buildApp } = await import('../../api/src/app');
  const { Services } = await import('../../api/src/services');
  const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl });
  const services = new Services({
    databaseKind: 'postgres',
    temporalAddress: 'none (memory bench)',
    version: 'bench',
  });
  const { app, gateway } = await buildApp({
    services,
    apiPrefix: '/api',
    logLevel: 'warn',
    authSecret: 'bench-secret-bench-secret-bench-secret-01',
  });
  services.setDatabase(handle);
  await app.listen({ host: '127.0.0.1', port: 0 });
  await gateway.start();
  port = (app.server.address() as AddressInfo).port;
  connections = () => gateway.connections;
  close = async () => {
    await app.close();
    await handle.close();
  };
} else if (mode === 'ws') {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  port = (http.address() as AddressInfo).port;
  connections = () => wss.clients.size;
  close = async () => {
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
    await new Promise<void>((r) => http.close(() => r()));
  };
} else {
  throw new Error(`unknown mode ${mode}; use api or ws`);
}

const gc = (globalThis as { gc?: () => void }).gc;
say(`READY ${port}`);
createInterface({ input: process.stdin }).on('line', (line) => {
  const cmd = line.trim();
  if (cmd === 'rss') {
    // Twice: the second pass collects what the first one's finalizers released.
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    say(
      `RSS ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, connections: connections(), gc: !!gc })}`,
    );
  } else if (cmd === 'exit') {
    void close().finally(() => process.exit(0));
  }
});
