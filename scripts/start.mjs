#!/usr/bin/env node
// `npm start` on a fresh clone: install dependencies if missing, then hand over to start.ts.
// Plain JavaScript with Node builtins only: it runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is required (this is ${process.versions.node}).`);
  process.exit(1);
}

const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
if (!existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)) {
  console.log('installing dependencies (npm install)...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts', 'start.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // Its own process group: a signal to ours (a terminal's Ctrl-C, `timeout`) reaches it once, from here.
    detached: true,
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
