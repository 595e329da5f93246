// A lost link ends the connection the way the portal can see: the cable pulled in the middle of a
// firmware transfer, or while the connection is idle (noticed by the keep-alive), moves the bike
// connection to DISCONNECTED with disconnect_reason link_lost on the status streams; the connector
// stays; reconnecting with the cable back works, and so does the rescue of the interrupted update.
import { bootModeOf, runningVersion } from '@dealer/bike-sim';
import type { BridgeConnectionStatusEvent, BridgeStatusAll } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents } from '../test-support/sse-client.ts';
import { CABLE_PULL_TIMING, makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';
import { SimDriver } from '../drivers/sim-driver.ts';
import type { NetworkTiming } from './uds-network.ts';

/**
 * A connector pulled out whose port has not said so yet (a busy machine delivers the close event
 * after the answer's timer): only its device, asked, is gone — as the serial driver finds its
 * device path gone, and then reports the loss.
 */
class PulledLateDriver extends SimDriver {
  gone = false;
  private readonly lost: (() => void)[] = [];
  override onLost(listener: () => void): void {
    this.lost.push(listener);
  }
  async attached(): Promise<boolean> {
    if (this.gone) for (const l of this.lost.splice(0)) l();
    return !this.gone;
  }
}

let t: TestBridge | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function bridgeWith(timing: NetworkTiming, fault?: number): Promise<TestBridge> {
  const bridge = await testBridge({ scenario: 'firmware_update_available', timing });
  const res = await bridge.app.inject({
    method: 'PUT',
    url: '/sim/scenario',
    headers: bridge.auth,
    payload: {
      scenario: 'firmware_update_available',
      ...(fault === undefined ? {} : { fault: { cablePullAfterBytes: fault } }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await bridge.connect();
  return bridge;
}

/** Resolves with the first status change that satisfies `done`. */
function statusWhen(b: TestBridge, done: (s: BridgeStatusAll) => boolean): Promise<BridgeStatusAll> {
  return new Promise((resolve) => {
    const listener = (s: BridgeStatusAll) => {
      if (!done(s)) return;
      b.app.bridge.connection.status.off('change', listener);
      resolve(s);
    };
    b.app.bridge.connection.status.on('change', listener);
  });
}

const update = (b: TestBridge, rescue: boolean) =>
  b.app.inject({
    method: 'PUT',
    url: '/v2/firmware/controller',
    headers: b.auth,
    payload: { ...updateFor(b, 'controller', '5.3.2', makeImage(24_000, 7)), rescue },
  });

describe('link lost', () => {
  it('a cable pulled mid-transfer ends the connection as link_lost on the stream; reconnecting and the rescue work', async () => {
    const b = (t = await bridgeWith({ ...CABLE_PULL_TIMING, keepAliveMs: 0 }, 6_000));
    const base = await b.app.listen({ host: '127.0.0.1', port: 0 });
    let failed: { statusCode: number; body: string } | undefined;
    const events = (await readEvents(`${base}/v1/status/connection`, 2, {
      headers: { host: '127.0.0.1' },
      during: async () => {
        failed = await update(b, false);
      },
    })) as BridgeConnectionStatusEvent[];

    expect(b.bike.armedFault?.fired).toBe(true);
    expect(failed?.statusCode, failed?.body).not.toBe(200);
    expect(events).toEqual([
      { status: 'CONNECTED', connection_type: 'cable', disconnect_reason: null },
      { status: 'DISCONNECTED', connection_type: 'not_connect', disconnect_reason: 'link_lost' },
    ]);
    expect(b.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'DISCONNECTED',
      connector: 'CONNECTED',
      disconnect_reason: 'link_lost',
    });
    // Calls that need the bike say so instead of timing out on a dead link.
    expect(
      (await b.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: b.auth })).json(),
    ).toMatchObject({ code: 400001 });

    // The technician plugs the cable back in and reconnects: the controller waits in its bootloader
    // (or runs a complete image), and the rescue brings it to the new version.
    await b.connect();
    expect(b.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'CONNECTED',
      disconnect_reason: null,
    });
    const inBootloader = b.app.bridge.connection.identity('controller')?.bootMode === 'bootloader';
    const again = await update(b, inBootloader);
    expect(again.statusCode, again.body).toBe(200);
    const controller = b.bike.component('controller')!;
    expect(bootModeOf(controller)).toBe('app');
    expect(runningVersion(controller)).toBe('5.3.2');
  }, 30_000);

  it('a connector pulled mid-transfer whose port tells it late still answers "connector gone" (300010)', async () => {
    let driver: PulledLateDriver | undefined;
    const b = (t = await testBridge({
      scenario: 'firmware_update_available',
      timing: { ...CABLE_PULL_TIMING, keepAliveMs: 0 },
      driver: (bike) => (driver = new PulledLateDriver(bike)),
    }));
    await b.connect();
    let frames = 0;
    // Cut just after a single-frame request went out: the tester then waits for the UDS answer.
    const untap = b.bike.bus.onTransmit((f, from) => {
      if (from.segment !== 'tester' || ++frames < 300 || driver!.gone || f.data[0]! >> 4 !== 0) return;
      driver!.gone = true;
      b.bike.bus.cutLink(); // nothing answers any more, whichever timer fires first
    });
    const failed = await update(b, false);
    untap();
    expect(failed.statusCode, failed.body).toBe(504);
    expect(failed.json()).toMatchObject({ code: 300010 });
    expect(b.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'DISCONNECTED',
      disconnect_reason: 'connector_lost',
    });
  }, 30_000);

  it('the keep-alive notices a cable pulled while the connection is idle', async () => {
    const b = (t = await bridgeWith({ ...CABLE_PULL_TIMING, keepAliveMs: 50 }));
    const lost = statusWhen(b, (s) => s.connection === 'DISCONNECTED');
    b.bike.bus.cutLink(); // no call is running: only the keep-alive can notice
    expect(await lost).toMatchObject({
      connection: 'DISCONNECTED',
      connector: 'CONNECTED',
      disconnect_reason: 'link_lost',
    });

    await b.connect();
    expect(b.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'CONNECTED',
      disconnect_reason: null,
    });
    const odometer = await b.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: b.auth });
    expect(odometer.statusCode, odometer.body).toBe(200);
  }, 30_000);

  it('keeps a healthy idle connection (the keep-alive is answered)', async () => {
    const b = (t = await bridgeWith({ ...CABLE_PULL_TIMING, keepAliveMs: 20 }));
    const changes: BridgeStatusAll[] = [];
    b.app.bridge.connection.status.on('change', (s) => changes.push(s));
    // Enough keep-alive rounds to have noticed a dead link several times over.
    const rounds = await new Promise<number>((resolve) => {
      let n = 0;
      b.bike.bus.onTransmit((f) => {
        if (f.data[1] === 0x3e && ++n === 10) resolve(n);
      });
    });
    expect(rounds).toBe(10);
    expect(changes).toEqual([]);
    expect(b.app.bridge.connection.connected).toBe(true);
  }, 30_000);

  it('a disconnect call ends the connection as requested', async () => {
    const b = (t = await bridgeWith({ ...CABLE_PULL_TIMING, keepAliveMs: 0 }));
    const res = await b.app.inject({ method: 'POST', url: '/v2/disconnection', headers: b.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(b.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'DISCONNECTED',
      disconnect_reason: 'requested',
    });
  });
});
