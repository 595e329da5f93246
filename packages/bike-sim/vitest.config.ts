import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bike-sim',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
