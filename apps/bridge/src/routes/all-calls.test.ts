// Every call of spec/bridge-endpoints.tsv (a copy of the shared checklist), and each call the bridge
// adds to it (docs/decisions/, bridge section), is in /openapi.json and is exercised here against
// the simulated bike, each with an assertion on what it returned.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../test-support/sse-client.ts';
import { signedFirmware, makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

const calls = readFileSync(join(import.meta.dirname, '../../spec/bridge-endpoints.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => {
    const [method, path] = l.split('\t');
    return `${method} ${path}`;
  });
/** Not in the spec's list: the portal needs them to resolve tasks the spec's calls cannot. */
const additions = ['PUT /v2/device/{partType}/module_id', 'DELETE /v2/bike/error_codes'];
const published = [...calls, ...additions];

let t: TestBridge;
let base = '';
let quitCalled = 0;
beforeAll(async () => {
  t = await testBridge({ scenario: 'firmware_update_available', onQuit: () => quitCalled++ });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  await t.connect();
});
afterAll(() => t.close());

async function call(method: string, url: string, payload?: object) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: t.auth,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
}
const reconnect = async () => {
  t.bike.wake();
  if (!t.app.bridge.connection.connected) await t.connect();
};
const stream = (path: string, n = 1, during?: () => Promise<unknown>) =>
  readEvents(`${base}${path}`, n, { headers: { host: '127.0.0.1' }, ...(during ? { during } : {}) });

const exercise: Record<string, () => Promise<void>> = {
  'GET /v2/accessory/light/setting/startup_state': async () =>
    expect(await call('GET', '/v2/accessory/light/setting/startup_state')).toEqual({
      light_startup_state: 'last_state',
    }),
  'PUT /v2/accessory/light/setting/startup_state': async () => {
    await call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
    expect(t.bike.state.lightStartupState).toBe('turn_on');
  },
  'POST /v2/bike/sleep_mode': async () => {
    expect(await call('POST', '/v2/bike/sleep_mode')).toEqual({
      power_state: 'ship_mode',
      connection_status: 'DISCONNECTED',
    });
    expect(t.bike.state.power).toBe('ship_mode');
    await reconnect();
  },
  'POST /v2/bike/shutdown': async () => {
    await call('POST', '/v2/bike/shutdown');
    expect(t.bike.state.power).toBe('off');
    await reconnect();
  },
  'GET /v2/bike/odometer': async () =>
    expect(await call('GET', '/v2/bike/odometer')).toEqual({
      odometer_km: t.bike.state.odometerM / 1000,
      odometer_m: t.bike.state.odometerM,
    }),
  'GET /v2/bike/basic_info': async () =>
    expect((await call('GET', '/v2/bike/basic_info')).vin).toBe(t.bike.state.vin),
  'GET /v2/bike/error_codes': async () =>
    expect(await call('GET', '/v2/bike/error_codes')).toEqual({ error_codes: [] }),
  'GET /v2/bike/error_codes/history': async () =>
    expect(await call('GET', '/v2/bike/error_codes/history')).toEqual({
      error_codes: [{ code: '0x0602', part_type: 'controller', status: 'history' }],
    }),
  'DELETE /v2/bike/error_codes': async () => {
    // A fault appears on the motor and is repaired: clearing takes the code from current to history.
    t.bike.setErrorCause('motor', '0x0101', true);
    t.bike.setErrorCause('motor', '0x0101', false);
    expect(await call('DELETE', '/v2/bike/error_codes')).toEqual({
      cleared: [{ code: '0x0101', part_type: 'motor' }],
      error_codes: [],
    });
    expect((await call('GET', '/v2/bike/error_codes/history')).error_codes).toContainEqual({
      code: '0x0101',
      part_type: 'motor',
      status: 'history',
    });
  },
  'PUT /v2/device/{partType}/module_id': async () => {
    const mid = t.bike.component('motor')!.moduleId;
    expect(await call('PUT', '/v2/device/motor/module_id', { module_id: mid })).toEqual({
      part_type: 'motor',
      module_id: mid,
      valid: true,
    });
  },
  'GET /v2/bike/module_id': async () =>
    expect((await call('GET', '/v2/bike/module_id')).module_ids).toContainEqual({
      part_type: 'hmi',
      module_id: t.bike.component('hmi')!.moduleId,
      valid: true,
    }),
  'GET /v2/bike/protocol_type': async () =>
    expect(await call('GET', '/v2/bike/protocol_type')).toEqual({ protocol_type: 'HAP2' }),
  'GET /v2/bike/riding_stats': async () =>
    expect((await call('GET', '/v2/bike/riding_stats')).trip_count).toBe(t.bike.state.ridingStats.tripCount),
  'POST /v2/connection': async () => {
    await call('POST', '/v2/disconnection');
    expect(await call('POST', '/v2/connection', { connection_type: 'cable' })).toMatchObject({
      connection_status: 'CONNECTED',
      component_count: 10,
    });
  },
  'POST /v2/disconnection': async () => {
    expect(await call('POST', '/v2/disconnection')).toMatchObject({ connection_status: 'DISCONNECTED' });
    await reconnect();
  },
  'GET /v2/connector/basic_info': async () =>
    expect(await call('GET', '/v2/connector/basic_info')).toMatchObject({
      serial_number: 'DG0240000',
      part_spec_code: 'DGL-1',
      driver: 'sim',
    }),
  'PUT /v2/connector/firmware': async () =>
    expect(await call('PUT', '/v2/connector/firmware', updateFor(t, 'dongle', '2.1.0'))).toMatchObject({
      version: '2.1.0',
    }),
  'GET /v2/control_and_display_unit/assist_level_usage_info': async () =>
    expect((await call('GET', '/v2/control_and_display_unit/assist_level_usage_info')).usage).toHaveLength(6),
  'GET /v2/control_and_display_unit/setting/maintenance_warning': async () =>
    expect(await call('GET', '/v2/control_and_display_unit/setting/maintenance_warning')).toEqual({
      enabled: true,
      distance_km: 2000,
    }),
  'PUT /v2/control_and_display_unit/setting/maintenance_warning': async () => {
    expect(
      await call('PUT', '/v2/control_and_display_unit/setting/maintenance_warning', {
        enabled: true,
        distance_km: 3500,
      }),
    ).toEqual({ enabled: true, distance_km: 3500 });
    expect(t.bike.state.maintenanceWarning.nextServiceKm).toBe(3500);
  },
  'GET /v3/control_and_display_unit/setting/maintenance_warning': async () =>
    expect(await call('GET', '/v3/control_and_display_unit/setting/maintenance_warning')).toHaveProperty(
      'date',
    ),
  'PUT /v3/control_and_display_unit/setting/maintenance_warning': async () =>
    expect(
      await call('PUT', '/v3/control_and_display_unit/setting/maintenance_warning', {
        enabled: true,
        distance_km: 4000,
        date: '2026-03-01',
      }),
    ).toEqual({ enabled: true, distance_km: 4000, date: '2026-03-01' }),
  'GET /v2/control_and_display_unit/setting/speed_unit': async () =>
    expect(await call('GET', '/v2/control_and_display_unit/setting/speed_unit')).toEqual({
      speed_unit: t.bike.state.speedUnit,
    }),
  'PUT /v2/control_and_display_unit/setting/speed_unit': async () => {
    await call('PUT', '/v2/control_and_display_unit/setting/speed_unit?speed_unit=mph');
    expect(t.bike.state.speedUnit).toBe('mph');
  },
  'POST /v2/control_and_display_unit/activation': async () =>
    expect(
      await call('POST', '/v2/control_and_display_unit/activation', { activation_date: '2025-05-01' }),
    ).toEqual({ activated: true, activated_at: '2025-05-01T00:00:00.000Z' }),
  'POST /v2/detection_mode/hmi/button': async () => {
    expect(await call('POST', '/v2/detection_mode/hmi/button', {})).toEqual({ detection_mode: 'button' });
    const blocked = await t.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: t.auth });
    expect(blocked.json()).toMatchObject({ code: 400103 });
    expect(t.bike.pressButton('short_up')).toBe(true);
    await call('DELETE', '/v2/detection_mode/hmi');
  },
  'POST /v2/detection_mode/hmi/flash': async () => {
    expect(await call('POST', '/v2/detection_mode/hmi/flash', { flash_mode: 'sequence' })).toEqual({
      detection_mode: 'flash',
      flash_mode: 'sequence',
    });
    expect(t.bike.detection).toMatchObject({ mode: 'flash', flashMode: 'sequence' });
    await call('DELETE', '/v2/detection_mode/hmi');
  },
  'DELETE /v2/detection_mode/hmi': async () => {
    await call('POST', '/v2/detection_mode/hmi/button', {});
    expect(await call('DELETE', '/v2/detection_mode/hmi')).toEqual({ detection_mode: 'none' });
    expect(t.bike.detection.mode).toBe('none');
    expect(await call('GET', '/v2/bike/odometer')).toHaveProperty('odometer_km');
  },
  'GET /v2/detection_mode/hmi/button/press_counts': async () => {
    await call('POST', '/v2/detection_mode/hmi/button', {});
    t.bike.pressButton('long_power');
    t.bike.pressButton('long_power');
    const res = await call('GET', '/v2/detection_mode/hmi/button/press_counts');
    expect(res).toMatchObject({ detection_mode: 'button', press_counts: { long_power: 2, short_up: 0 } });
    await call('DELETE', '/v2/detection_mode/hmi');
  },
  'GET /v2/device/{partType}/battery_information': async () =>
    expect(await call('GET', '/v2/device/battery/battery_information')).toMatchObject({
      part_type: 'battery',
      design_capacity_wh: 500,
    }),
  'GET /v2/device/{partType}/real_time_clock': async () =>
    expect(
      Math.abs(Date.parse((await call('GET', '/v2/device/hmi/real_time_clock')).time as string) - Date.now()),
    ).toBeLessThan(5000),
  'PUT /v2/device/{partType}/real_time_clock': async () => {
    await call('PUT', '/v2/device/battery/real_time_clock', { time: '2030-01-01T00:00:00Z' });
    expect((await call('GET', '/v2/device/battery/real_time_clock')).time).toMatch(/^2030-01-01T00:00:0/);
  },
  'GET /v2/device/battery/state': async () =>
    expect(await call('GET', '/v2/device/battery/state')).toMatchObject({
      part_type: 'battery',
      charge_percent: 86,
    }),
  'GET /v2/device/range_extender_battery/state': async () =>
    expect(await call('GET', '/v2/device/range_extender_battery/state')).toMatchObject({
      part_type: 'range_extender_battery',
      charge_percent: 91,
    }),
  'GET /v2/device/hmi/panel_frame': async () =>
    expect(await call('GET', '/v2/device/hmi/panel_frame')).toEqual({ font_version: '3', icon_version: '5' }),
  'PUT /v2/device/hmi/panel_frame': async () => {
    const frame = signedFirmware(t.keys, makeImage(5000, 9), {
      part_spec_code: 'HMI-D1',
      version: '6',
      hardware_versions: ['1.1'],
      kind: 'icon',
    });
    expect(await call('PUT', '/v2/device/hmi/panel_frame', { frame_type: 'icon', ...frame })).toEqual({
      frame_type: 'icon',
      version: '6',
    });
  },
  'POST /v2/device/controller/reboot': async () =>
    expect(await call('POST', '/v2/device/controller/reboot')).toEqual({
      rebooted: true,
      in_bootloader: false,
    }),
  'GET /v2/drive_unit/setting/assist_level_performance': async () =>
    expect((await call('GET', '/v2/drive_unit/setting/assist_level_performance')).levels).toHaveLength(5),
  'PATCH /v2/drive_unit/setting/assist_level_performance': async () => {
    const res = await call('PATCH', '/v2/drive_unit/setting/assist_level_performance', {
      levels: [{ assist_level: '1', support_percent: 100 }],
    });
    expect((res.levels as { support_percent: number }[])[0]!.support_percent).toBe(100);
    const tooMuch = await t.app.inject({
      method: 'PATCH',
      url: '/v2/drive_unit/setting/assist_level_performance',
      headers: t.auth,
      payload: { levels: [{ assist_level: '5', max_torque_nm: 200 }] },
    });
    expect(tooMuch.json()).toMatchObject({ code: 400004 });
  },
  'GET /v2/drive_unit/setting/wheel_diameter': async () =>
    expect(await call('GET', '/v2/drive_unit/setting/wheel_diameter')).toEqual({ wheel_diameter_mm: 700 }),
  'PUT /v2/firmware/{partType}': async () =>
    expect(await call('PUT', '/v2/firmware/hmi', updateFor(t, 'hmi', '2.4.1'))).toMatchObject({
      previous_version: '2.3.0',
      version: '2.4.1',
    }),
  'GET /v2/parameter/{partType}/data_array': async () =>
    expect((await call('GET', '/v2/parameter/motor/data_array')).data_array).toEqual(
      t.bike.component('motor')!.parameterArray,
    ),
  'PATCH /v2/parameter/{partType}': async () => {
    await call('PATCH', '/v2/parameter/motor', { changes: [{ index: 0, value: 42 }] });
    expect(t.bike.component('motor')!.parameterArray[0]).toBe(42);
  },
  'GET /v1/progress/firmware_update': async () => {
    const events = await stream('/v1/progress/firmware_update', 3, () =>
      call('PUT', '/v2/firmware/controller', updateFor(t, 'controller', '5.3.2')),
    );
    expect(events.length).toBe(3);
    expect(
      events.some(
        (e) =>
          (e as { stage: string }).stage === 'transferring' || (e as { stage: string }).stage === 'erasing',
      ),
    ).toBe(true);
  },
  'GET /v1/progress/operate_parameter': async () =>
    expect((await stream('/v1/progress/operate_parameter'))[0]).toMatchObject({
      operation: 'operate_parameter',
      stage: 'done',
    }),
  'GET /v1/progress/panel_frame_update': async () =>
    expect((await stream('/v1/progress/panel_frame_update'))[0]).toMatchObject({
      operation: 'panel_frame_update',
      stage: 'done',
    }),
  'GET /v1/status/all': async () =>
    expect((await stream('/v1/status/all'))[0]).toMatchObject({
      connection: 'CONNECTED',
      connector: 'CONNECTED',
      communication: 'IDLE',
      detection_mode: 'none',
    }),
  'GET /v1/status/connection': async () => {
    const events = await stream('/v1/status/connection', 3, async () => {
      await call('POST', '/v2/disconnection');
      await call('POST', '/v2/connection', { connection_type: 'cable' });
    });
    expect(events.slice(0, 3).map((e) => (e as { status: string }).status)).toEqual([
      'CONNECTED',
      'DISCONNECTED',
      'CONNECTING',
    ]);
    await reconnect();
  },
  'GET /v1/status/communication': async () => {
    const events = await stream('/v1/status/communication', 2, () => call('GET', '/v2/bike/odometer'));
    expect(events.slice(0, 2).map((e) => (e as { status: string }).status)).toEqual(['IDLE', 'BUSY']);
  },
  'GET /v1/status/connector': async () =>
    expect((await stream('/v1/status/connector'))[0]).toEqual({ status: 'CONNECTED' }),
  'POST /v1/system_bridge/check_update': async () =>
    expect(await call('POST', '/v1/system_bridge/check_update')).toMatchObject({
      current_version: '13.4.0',
      update_available: false,
    }),
  'POST /v1/system_bridge/interrupt': async () =>
    expect(await call('POST', '/v1/system_bridge/interrupt')).toEqual({
      interrupted: false,
      operation: null,
    }),
  'POST /v2/system_bridge/check_update': async () =>
    expect(await call('POST', '/v2/system_bridge/check_update')).toMatchObject({ latest_version: '13.4.0' }),
  'POST /v2/system_bridge/interrupt': async () =>
    expect(await call('POST', '/v2/system_bridge/interrupt')).toEqual({
      interrupted: false,
      operation: null,
    }),
  'POST /v2/system_bridge/quit': async () => {
    expect(await call('POST', '/v2/system_bridge/quit')).toEqual({ quitting: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(quitCalled).toBe(1);
  },
  'GET /v1/system_bridge/logs/runtime': async () =>
    expect(
      ((await call('GET', '/v1/system_bridge/logs/runtime')).lines as { message: string }[]).some((l) =>
        l.message.includes('connected'),
      ),
    ).toBe(true),
  'GET /v2/system_bridge/logs/runtime': async () =>
    expect((await call('GET', '/v2/system_bridge/logs/runtime?limit=5')).lines).toHaveLength(5),
  'GET /v1/system_bridge/version_info': async () =>
    expect(await call('GET', '/v1/system_bridge/version_info')).toMatchObject({
      version: '13.4.0',
      driver: 'sim',
    }),
  'GET /v2/system_bridge/version_info': async () =>
    expect((await call('GET', '/v2/system_bridge/version_info')).version).toBe('13.4.0'),
};

describe('the 57 bridge calls of the spec and the additions', () => {
  it('lists 57 calls, each with an exercise here, as has each addition', () => {
    expect(calls).toHaveLength(57);
    expect(additions.filter((a) => calls.includes(a))).toEqual([]);
    expect(Object.keys(exercise).sort()).toEqual([...published].sort());
  });

  it('publishes every call in /openapi.json (OpenAPI 3.1)', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { host: 'localhost:3008' } })
    ).json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const missing = published.filter((c) => {
      const [method, path] = c.split(' ') as [string, string];
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  for (const c of published) it(`exercises ${c}`, async () => exercise[c]!());
});
