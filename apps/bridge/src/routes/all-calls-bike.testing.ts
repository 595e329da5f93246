// Exercises for the bridge calls about the bike as a whole, the connection, the connector, the
// display unit and detection mode: each makes its call against the simulated bike and asserts on
// what came back or what the bike now holds (all-calls.test.ts runs them).
import { expect } from 'vitest';
import { updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

/** What the exercises use: the bridge under test, and calls made to it as the portal. */
export interface ExerciseContext {
  readonly t: TestBridge;
  /** How often the bridge asked its process to quit. */
  quitCalls(): number;
  call(method: string, url: string, payload?: object): Promise<Record<string, unknown>>;
  /** Wakes the bike and connects again after a power call ended the connection. */
  reconnect(): Promise<void>;
  /** The first `n` server-sent events of `path`, optionally while `during` runs. */
  stream(path: string, n?: number, during?: () => Promise<unknown>): Promise<unknown[]>;
}

export function bikeCallExercises(x: ExerciseContext): Record<string, () => Promise<void>> {
  const { call, reconnect } = x;
  return {
    'GET /v2/accessory/light/setting/startup_state': async () =>
      expect(await call('GET', '/v2/accessory/light/setting/startup_state')).toEqual({
        light_startup_state: 'last_state',
      }),
    'PUT /v2/accessory/light/setting/startup_state': async () => {
      await call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
      expect(x.t.bike.state.lightStartupState).toBe('turn_on');
    },
    'POST /v2/bike/sleep_mode': async () => {
      expect(await call('POST', '/v2/bike/sleep_mode')).toEqual({
        power_state: 'ship_mode',
        connection_status: 'DISCONNECTED',
      });
      expect(x.t.bike.state.power).toBe('ship_mode');
      await reconnect();
    },
    'POST /v2/bike/shutdown': async () => {
      await call('POST', '/v2/bike/shutdown');
      expect(x.t.bike.state.power).toBe('off');
      await reconnect();
    },
    'GET /v2/bike/odometer': async () =>
      expect(await call('GET', '/v2/bike/odometer')).toEqual({
        odometer_km: x.t.bike.state.odometerM / 1000,
        odometer_m: x.t.bike.state.odometerM,
      }),
    'GET /v2/bike/basic_info': async () =>
      expect((await call('GET', '/v2/bike/basic_info')).vin).toBe(x.t.bike.state.vin),
    'GET /v2/bike/error_codes': async () =>
      expect(await call('GET', '/v2/bike/error_codes')).toEqual({ error_codes: [] }),
    'GET /v2/bike/error_codes/history': async () =>
      expect(await call('GET', '/v2/bike/error_codes/history')).toEqual({
        error_codes: [{ code: '0x0602', part_type: 'controller', status: 'history' }],
      }),
    'DELETE /v2/bike/error_codes': async () => {
      // A fault appears on the motor and is repaired: clearing takes the code from current to history.
      x.t.bike.setErrorCause('motor', '0x0101', true);
      x.t.bike.setErrorCause('motor', '0x0101', false);
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
      const mid = x.t.bike.component('motor')!.moduleId;
      expect(await call('PUT', '/v2/device/motor/module_id', { module_id: mid })).toEqual({
        part_type: 'motor',
        module_id: mid,
        valid: true,
      });
    },
    'GET /v2/bike/module_id': async () =>
      expect((await call('GET', '/v2/bike/module_id')).module_ids).toContainEqual({
        part_type: 'hmi',
        module_id: x.t.bike.component('hmi')!.moduleId,
        valid: true,
      }),
    'GET /v2/bike/protocol_type': async () =>
      expect(await call('GET', '/v2/bike/protocol_type')).toEqual({ protocol_type: 'HAP2' }),
    'GET /v2/bike/riding_stats': async () =>
      expect((await call('GET', '/v2/bike/riding_stats')).trip_count).toBe(
        x.t.bike.state.ridingStats.tripCount,
      ),
    'POST /v2/connection': async () => {
      await call('POST', '/v2/disconnection');
      expect(await call('POST', '/v2/connection', { connection_type: 'cable' })).toMatchObject({
        connection_status: 'CONNECTED',
        component_count: 10,
      });
    },
    'POST /v2/firmware_job': async () => {
      await reconnect();
      // An image refused before anything is written, so the bike of the other exercises is unchanged.
      const bad = { key: 'k', part_type: 'controller', kind: 'firmware', ...updateFor(x.t, 'hmi', '2.4.1') };
      expect(await call('POST', '/v2/firmware_job', { items: [bad] })).toMatchObject({ state: 'running' });
      type Job = { state: string; items: { state: string }[] };
      const read = async () => (await call('GET', '/v1/firmware_job')).job as Job;
      let job = await read();
      while (job.state !== 'finished') {
        await new Promise((r) => setTimeout(r, 20));
        job = await read();
      }
      expect(job.items[0]).toMatchObject({ state: 'failed' });
    },
    'POST /v2/firmware_job/record_claim': async () => {
      // The job of the POST /v2/firmware_job exercise (run before this one), its item failed.
      const { job: last } = (await call('GET', '/v1/firmware_job')) as { job: { id: string } };
      const first = await call('POST', '/v2/firmware_job/record_claim', { job_id: last.id, key: 'k' });
      const again = await call('POST', '/v2/firmware_job/record_claim', { job_id: last.id, key: 'k' });
      expect([first.first, again.first]).toEqual([true, false]);
    },
    'GET /v1/firmware_job': async () => expect(await call('GET', '/v1/firmware_job')).toHaveProperty('job'),
    'GET /v1/firmware_job/events': async () =>
      expect((await x.stream('/v1/firmware_job/events'))[0]).toHaveProperty('job'),
    'POST /v2/session/presence_ticket': async () =>
      expect((await call('POST', '/v2/session/presence_ticket')).ticket).toMatch(/^[\w-]{32}$/),
    'GET /v1/session/presence': async () => {
      await reconnect();
      const { ticket } = (await call('POST', '/v2/session/presence_ticket')) as { ticket: string };
      expect(await x.stream(`/v1/session/presence?ticket=${ticket}`)).toEqual([{ held: true }]);
    },
    'POST /v2/session/heartbeat': async () => {
      await reconnect();
      expect(await call('POST', '/v2/session/heartbeat')).toMatchObject({ held: true });
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
      expect(await call('PUT', '/v2/connector/firmware', updateFor(x.t, 'dongle', '2.1.0'))).toMatchObject({
        version: '2.1.0',
      }),
    'GET /v2/control_and_display_unit/assist_level_usage_info': async () =>
      expect((await call('GET', '/v2/control_and_display_unit/assist_level_usage_info')).usage).toHaveLength(
        6,
      ),
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
      expect(x.t.bike.state.maintenanceWarning.nextServiceKm).toBe(3500);
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
        speed_unit: x.t.bike.state.speedUnit,
      }),
    'PUT /v2/control_and_display_unit/setting/speed_unit': async () => {
      await call('PUT', '/v2/control_and_display_unit/setting/speed_unit?speed_unit=mph');
      expect(x.t.bike.state.speedUnit).toBe('mph');
    },
    'POST /v2/control_and_display_unit/activation': async () =>
      expect(
        await call('POST', '/v2/control_and_display_unit/activation', { activation_date: '2025-05-01' }),
      ).toEqual({ activated: true, activated_at: '2025-05-01T00:00:00.000Z' }),
    'POST /v2/detection_mode/hmi/button': async () => {
      expect(await call('POST', '/v2/detection_mode/hmi/button', {})).toEqual({ detection_mode: 'button' });
      const blocked = await x.t.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: x.t.auth });
      expect(blocked.json()).toMatchObject({ code: 400103 });
      expect(x.t.bike.pressButton('short_up')).toBe(true);
      await call('DELETE', '/v2/detection_mode/hmi');
    },
    'POST /v2/detection_mode/hmi/flash': async () => {
      expect(await call('POST', '/v2/detection_mode/hmi/flash', { flash_mode: 'sequence' })).toEqual({
        detection_mode: 'flash',
        flash_mode: 'sequence',
      });
      expect(x.t.bike.detection).toMatchObject({ mode: 'flash', flashMode: 'sequence' });
      await call('DELETE', '/v2/detection_mode/hmi');
    },
    'DELETE /v2/detection_mode/hmi': async () => {
      await call('POST', '/v2/detection_mode/hmi/button', {});
      expect(await call('DELETE', '/v2/detection_mode/hmi')).toEqual({ detection_mode: 'none' });
      expect(x.t.bike.detection.mode).toBe('none');
      expect(await call('GET', '/v2/bike/odometer')).toHaveProperty('odometer_km');
    },
    'GET /v2/detection_mode/hmi/button/press_counts': async () => {
      await call('POST', '/v2/detection_mode/hmi/button', {});
      x.t.bike.pressButton('long_power');
      x.t.bike.pressButton('long_power');
      const res = await call('GET', '/v2/detection_mode/hmi/button/press_counts');
      expect(res).toMatchObject({ detection_mode: 'button', press_counts: { long_power: 2, short_up: 0 } });
      await call('DELETE', '/v2/detection_mode/hmi');
    },
  };
}
