import { createServer } from 'node:net';
import { startDevServer, type DevServer } from '@srm/workflow';
import { temporalCliPath } from '@srm/workflow/testing';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A real, in-memory Temporal dev server from the installed CLI, on a free port. */
export async function startTestDevServer(): Promise<DevServer> {
  return startDevServer({ cli: temporalCliPath(), port: await freePort(), headless: true });
}
