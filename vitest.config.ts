import { defineConfig } from 'vitest/config';

// Unit and integration suites of every workspace; the browser journeys (e2e/) run separately.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
