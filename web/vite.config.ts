import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
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
    // Vite 8 bundles with Rolldown: vendor groups are `codeSplitting.groups`, not Rollup's manualChunks.
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
