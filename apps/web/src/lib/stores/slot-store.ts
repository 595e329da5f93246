// The header slot the translation widget is portalled into (hidden when no layout offers one).
import { createStore } from './create-store.ts';

export const headerSlotStore = createStore<HTMLElement | null>(null);
export const registerHeaderSlot = (el: HTMLElement | null) => headerSlotStore.set(el);
