// The drive systems detection can find on a bus besides our UDS network (which the bridge always
// speaks: drive-systems/uds/), each connected by its own folder. A new one is one line here and its
// folder (docs/recipes/new-drive-system.md).
import type { Driver } from '../drivers/driver.ts';
import type { OperationLock } from '../operations/operation-lock.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import { detectBus } from '../services/bus-detection.ts';
import type { BusDetection, BusProtocol } from '../services/bus-detection.ts';
import { attachBafang } from './bafang/bafang-drive-system.ts';
import type { AttachedDriveSystem } from './drive-system.ts';

const attachDriveSystem: Record<
  Exclude<BusProtocol, 'uds'>,
  (driver: Driver, lock: OperationLock) => Promise<AttachedDriveSystem>
> = {
  bafang: attachBafang,
};

/**
 * Detection on connect (decision 2501): what is on the bus and, when it is not UDS, how to connect
 * the drive system found there. Nothing heard and nothing answering is 300016 (no bike), or 300017
 * when the probe's frames went unacknowledged.
 */
export async function detectDriveSystem(
  driver: Driver,
  lock: OperationLock,
): Promise<{ detection: BusDetection; attach: (() => Promise<AttachedDriveSystem>) | undefined }> {
  let busErrors = false;
  const detection = await detectBus(driver, {
    timing: { uds: driver.udsTiming ?? {} },
    onBusErrors: () => (busErrors = true),
  });
  if (!detection)
    throw busErrors
      ? new BridgeError(300017, 'Only bus errors: check the bus termination and the bike', {
          action: 'Connect bike',
        })
      : new BridgeError(300016, 'No bike heard: check the cable and switch the bike on', {
          action: 'Connect bike',
        });
  const attach = detection.protocol === 'uds' ? undefined : attachDriveSystem[detection.protocol];
  return { detection, attach: attach && (() => attach(driver, lock)) };
}
