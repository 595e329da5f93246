import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Suites run one project after another (root vitest.config.ts): timing tests get the cores.
    sequence: { groupOrder: 4 },
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    // A set-up (a bridge, a simulator, a listener) on a busy 2-core machine beside the browser journeys
    // can take well over Vitest's 10 s default; it is a safety net, not a measure.
    hookTimeout: 60_000,
    // One jsdom and module graph per worker, shared by its test files: a fresh jsdom and React tree per
    // file cost about 60 s of the 90. src/test/setup.ts undoes what a test changed.
    isolate: false,
    // i18next-icu imports intl-messageformat's CommonJS build by its default export, which only a
    // bundler resolves (as the portal's build does); inlined, Vite resolves it here the same way.
    server: { deps: { inline: ['i18next-icu'] } },
  },
});
