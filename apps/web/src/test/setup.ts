// Cleans the DOM, browser storage, stubbed globals and fake timers after every test (node-environment
// tests have no DOM). Test files share their worker's jsdom and modules (isolate: false in
// vitest.config.ts), so nothing one test changes may outlive it.
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
