// English messages loaded before each file's tests; cleans the DOM, browser storage, stubbed globals
// and fake timers after every test (node-environment tests have no DOM). Test files share their
// worker's jsdom and modules (isolate: false in vitest.config.ts), so nothing one test changes may
// outlive it.
import { afterEach, beforeAll, vi } from 'vitest';

// The portal loads its language before the first render (main.tsx); the tests render in English.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { setLanguage } = await import('../lib/i18n/i18n.ts');
  await setLanguage('en', { persist: false });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
