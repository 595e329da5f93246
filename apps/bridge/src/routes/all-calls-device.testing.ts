// Exercises for the bridge calls about single devices, the drive unit, firmware, parameters,
// progress and status streams and the system bridge: each makes its call against the simulated
// bike and asserts on what came back or what the bike now holds (all-calls.test.ts runs them).
import { expect } from 'vitest';
import { signedFirmware, makeImage, updateFor } from '../test-support/test-bridge.ts';
import type { ExerciseContext } from './all-calls-bike.testing.ts';

export function deviceCallExercises(x: ExerciseContext): Record<string, () => Promise<void>> {
  const { call, reconnect, stream } = x;
  return {
    'GET /v2/device/{partType}/battery_information': async () =>
      expect(await call('GET', '/v2/device/battery/battery_information')).toMatchObject({
        part_type: 'battery',
        design_capacity_wh: 500,
      }),
    'GET /v2/device/{partType}/real_time_clock': async () =>
      expect(
        Math.abs(
          Date.parse((await call('GET', '/v2/device/hmi/real_time_clock')).time as string) - Date.now(),
        ),
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
      expect(await call('GET', '/v2/device/hmi/panel_frame')).toEqual({
        font_version: '3',
        icon_version: '5',
      }),
    'PUT /v2/device/hmi/panel_frame': async () => {
      const frame = signedFirmware(x.t.keys, makeImage(5000, 9), {
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
      const tooMuch = await x.t.app.inject({
        method: 'PATCH',
        url: '/v2/drive_unit/setting/assist_level_performance',
        headers: x.t.auth,
        payload: { levels: [{ assist_level: '5', max_torque_nm: 200 }] },
      });
      expect(tooMuch.json()).toMatchObject({ code: 400004 });
    },
    'GET /v2/drive_unit/setting/wheel_diameter': async () =>
      expect(await call('GET', '/v2/drive_unit/setting/wheel_diameter')).toEqual({ wheel_diameter_mm: 700 }),
    'PUT /v2/firmware/{partType}': async () =>
      expect(await call('PUT', '/v2/firmware/hmi', updateFor(x.t, 'hmi', '2.4.1'))).toMatchObject({
        previous_version: '2.3.0',
        version: '2.4.1',
      }),
    'GET /v2/parameter/{partType}/data_array': async () =>
      expect((await call('GET', '/v2/parameter/motor/data_array')).data_array).toEqual(
        x.t.bike.component('motor')!.parameterArray,
      ),
    'PATCH /v2/parameter/{partType}': async () => {
      await call('PATCH', '/v2/parameter/motor', { changes: [{ index: 0, value: 42 }] });
      expect(x.t.bike.component('motor')!.parameterArray[0]).toBe(42);
    },
    'GET /v1/progress/firmware_update': async () => {
      const events = await stream('/v1/progress/firmware_update', 3, () =>
        call('PUT', '/v2/firmware/controller', updateFor(x.t, 'controller', '5.3.2')),
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
      expect(await call('POST', '/v2/system_bridge/check_update')).toMatchObject({
        latest_version: '13.4.0',
      }),
    'POST /v2/system_bridge/interrupt': async () =>
      expect(await call('POST', '/v2/system_bridge/interrupt')).toEqual({
        interrupted: false,
        operation: null,
      }),
    'POST /v2/system_bridge/quit': async () => {
      expect(await call('POST', '/v2/system_bridge/quit')).toEqual({ quitting: true });
      await new Promise((r) => setTimeout(r, 20));
      expect(x.quitCalls()).toBe(1);
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
    'GET /v1/system_bridge/adapters': async () =>
      expect(
        ((await call('GET', '/v1/system_bridge/adapters')).adapters as { id: string; name: string }[]).map(
          (a) => `${a.id}: ${a.name}`,
        ),
      ).toEqual([
        '/dev/ttyACM0: CANable 2.0 (slcan)',
        'usb 001/005: candleLight / CANable (gs_usb)',
        'usb 001/007: Adapter in firmware-update mode (STM32 DFU)',
      ]),
    'GET /v2/system_bridge/adapters': async () =>
      expect((await call('GET', '/v2/system_bridge/adapters')).adapters).toContainEqual({
        id: 'usb 001/007',
        name: 'Adapter in firmware-update mode (STM32 DFU)',
        driver: null,
        vendor_id: '0483',
        product_id: 'df11',
        serial_number: null,
        health_code: 300015,
      }),
    'GET /v1/system_bridge/wireless_adapter': async () =>
      expect(await call('GET', '/v1/system_bridge/wireless_adapter')).toEqual({
        chosen: null,
        wifi_addresses: [],
      }),
    // The bike is connected: the link under it is not changed (decision 2902).
    'PUT /v1/system_bridge/wireless_adapter': async () => {
      await reconnect();
      const res = await x.t.app.inject({
        method: 'PUT',
        url: '/v1/system_bridge/wireless_adapter',
        headers: x.t.auth,
        payload: { link: 'tcp', address: '192.168.80.1:3333' },
      });
      expect([res.statusCode, res.json().code]).toEqual([409, 400003]);
    },
    // The test bridge's computer has no Bluetooth.
    'POST /v1/system_bridge/wireless_adapters/scan': async () => {
      const res = await x.t.app.inject({
        method: 'POST',
        url: '/v1/system_bridge/wireless_adapters/scan',
        headers: x.t.auth,
        payload: {},
      });
      expect([res.statusCode, res.json().code]).toEqual([503, 300019]);
    },
  };
}
