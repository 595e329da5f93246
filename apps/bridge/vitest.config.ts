import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bridge',
    environment: 'node',
    // Suites run one project after another (root vitest.config.ts): timing tests get the cores.
    sequence: { groupOrder: 2 },
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // A set-up (a bridge, a simulator, a listener) on a busy 2-core machine beside the browser journeys
    // can take well over Vitest's 10 s default; it is a safety net, not a measure.
    hookTimeout: 60_000,
    // One module graph per worker (as the API suites): each file builds its own bridge and simulator.
    isolate: false,
  },
});
