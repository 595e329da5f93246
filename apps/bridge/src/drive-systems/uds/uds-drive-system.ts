// The UDS drive system: our UDS network (ISO 14229 over ISO-TP, docs/protocols/) behind the
// drive-system interface, through the connection's guarded reads and operations. It offers every
// activity. It is also the bridge's default drive system: with no bike connected its guard answers
// 400001, and the connector's own node speaks UDS on any bus (decision 1606).
import { BridgeError } from '../../lib/bridge-error.ts';
import { allSupported } from '../capabilities.ts';
import type { DriveSystem } from '../drive-system.ts';
import type { UdsContext } from './uds-context.ts';
import { udsDisplay } from './uds-display.ts';
import { udsErrors } from './uds-errors.ts';
import { udsIdentity } from './uds-identity.ts';
import { udsParameters } from './uds-parameters.ts';
import { udsReadings } from './uds-readings.ts';
import { udsSettings } from './uds-settings.ts';

export function udsDriveSystem(ctx: UdsContext): DriveSystem {
  return {
    capabilities: allSupported,
    ...udsIdentity(ctx),
    ...udsErrors(ctx),
    ...udsReadings(ctx),
    ...udsSettings(ctx),
    ...udsDisplay(ctx),
    ...udsParameters(ctx),
    // Our UDS bike has no brand calls beyond the common ones (Bafang's are Bafang's): say so once
    // a bike is connected, and 400001 before, as every other call does.
    brandCall: async ({ action }) => {
      if (!ctx.connection.connected) throw new BridgeError(400001, 'Connect a bike first', { action });
      throw new BridgeError(300102, 'Not available on this drive system', { action });
    },
  };
}
