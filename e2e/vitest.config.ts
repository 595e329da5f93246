import { defineConfig } from 'vitest/config';
import { laneCount } from './harness/lane.ts';

// Browser journeys: the real product (API + portal + bridge) on free ports, driven in real Chromium.
// A journey spends most of its time waiting on the browser and the product, so E2E_LANES (default 2)
// files run at once, each worker on a product of its own (harness/lane.ts); one file at a time per
// product, so no journey sees another's bike or connection.
const lanes = laneCount();
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['harness/global-setup.ts'],
    setupFiles: ['harness/csp-setup.ts'],
    fileParallelism: lanes > 1,
    maxWorkers: lanes,
    // A journey's own waits are bounded (Playwright's 30 s per action, longer where a journey says so);
    // the test's limit is only a backstop. On a CI machine at load 10+ the screen matrices and the
    // service-tool journeys that connect, update and look in several languages took more than 90 s
    // with every step passing, so the backstop is five minutes.
    testTimeout: 300_000,
    hookTimeout: 240_000,
    environment: 'node',
  },
});
