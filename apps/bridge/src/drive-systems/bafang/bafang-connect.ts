// Connecting a Bafang CAN system once detection has found one: a Bafang client on the connector's
// transport, the devices that answer, and each one's identification.
import { BridgeError } from '../../lib/bridge-error.ts';
import type { Driver } from '../../drivers/driver.ts';
import { BafangClient } from '../../protocol/bafang/bafang-client.ts';
import { BafangSystem } from './bafang-system.ts';

export async function connectBafang(driver: Driver): Promise<BafangSystem> {
  const client = new BafangClient(await driver.open());
  try {
    const system = new BafangSystem(client, driver.bitrate);
    const devices = await system.discover();
    if (devices.length === 0)
      throw new BridgeError(300201, 'No Bafang device answered: check the cable and switch the bike on', {
        action: 'Connect bike',
      });
    for (const d of devices) await system.readIdentity(d);
    return system;
  } catch (e) {
    client.close();
    throw e;
  }
}
