import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'server-env', environment: 'node', include: ['src/**/*.test.ts'] },
});
