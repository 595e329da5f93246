// Global shell state: the top notification, the alert modal and the loading overlay (portal-spec §2, §4).
import { SUCCESS_NOTIFICATION_MS } from '@dealer/contracts';
import { createStore } from './create-store.ts';

export type NotificationType = 'success' | 'error';
export interface NotificationState {
  visible: boolean;
  type: NotificationType;
  text: string;
  /** Increases with every notification so a new one restarts its timer. */
  id: number;
}
export const notificationStore = createStore<NotificationState>({
  visible: false,
  type: 'success',
  text: '',
  id: 0,
});

let notificationTimer: ReturnType<typeof setTimeout> | undefined;
/** A new notification first resets the old one; success closes after 6000 ms, error stays. */
export function notify(type: NotificationType, text: string): void {
  clearTimeout(notificationTimer);
  const id = notificationStore.get().id + 1;
  notificationStore.set({ visible: false, type, text: '', id });
  notificationStore.set({ visible: true, type, text, id });
  if (type === 'success') notificationTimer = setTimeout(closeNotification, SUCCESS_NOTIFICATION_MS);
}
export function closeNotification(): void {
  clearTimeout(notificationTimer);
  notificationStore.set((s) => ({ ...s, visible: false }));
}

type AlertType = 'info' | 'success' | 'sent' | 'error' | 'warning';
interface AlertButton {
  label: string;
  variant?: 'primary' | 'secondary';
  onClick: () => void;
}
export interface AlertState {
  open: boolean;
  type: AlertType;
  title: string;
  subtitle?: string;
  /** What to do next, in plain words (errors). */
  next?: string;
  /** The catalogue code in small print, for the service desk (errors). */
  code?: string;
  /** Label of the confirm button; no confirm button when absent. */
  confirmText?: string;
  onConfirm?: () => void;
  buttons?: AlertButton[];
  /** Closing by ×/Escape allowed (default true). */
  closable?: boolean;
  onClose?: () => void;
}
export const alertStore = createStore<AlertState>({ open: false, type: 'info', title: '' });
export function showAlert(alert: Omit<AlertState, 'open'>): void {
  alertStore.set({ ...alert, open: true });
}
export function closeAlert(): void {
  const { onClose } = alertStore.get();
  alertStore.reset();
  onClose?.();
}

export interface LoadingState {
  visible: boolean;
  text?: string;
  /** 'light' surface or 60 % black mask. */
  mask: 'light' | 'dark';
}
export const loadingStore = createStore<LoadingState>({ visible: false, mask: 'light' });

export function resetShellStores(): void {
  clearTimeout(notificationTimer);
  notificationStore.reset();
  alertStore.reset();
  loadingStore.reset();
}
