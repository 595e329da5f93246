import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bike-sim',
    environment: 'node',
    // Suites run one project after another (root vitest.config.ts): timing tests get the cores.
    sequence: { groupOrder: 1 },
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
