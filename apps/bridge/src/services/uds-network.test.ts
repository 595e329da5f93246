// Discovery listens on every node's channel, which the node clients share: a discovery (the link
// check after a failed read, say) started while a read of the controller waits for its answer once
// took that answer — the read failed with "no response" and the discovery missed the controller.
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedBike } from '@dealer/bike-sim';
import { Did } from '@dealer/contracts';
import { SimDriver } from '../drivers/sim-driver.ts';
import { UdsNetwork } from './uds-network.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

async function simNetwork(): Promise<UdsNetwork> {
  const bike = new SimulatedBike({ bitrate: 500_000 });
  closers.push(() => (bike.close(), bike.bus.close()));
  const driver = new SimDriver(bike, 500_000);
  const net = new UdsNetwork(await driver.open());
  closers.push(() => net.close());
  return net;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('UDS network', () => {
  it('a discovery while a read of the controller is under way leaves both their answers', async () => {
    const net = await simNetwork();
    const controller = net.client('controller');
    // The read's request and answer take a few milliseconds on the bus: start the discovery at
    // several points of it.
    for (const delayMs of [0, 1, 2, 3, 5, 8]) {
      const read = controller.readDataByIdentifier(Did.driveLiveData);
      await pause(delayMs);
      const found = await net.discover(600);
      expect((await read).length, `read with the discovery after ${delayMs} ms`).toBeGreaterThan(7);
      expect(found, `discovery after ${delayMs} ms`).toContain('controller');
    }
  });

  it('a channel refuses a second receive while one waits, instead of leaving the first for ever', async () => {
    const net = await simNetwork();
    const channel = (
      net as unknown as { channels: Map<string, { receive(ms: number): Promise<unknown> }> }
    ).channels.get('controller')!;
    const first = channel.receive(100);
    await expect(channel.receive(100)).rejects.toThrow('a receive is already waiting');
    await expect(first).rejects.toThrow('no answer in time');
  });
});
