import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under `dir` (skipping node_modules and dist): a cheap staleness check. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds web/dist when it is missing or older than any web source; returns the dist folder. */
export function buildWebIfStale(root: string, log: (line: string) => void = () => {}): string {
  const dist = join(root, 'web', 'dist');
  const index = join(dist, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newest(join(root, 'web'))) return dist;
  log('building the web app...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@srm/web'], {
    cwd: root,
    // A production bundle even when called from vitest (NODE_ENV=test): antd's ids are otherwise all
    // 'test-id', so nested dialogs share one accessible name.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('web build failed');
  return dist;
}
