import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    // Suites run one project after another (root vitest.config.ts): timing tests get the cores.
    sequence: { groupOrder: 3 },
    include: ['src/**/*.test.ts'],
    // One seeded database dumped once; each file's PGlite starts from it (src/test/pglite-template.setup.ts).
    globalSetup: ['src/test/pglite-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots a WebAssembly PostgreSQL per test file; two at a time fits 2 cores.
    maxWorkers: 2,
  },
});
