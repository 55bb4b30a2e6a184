import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** Written by web/vite.config.ts into every build: the hash of the envelope key it was made with. */
const STAMP_FILE = '.srm-build.json';
const keyStamp = (key: string) => (key ? createHash('sha256').update(key).digest('hex') : '');

/** Newest modification time under `dir` (skipping node_modules and build output): a cheap staleness check. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const builtKey = (dist: string): string | null => {
  try {
    const stamp = JSON.parse(readFileSync(join(dist, STAMP_FILE), 'utf8')) as {
      encryptBodyKeySha256?: unknown;
    };
    return typeof stamp.encryptBodyKeySha256 === 'string' ? stamp.encryptBodyKeySha256 : null;
  } catch {
    return null;
  }
};

export type WebBuildOptions = {
  /** The API's ENCRYPT_BODY_KEY (docs/auth.md): the browser must seal bodies with the same key, or none. */
  encryptBodyKey?: string | undefined;
  /** Output folder (default web/dist; relative to the repository root). */
  outDir?: string;
};

/** The portal's server renderer of a build: beside it, `<dist>-ssr` (the API's default, api/src/http/portal-ssr.ts). */
export const ssrDistOf = (dist: string) => dist.replace(/[\\/]+$/, '') + '-ssr';
const SSR_ENTRY = 'portal-server.js';

/**
 * Builds the web app (the browser's build and the portal's server renderer) when it is missing,
 * older than any web source, or made with another envelope key; returns the dist folder.
 */
export function buildWebIfStale(
  root: string,
  log: (line: string) => void = () => {},
  { encryptBodyKey = '', outDir = join('web', 'dist') }: WebBuildOptions = {},
): string {
  const dist = isAbsolute(outDir) ? outDir : join(root, outDir);
  const index = join(dist, 'index.html');
  const ssrDist = ssrDistOf(dist);
  if (
    existsSync(index) &&
    existsSync(join(ssrDist, SSR_ENTRY)) &&
    statSync(index).mtimeMs >= newest(join(root, 'web')) &&
    builtKey(dist) === keyStamp(encryptBodyKey)
  )
    return dist;
  log('building the web app...');
  const vite = (args: string[]) =>
    spawnSync('npm', ['exec', '-w', '@srm/web', '--', 'vite', 'build', ...args], {
      cwd: root,
      // A production bundle even when called from vitest (NODE_ENV=test): antd's ids are otherwise all
      // 'test-id', so nested dialogs share one accessible name.
      env: { ...process.env, NODE_ENV: 'production', ENCRYPT_BODY_KEY: encryptBodyKey },
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status;
  // The server renderer first: a browser build (index.html) is what marks the pair as built.
  if (vite(['--ssr', 'src/portal-server.tsx', '--outDir', ssrDist]) !== 0)
    throw new Error('web build (portal server renderer) failed');
  if (vite(['--outDir', dist]) !== 0) throw new Error('web build failed');
  return dist;
}
