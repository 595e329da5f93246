// A firmware update over the Wi-Fi (TCP) WiCAN adapter when the link is slow, loses frames or goes
// away (decision 2903): the bridge measures the link before writing anything, refuses with 300021
// and the predicted time when the update would take too long or frames are lost, and a link lost
// mid-transfer ends as a pulled cable does, with the same bootloader rescue.
import { MemoryStateStore, SimulatedBike, bootModeOf, runningVersion } from '@dealer/bike-sim';
import type { LinkThrottle } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { WIRELESS_UPDATE_LIMIT_MS } from '../../operations/link-rate.ts';
import { makeImage, signedFirmware } from '../../test-support/test-bridge.ts';
import { wicanTestBridge } from '../../test-support/wican-test-bridge.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function connectedOverWifi(throttle?: LinkThrottle) {
  const bike = new SimulatedBike({
    scenario: 'firmware_update_available',
    store: new MemoryStateStore(),
    timing: { eraseMs: 20, verifyMs: 10, resetMs: 20 },
  });
  const t = await wicanTestBridge(bike, throttle ? { throttle } : {});
  closers.push(() => t.close());
  expect((await t.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
  const c = bike.component('controller')!;
  const update = (bytes: number, rescue = false) =>
    t.call('PUT', '/v2/firmware/controller', {
      ...signedFirmware(t.keys, makeImage(bytes, 7), {
        part_spec_code: c.partSpecCode,
        version: '5.3.2',
        hardware_versions: [c.hardwareVersion],
      }),
      rescue,
    });
  return { t, bike, c, update };
}

describe('firmware update over a measured Wi-Fi link', () => {
  it('a slow link: refused with 300021 and the predicted time, nothing written', async () => {
    // ~1.2 kB/s each way: about 50 slcan frame lines a second however many are pipelined, so
    // a 1 MiB image (some 150 000 frames) needs far more than 15 min.
    const { c, update } = await connectedOverWifi({ delayMs: 15, bytesPerS: 1200 });
    const before = runningVersion(c);
    const refused = await update(1024 * 1024);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 300021, reason: 'not_started', component: 'controller' });
    const predicted = Number(/predicted_ms (\d+)/.exec(refused.body.message)?.[1]);
    expect(predicted).toBeGreaterThan(WIRELESS_UPDATE_LIMIT_MS);
    expect(refused.body.message).toMatch(/Wi-Fi link delivered [\d.]+ frames\/s, 0 of \d+ lost/);
    expect(refused.body.message).toMatch(/Connect the adapter with the cable/);
    expect([bootModeOf(c), runningVersion(c)]).toEqual(['app', before]);
  }, 60_000);

  it('a link that loses frames: refused with 300021, nothing written', async () => {
    const throttle: LinkThrottle = {};
    const { c, update } = await connectedOverWifi(throttle);
    throttle.dropFramesEvery = 4; // the bike connected; now every fourth frame from it is lost
    const refused = await update(12_000);
    expect(refused.body).toMatchObject({ code: 300021, reason: 'not_started' });
    expect(refused.body.message).toMatch(/[1-9]\d* of \d+ lost: .*drops frames/);
    expect(bootModeOf(c)).toBe('app');
  }, 60_000);

  it('a fast link: the update runs, and its answer carries the measured rate and the prediction', async () => {
    const { c, update } = await connectedOverWifi();
    const done = await update(12_000);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ version: '5.3.2', link_rate: { driver: 'tcp', frames_lost: 0 } });
    expect(done.body.link_rate.frames_sent).toBeGreaterThan(0);
    expect(done.body.link_rate.predicted_ms).toBeGreaterThan(0);
    expect(done.body.link_rate.predicted_ms).toBeLessThanOrEqual(WIRELESS_UPDATE_LIMIT_MS);
    expect([bootModeOf(c), runningVersion(c)]).toEqual(['app', '5.3.2']);
  }, 90_000);

  it('the Wi-Fi link lost mid-transfer: dropped as a pulled cable, and the same rescue works', async () => {
    const { t, bike, c, update } = await connectedOverWifi();
    let frames = 0;
    const untap = bike.bus.onTransmit((_f, from) => {
      // The adapter switched off well inside the transfer (the erase and the first blocks are done).
      if (from.segment === 'tester' && ++frames === 600) t.adapter!.dropConnections();
    });
    const failed = await update(24_000);
    untap();
    expect(failed.status).not.toBe(200);
    expect(t.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'DISCONNECTED',
      disconnect_reason: 'connector_lost',
    });
    expect((await t.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
    expect(t.app.bridge.connection.identity('controller')?.bootMode).toBe('bootloader');
    expect((await update(24_000, true)).status).toBe(200);
    expect([bootModeOf(c), runningVersion(c)]).toEqual(['app', '5.3.2']);
  }, 120_000);
});
