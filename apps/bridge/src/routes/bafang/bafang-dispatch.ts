// While a Bafang CAN bike is connected, the bike calls are answered from it (bafang-handlers.ts)
// before the UDS handlers run; a call with no Bafang counterpart answers 300102 with the reason of
// the capability matrix. Response schemas of the calls still apply to what is sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BridgeError } from '../../lib/bridge-error.ts';
import { bafangReason } from '../../services/bafang/bafang-capabilities.ts';
import { bafangError } from '../../services/bafang/bafang-errors.ts';
import type { BridgeActivity } from '../../services/bafang/bafang-capabilities.ts';
import { bafangCalls } from './bafang-handlers.ts';

/** Bike calls (everything about the bike, not the bridge, the connection or the simulator). */
const BIKE_SCOPE =
  /^\/v[23]\/(bike|device|drive_unit|control_and_display_unit|accessory|detection_mode|firmware|parameter|live)\//;

/** Which activity an unmapped call belongs to, for its reason. */
function activityOf(key: string): BridgeActivity {
  const rules: [RegExp, BridgeActivity][] = [
    [/error_codes\/history/, 'error_code_history'],
    [/DELETE \/v2\/bike\/error_codes/, 'clear_error_codes'],
    [/riding_stats/, 'riding_stats'],
    [/assist_level/, 'assist_levels'],
    [/speed_unit/, 'speed_unit'],
    [/firmware/, 'firmware_update'],
    [/real_time_clock/, 'real_time_clock'],
    [/sleep_mode|shutdown/, 'power_off'],
    [/detection_mode/, 'display_detection'],
    [/activation/, 'display_activation'],
    [/panel_frame/, 'panel_frame'],
    [/module_id/, 'module_id_write'],
    [/reboot/, 'controller_reboot'],
    [/maintenance_warning/, 'maintenance_warning'],
    [/\/live\//, 'live_data'],
    [/parameter/, 'parameters'],
  ];
  return rules.find(([re]) => re.test(key))?.[1] ?? 'identification';
}

export function registerBafangDispatch(app: FastifyInstance): void {
  const conn = app.bridge.connection;
  app.addHook('preHandler', async (request: FastifyRequest, reply) => {
    const system = conn.bafang;
    const url = request.routeOptions.url ?? '';
    if (!system || !conn.connected || !BIKE_SCOPE.test(url)) return;
    const key = `${request.method} ${url}`;
    const call = bafangCalls[key];
    if (!call)
      throw new BridgeError(300102, bafangReason(activityOf(key)) || 'Not available on a Bafang CAN system', {
        action: key,
      });
    const write = request.method !== 'GET';
    const run = () =>
      call.handle({
        system,
        params: (request.params ?? {}) as Record<string, string>,
        query: (request.query ?? {}) as Record<string, string>,
        body: request.body,
      });
    try {
      const result = await (write ? conn.lock.exclusive(key, run) : conn.lock.read(run));
      return reply.send(result);
    } catch (e) {
      request.log.warn({ err: e }, `Bafang call ${key} failed`);
      throw bafangError(e, write, key);
    }
  });
}
