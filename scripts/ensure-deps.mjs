// Installs npm dependencies when node_modules is missing or older than package-lock.json.
// Node builtins only: it runs before node_modules exists (npm start, npm test).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDependencies(root) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && !(existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs))
    return;
  console.log('installing dependencies (npm install)...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
