import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import type { OutputBundle } from 'rolldown';
import react from '@vitejs/plugin-react';
// The contract's file itself: the config is loaded by Node, which would not load the package's `.ts` entry.
import { isPortalPath } from '../contracts/src/portal/paths.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Where the API listens in development; `vite` and `vite preview` proxy `/api` and `/socket.io` to it. */
const apiTarget = process.env.SRM_API_URL ?? 'http://127.0.0.1:3000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

/**
 * Vendor chunks: libraries that change rarely get their own long-cached files; a group used
 * only by lazy pages (the socket client) stays out of the initial download. antd is left to
 * automatic splitting on purpose: a fixed antd group would put every component any page uses
 * into the first download (measured: ~+13 kB gzip initially for no gain), while automatic
 * splitting keeps ConfigProvider/App and the shared core initial and each page's components in
 * its own chunk.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'vendor-socket',
    test: /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io|xmlhttprequest-ssl)[\\/]/,
  },
];

/**
 * The request envelope's key (docs/auth.md): the same ENCRYPT_BODY_KEY the API gets, or none (plain
 * JSON). It ends up in the bundle by design; scripts/web-build.ts rebuilds when it changes.
 */
const encryptBodyKey = process.env.ENCRYPT_BODY_KEY ?? '';

/** File in the output naming the key the build was made with (a hash), for the staleness check. */
const BUILD_STAMP_FILE = '.srm-build.json';
const keyStamp = (key: string) => (key ? createHash('sha256').update(key).digest('hex') : '');

const buildStamp = (): Plugin => ({
  name: 'srm-build-stamp',
  apply: 'build',
  writeBundle(options) {
    const stamp = { encryptBodyKeySha256: keyStamp(encryptBodyKey) };
    writeFileSync(join(options.dir ?? join(webRoot, 'dist'), BUILD_STAMP_FILE), JSON.stringify(stamp));
  },
});

type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The chunks a page loads before it renders: `start`'s chunks and their static imports, transitively. */
const staticClosure = (chunks: OutputChunk[], start: OutputChunk[]) => {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const needed = new Set<string>();
  const add = (fileName: string) => {
    if (needed.has(fileName)) return;
    const c = byName.get(fileName);
    if (!c) return;
    needed.add(fileName);
    c.imports.forEach(add);
  };
  start.forEach((c) => add(c.fileName));
  const gzip = [...needed].reduce((n, f) => n + gzipSync(byName.get(f)!.code).length, 0);
  return { files: needed.size, kb: gzip / 1024 };
};

/**
 * `vite` and `vite preview` answer the portal's paths with portal.html, as the API does
 * (api/src/http/web-app.ts); every other page path gets index.html (Vite's own fallback).
 */
const portalEntryFallback = (): Plugin => {
  const rewrite = (req: { url?: string }) => {
    const path = (req.url ?? '').split(/[?#]/, 1)[0]!;
    if (isPortalPath(path)) req.url = '/portal.html' + (req.url ?? '').slice(path.length);
  };
  return {
    name: 'srm-portal-entry-fallback',
    configureServer: (server) => void server.middlewares.use((req, _res, next) => (rewrite(req), next())),
    configurePreviewServer: (server) =>
      void server.middlewares.use((req, _res, next) => (rewrite(req), next())),
  };
};

/** Files worth compressing (text) and the size under which compression gains nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Issue [P4]: every hashed text asset gets `.br` (quality 11) and `.gz` (level 9) beside it, made once
 * here, so the API sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * on every request. A variant that is not smaller is not written.
 */
const precompressAssets = (): Plugin => ({
  name: 'srm-precompress-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? join(webRoot, 'dist');
    const files = Object.keys(bundle).filter((f) => f.startsWith('assets/') && COMPRESSIBLE.test(f));
    await Promise.all(
      files.map(async (f) => {
        const raw = await readFile(join(dir, f));
        if (raw.length < COMPRESS_MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await writeFile(join(dir, f + '.br'), br);
        if (gz.length < raw.length) await writeFile(join(dir, f + '.gz'), gz);
      }),
    );
  },
});

/** Issue [P4]: a first visit of the portal's home downloads under 150 kB gzip of JS; printed on every build. */
export const PORTAL_HOME_BUDGET_KB = 150;

/**
 * Prints the JavaScript a first visit of /portal/Home downloads: the portal entry (portal.html), its
 * static imports, the home page's chunk. The live socket client, loaded after the page, is shown apart.
 */
const portalHomeReport = (): Plugin => ({
  name: 'srm-portal-home-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
    const entry = chunks.filter((c) => c.isEntry && c.name === 'portal');
    if (entry.length === 0) return;
    const home = chunks.filter((c) => c.name === 'PortalHomePage');
    const { files, kb } = staticClosure(chunks, [...entry, ...home]);
    const socket = chunks.filter((c) => c.name === 'vendor-socket');
    const after = socket.length ? staticClosure(chunks, socket).kb : 0;
    this.info(
      `portal home JS ${kb.toFixed(1)} kB gzip in ${files} files (budget ${PORTAL_HOME_BUDGET_KB} kB: ${
        kb <= PORTAL_HOME_BUDGET_KB ? 'met' : 'MISSED'
      }); live socket client after the page ${after.toFixed(1)} kB`,
    );
  },
});

/** Issue [P3]: the login route's JS stays under 350 kB gzip; printed on every build. */
export const LOGIN_ROUTE_BUDGET_KB = 350;

/** Prints the JavaScript a visitor of /user/login downloads (entry, its static imports, the login chunk). */
const loginRouteReport = (): Plugin => ({
  name: 'srm-login-route-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
    // The back office's entry (index.html) and the login chunk; the portal's entry is another page.
    const entry = chunks.filter((c) => c.isEntry && c.name === 'main');
    const { files, kb } = staticClosure(chunks, [...entry, ...chunks.filter((c) => c.name === 'LoginPage')]);
    // Menu screens: pages/<menu component path> (a folder below pages/, not the public portal's).
    const screens = chunks.filter((c) =>
      /\/src\/pages\/(?!public-portal\/)[^/]+\/.+\.tsx$/.test(c.facadeModuleId ?? ''),
    ).length;
    this.info(
      `login route JS ${kb.toFixed(1)} kB gzip in ${files} files (budget ${LOGIN_ROUTE_BUDGET_KB} kB: ${
        kb <= LOGIN_ROUTE_BUDGET_KB ? 'met' : 'MISSED'
      }); ${screens} menu screens as lazy chunks`,
    );
  },
});

/**
 * Two builds of one config: the browser's (both pages, `vite build`) and the portal's server entry
 * (`vite build --ssr src/portal-server.tsx --outDir dist-ssr`, loaded by the API; libraries stay
 * imports of node_modules there). scripts/web-build.ts runs both.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  base: '/',
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        portalEntryFallback(),
        loginRouteReport(),
        portalHomeReport(),
        precompressAssets(),
        buildStamp(),
      ],
  define: { __ENCRYPT_BODY_KEY__: JSON.stringify(encryptBodyKey) },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // antd alone is ~400 kB minified; the warning would fire on every build without telling us anything.
        chunkSizeWarningLimit: 1200,
        // Vite 8 bundles with Rolldown: vendor groups are `codeSplitting.groups`, not Rollup's manualChunks.
        rolldownOptions: {
          // Two pages: the back office (index.html) and the public portal (portal.html, its own light entry).
          input: { main: join(webRoot, 'index.html'), portal: join(webRoot, 'portal.html') },
          output: { codeSplitting: { groups: vendorGroups } },
        },
      },
}));
