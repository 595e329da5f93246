// Light theme by default; the dark choice is saved under `theme` and applied before first paint
// by public/theme-init.js.
import { createStore, useStore } from './stores/create-store.ts';

export type Theme = 'light' | 'dark';
const KEY = 'theme';

function readTheme(): Theme {
  try {
    return localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const themeStore = createStore<Theme>(typeof window === 'undefined' ? 'light' : readTheme());

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  // Switch every colour at once: no element fades through unreadable in-between colours.
  const root = document.documentElement;
  root.classList.add('theme-switching');
  applyTheme(theme);
  themeStore.set(theme);
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('theme-switching')));
}

export const useTheme = () => useStore(themeStore);
