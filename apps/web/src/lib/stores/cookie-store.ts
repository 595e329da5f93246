// Whether the cookie prompt was accepted in this page's life (storage holds the lasting flag).
import { isCookieDismissed } from '../storage.ts';
import { createStore } from './create-store.ts';

export const cookieStore = createStore<boolean>(typeof window === 'undefined' ? false : isCookieDismissed());
