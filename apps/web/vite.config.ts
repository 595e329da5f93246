import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves dist/ at http://localhost:8080; `npm run dev` proxies /api and /idp to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Every asset is a file: the Content-Security-Policy allows images from the portal's origin, not data: URLs.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/idp': 'http://localhost:8080' },
  },
});
