// Who may take a held bike (decision 2800). A connect while a bike is held: by this very session
// (400003, as before); by a live session of the same user (401007 until the technician confirms the
// take-over); by another user's live session (401005, saying how it is freed); by a session gone quiet
// (anyone connecting takes it). A take-over moves the binding only: the bike stays connected and a
// running firmware job runs on.
import { BridgeError } from '../lib/bridge-error.ts';
import type { SessionBinding } from './bike-session.ts';
import type { SessionLease } from './session-lease.ts';

/** Throws when `next` may not take the bike from `held`; else says why it may (for the log). */
export function mayTakeOver(
  held: SessionBinding | undefined,
  next: SessionBinding,
  takeOver: boolean,
  lease: SessionLease,
): 'the holder went quiet' | 'confirmed' {
  if (!held || held.sid === next.sid) throw new BridgeError(400003);
  if (lease.expiredFor(held.sid)) return 'the holder went quiet';
  const seconds = Math.ceil(lease.graceMs / 1000);
  if (held.sub !== next.sub)
    throw new BridgeError(
      401005,
      `The bike is held by another user's portal session: it is freed when they disconnect the bike, ${seconds} s after their portal was closed, or when the connector is unplugged`,
      { action: 'Connect bike' },
    );
  if (!takeOver)
    throw new BridgeError(
      401007,
      'The bike is held by another portal session of the same user: connect with take_over to take it over',
      { action: 'Connect bike' },
    );
  return 'confirmed';
}
