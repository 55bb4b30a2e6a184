#!/usr/bin/env node
// `npm start` on a fresh clone: install dependencies if missing, then hand over to start.ts.
// Plain JavaScript with Node builtins only: it runs before node_modules exists.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is required (this is ${process.versions.node}).`);
  process.exit(1);
}

ensureDependencies(root);

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
