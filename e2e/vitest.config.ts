import { defineConfig } from 'vitest/config';

// Browser journeys: the real product (API + portal + bridge) on free ports, driven in real Chromium.
// One file at a time: they share one product instance and two CPU cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['harness/global-setup.ts'],
    setupFiles: ['harness/csp-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    environment: 'node',
  },
});
