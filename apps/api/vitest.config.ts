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
    // One module graph per worker, shared by its test files: importing the API (Fastify, the OIDC
    // provider, Drizzle, pdfkit) afresh for each of ~75 files cost ~240 s of CPU. The files share no
    // module state: each builds its own app, database and registries.
    isolate: false,
    // Hooks start databases and APIs: on a machine whose two cores serve four other test runs
    // (load average above 20) a PGlite cluster took over a minute to start. A guard against a
    // hang, not a speed goal.
    hookTimeout: 120_000,
  },
});
