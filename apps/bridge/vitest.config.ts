import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bridge',
    environment: 'node',
    // Suites run one project after another (root vitest.config.ts): timing tests get the cores.
    sequence: { groupOrder: 2 },
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // One module graph per worker (as the API suites): each file builds its own bridge and simulator.
    isolate: false,
  },
});
