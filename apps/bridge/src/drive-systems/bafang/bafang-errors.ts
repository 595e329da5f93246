// What a Bafang CAN call's failure means to the caller: the bridge's catalogue codes for a device
// that refused (a value on a write, a read it does not answer) or did not answer in time. Used by the
// bike calls answered from a Bafang system and by the live-data feed.
import { BridgeError } from '../../lib/bridge-error.ts';
import { BafangRefusedError, BafangTimeoutError } from '../../protocol/bafang/bafang-client.ts';

/** A Bafang driver error as the bridge's catalogue code, for a read or a write named by `action`. */
export function bafangError(e: unknown, write: boolean, action: string): BridgeError {
  if (e instanceof BridgeError) return e;
  if (e instanceof BafangRefusedError)
    return write
      ? new BridgeError(400004, 'The Bafang device refused the value', { action, cause: e })
      : new BridgeError(300103, e.message, { action, cause: e });
  if (e instanceof BafangTimeoutError)
    return new BridgeError(300009, 'The Bafang device did not answer in time', { action, cause: e });
  return new BridgeError(500999, 'Internal error', { action, cause: e });
}
