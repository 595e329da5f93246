import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { precompiledMessages } from './src/lib/i18n/precompile-plugin.ts';

// The API serves dist/ at http://localhost:8080; `npm run dev` proxies /api and /idp to it.
// Each text file of the build also as .br and .gz beside it (brotli at its best quality: compressed
// once here, not per request), which the API sends to clients that accept them (decision 3302).
export default defineConfig({
  plugins: [
    react(),
    // Messages compiled to ICU ASTs; the ICU parser left out of the bundle (decision 1750).
    precompiledMessages(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every asset is a file: the Content-Security-Policy allows images from the portal's origin, not data: URLs.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json names the entry and each language's chunk (bench/web reads it; the
    // API does not serve dot folders).
    manifest: true,
    rolldownOptions: {
      // A domain module is imported through its index.ts (eslint.config.js), and a file behind it does
      // nothing when loaded but define what it exports: said so here, a screen (or the entry, through
      // the app shell) that takes one name from an index gets that name's code, not the whole module.
      // The index itself keeps its side effects (the module's styles).
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/domain\/[^/]+\/index\.ts$/, sideEffects: true },
          { test: /\/src\/domain\/.+\.tsx?$/, sideEffects: false, external: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/idp': 'http://localhost:8080' },
  },
});
