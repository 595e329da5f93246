import { bootModeOf, runningVersion } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeProgressEvent } from '@dealer/contracts';
import { makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

const put = (path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: path, headers: t.auth, payload });

describe('firmware update', () => {
  it('updates the controller with per-block progress, verification and reboot into the new image', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    await t.connect();
    const events: BridgeProgressEvent[] = [];
    t.app.bridge.hub.on('firmware_update', (e) => events.push(e));
    const res = await put('/v2/firmware/controller', updateFor(t, 'controller', '5.3.2', makeImage(20_000)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      part_type: 'controller',
      previous_version: '5.1.0',
      version: '5.3.2',
      bytes: 20_000,
    });
    const controller = t.bike.component('controller')!;
    expect(bootModeOf(controller)).toBe('app');
    expect(runningVersion(controller)).toBe('5.3.2');
    const transfer = events.filter((e) => e.stage === 'transferring');
    expect(transfer.length).toBe(Math.ceil(20_000 / 4093));
    expect(transfer.at(-1)).toMatchObject({ transferred_bytes: 20_000, progress: 100 });
    expect(events.map((e) => e.stage)).toEqual(
      expect.arrayContaining(['preflight', 'erasing', 'verifying', 'rebooting', 'done']),
    );
    const info = await t.app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: t.auth });
    expect(
      info
        .json<{ components: { part_type: string; firmware_version: string }[] }>()
        .components.find((c) => c.part_type === 'controller')?.firmware_version,
    ).toBe('5.3.2');
  });

  it('refuses with a low battery (600100) and writes nothing', async () => {
    t = await testBridge({ scenario: 'low_battery' });
    await t.connect();
    const before = JSON.stringify(t.bike.component('controller'));
    const res = await put('/v2/firmware/controller', updateFor(t, 'controller', '5.3.2'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 600100, component: 'battery' });
    expect(res.json<{ message: string }>().message).toContain('8%');
    expect(JSON.stringify(t.bike.component('controller'))).toBe(before);
  });

  it('explains a hardware version the image does not support (400004)', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    await t.connect();
    const update = updateFor(t, 'hmi', '2.4.1');
    const res = await put('/v2/firmware/hmi', { ...update, ...(await reSigned(['1.0'], update)) });
    expect(res.json()).toMatchObject({ code: 400004 });
    expect(res.json<{ message: string }>().message).toMatch(/Hardware version 1\.1 .* not supported .*1\.0/);
    const font = await reSigned(['1.1'], { ...update, manifest: { ...update.manifest, kind: 'font' } });
    expect((await put('/v2/firmware/hmi', font)).json()).toMatchObject({
      code: 400004,
      message: 'A font image cannot be flashed to the hmi',
    });
  });

  it('needs rescue for a component in bootloader mode (400006), and rescue brings it back', async () => {
    t = await testBridge({ scenario: 'in_bootloader' });
    await t.connect();
    const update = updateFor(t, 'controller', '5.3.2');
    const refused = await put('/v2/firmware/controller', update);
    expect(refused.json()).toMatchObject({ code: 400006 });
    const odometer = await t.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: t.auth });
    expect(odometer.json()).toMatchObject({ code: 400006 });
    const rescued = await put('/v2/firmware/controller', { ...update, rescue: true });
    expect(rescued.json()).toMatchObject({ version: '5.3.2' });
    expect(bootModeOf(t.bike.component('controller')!)).toBe('app');
  });

  it('stops on interrupt (400101) leaving the component in bootloader mode; a second call meanwhile gets 400100', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    await t.connect();
    let busy: Promise<{ code: number }> | undefined;
    t.app.bridge.hub.on('firmware_update', (e) => {
      if (e.stage !== 'transferring' || busy) return;
      // The second call has its answer before the interrupt goes: sent together, the interrupt could
      // pass its credential check first (each is checked asynchronously), and the second call would
      // then meet a component already left in its bootloader (400006).
      busy = t.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: t.auth }).then((r) => {
        void t.app.inject({ method: 'POST', url: '/v2/system_bridge/interrupt', headers: t.auth });
        return r.json();
      });
    });
    const res = await put('/v2/firmware/controller', updateFor(t, 'controller', '5.3.2', makeImage(300_000)));
    expect(res.json()).toMatchObject({ code: 400101 });
    expect(res.json<{ message: string }>().message).toContain('bootloader');
    expect(await busy).toMatchObject({ code: 400100 });
    expect(bootModeOf(t.bike.component('controller')!)).toBe('bootloader');
    const rescued = await put('/v2/firmware/controller', {
      ...updateFor(t, 'controller', '5.3.2'),
      rescue: true,
    });
    expect(rescued.json()).toMatchObject({ version: '5.3.2' });
  });

  it('updates the connector firmware', async () => {
    t = await testBridge();
    await t.connect();
    const res = await put('/v2/connector/firmware', updateFor(t, 'dongle', '2.1.0'));
    expect(res.json()).toMatchObject({ part_type: 'dongle', previous_version: '2.0.0', version: '2.1.0' });
    const info = await t.app.inject({ method: 'GET', url: '/v2/connector/basic_info', headers: t.auth });
    expect(info.json()).toMatchObject({ firmware_version: '2.1.0', serial_number: 'DG0240000' });
  });
});

/** The same image with a manifest for other hardware versions, signed properly. */
async function reSigned(hardware: string[], update: ReturnType<typeof updateFor>) {
  const { signedFirmware } = await import('../test-support/test-bridge.ts');
  return signedFirmware(t.keys, Buffer.from(update.image_base64, 'base64'), {
    ...update.manifest,
    hardware_versions: hardware,
  });
}
