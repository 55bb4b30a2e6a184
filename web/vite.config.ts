import { fileURLToPath } from 'node:url';
import * as vite from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Where the API listens in development; `vite` and `vite preview` proxy `/api` and `/socket.io` to it. */
const apiTarget = process.env.SRM_API_URL ?? 'http://127.0.0.1:3000';

const proxy: Record<string, vite.ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

/**
 * Vendor chunks: libraries that change rarely get their own long-cached files. A group only
 * collects the modules the app actually imports, and a group used only by lazy pages (e.g.
 * the socket client) stays out of the initial download.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'vendor-socket',
    test: /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io|xmlhttprequest-ssl)[\\/]/,
  },
];

const vendorChunk = (id: string): string | undefined => vendorGroups.find((group) => group.test.test(id))?.name;

/**
 * Vite 8 bundles with Rolldown (`rolldownOptions.output.codeSplitting`), Vite 7 with Rollup
 * (`rollupOptions.output.manualChunks`). package.json asks for Vite 8; the Rollup branch keeps the
 * build working while an older Vite is still installed.
 */
const isRolldown = 'rolldownVersion' in vite;

const chunking: vite.BuildOptions = isRolldown
  ? ({ rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } } } as vite.BuildOptions)
  : ({ rollupOptions: { output: { manualChunks: vendorChunk } } } as vite.BuildOptions);

export default vite.defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // antd alone is ~400 kB minified; the warning would fire on every build without telling us anything.
    chunkSizeWarningLimit: 1200,
    ...chunking,
  },
});
