import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alertStore,
  closeNotification,
  notificationStore,
  notify,
  showAlert,
  closeAlert,
} from '../../lib/stores/shell-stores.ts';
import { useStore } from '../../lib/stores/create-store.ts';
import { AlertModal } from './AlertModal.tsx';
import { ClickLockedButton, TitleCaseButton } from './Button.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { Modal } from './Modal.tsx';
import { Notification } from './Notification.tsx';

afterEach(() => {
  vi.useRealTimers();
  closeNotification();
  alertStore.reset();
});

function NotificationHost() {
  return <Notification state={useStore(notificationStore)} onClose={closeNotification} closeLabel="Close" />;
}

describe('notification', () => {
  it('closes a success notification after 6000 ms', () => {
    vi.useFakeTimers();
    render(<NotificationHost />);
    void act(() => notify('success', 'Saved'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    void act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps an error until closed and lets a new notification replace the old one', () => {
    vi.useFakeTimers();
    render(<NotificationHost />);
    void act(() => notify('success', 'First'));
    void act(() => notify('error', 'Broken'));
    expect(screen.queryByText('First')).toBeNull();
    void act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Broken')).toBeNull();
  });
});

describe('buttons', () => {
  it('title-cases its text, small words lowercase', () => {
    render(<TitleCaseButton>go to firmware update</TitleCaseButton>);
    expect(screen.getByRole('button').textContent).toBe('Go to Firmware Update');
  });

  it('locks itself for 3000 ms after a click', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<ClickLockedButton onClick={onClick}>Start</ClickLockedButton>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Start' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    void act(() => vi.advanceTimersByTime(3000));
    expect(button.disabled).toBe(false);
  });
});

describe('modal', () => {
  it('renders the size widths and closes on Escape unless persistent', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Small" size="small" closeLabel="Close" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Small' });
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('400px');
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('2400');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal open onClose={onClose} title="Large" size="large" persistent closeLabel="Close" />);
    const large = screen.getByRole('dialog', { name: 'Large' });
    expect(large.style.getPropertyValue('--modal-width')).toBe('800px');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(large, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal open onClose={onClose} title="Medium" closeLabel="Close" scrollable />);
    expect(screen.getByRole('dialog', { name: 'Medium' }).style.getPropertyValue('--modal-width')).toBe(
      '520px',
    );
    expect(screen.getByRole('dialog').className).toContain('modal-scrollable');
  });
});

describe('alert modal', () => {
  function Host() {
    return <AlertModal alert={useStore(alertStore)} onClose={closeAlert} closeLabel="Close" />;
  }
  it('shows title, subtitle, custom buttons and confirm', () => {
    const retry = vi.fn();
    render(<Host />);
    void act(() =>
      showAlert({
        type: 'error',
        title: 'Firmware Update Failed',
        subtitle: 'Try again',
        confirmText: 'OK',
        buttons: [{ label: 'Retry', onClick: retry }],
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Firmware Update Failed' });
    expect(dialog.textContent).toContain('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
  it('closes on confirm before the handler runs, and shows an alert the handler opens', () => {
    render(<Host />);
    const next = vi.fn(() => showAlert({ type: 'info', title: 'Reconnecting' }));
    void act(() =>
      showAlert({ type: 'warning', title: 'Connection lost', confirmText: 'Reconnect', onConfirm: next }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(next).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog', { name: 'Connection lost' })).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Reconnecting' })).toBeTruthy();
    void act(() => closeAlert());
    const silent = vi.fn();
    void act(() => showAlert({ type: 'info', title: 'Saved', confirmText: 'OK', onConfirm: silent }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(silent).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('loading overlay', () => {
  it('shows spinner text over a light or 60% black mask at z 2000', () => {
    const { rerender } = render(<LoadingOverlay visible text="Updating" label="Loading" />);
    const overlay = screen.getByRole('status', { name: 'Updating' });
    expect(overlay.className).toContain('loading-light');
    expect(overlay.style.zIndex).toBe('2000');
    rerender(<LoadingOverlay visible mask="dark" label="Loading" />);
    expect(screen.getByRole('status', { name: 'Loading' }).className).toContain('loading-dark');
    rerender(<LoadingOverlay visible={false} label="Loading" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
