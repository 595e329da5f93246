import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bike-sim',
    environment: 'node',
    // Suites run one project after another (root vitest.config.ts): timing tests get the cores.
    sequence: { groupOrder: 1 },
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // A set-up (a bridge, a simulator, a listener) on a busy 2-core machine beside the browser journeys
    // can take well over Vitest's 10 s default; it is a safety net, not a measure.
    hookTimeout: 60_000,
  },
});
