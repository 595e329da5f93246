// The stages of a full diagnosis, read through the bridge and the backend: identification of every
// component, current and stored error codes, the batteries, firmware offers, usage (odometer and riding
// statistics) and finally the task reload with the health score. A stage that cannot be read is
// skipped with the reason; a lost bike connection stops the run.
import { type DiagnosisStatus } from '@dealer/contracts';
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { isBridgeError, isBridgeUnreachable } from '../../lib/bridge/bridge-error.ts';
import type { BridgeComponent } from '../../lib/bridge/bridge-types.ts';
import {
  fetchUpdatable,
  capabilitiesQuery,
  worst,
  type DiagnosisStage,
  type StageFinding,
  type StageResult,
  ensureReading,
  reloadTasks,
  serviceToolSnapshot,
  type WorkspaceRef,
} from '../../domain/service-tool/index.ts';
import { queryClient } from '../../lib/api/query-client.ts';

const f = (status: DiagnosisStatus, key: string, vars?: StageFinding['vars']): StageFinding => ({
  status,
  key,
  ...(vars ? { vars } : {}),
});

/** Below this the battery pack is worn (a workshop rule of thumb; the spec gives no bound). */
const BATTERY_HEALTH_MIN = 80;
const BATTERY_TEMPERATURE_C = { min: 0, max: 45 } as const;

export function identificationFindings(components: readonly BridgeComponent[]): StageFinding[] {
  const out: StageFinding[] = [f('pass', 'st.fd.f.components', { count: components.length })];
  for (const c of components) {
    // The part type, worded when read (finding-words.ts), not in the language of this run.
    const name = c.part_type;
    if (c.in_bootloader) out.push(f('fail', 'st.fd.f.bootloader', { component: name }));
    else if (c.module_id === '') out.push(f('fail', 'st.fd.f.noMid', { component: name }));
    else if (!c.module_id_valid) out.push(f('fail', 'st.fd.f.badMid', { component: name, mid: c.module_id }));
  }
  return out;
}

export function batteryFindings(
  name: string,
  s: {
    charge_percent: number;
    health_percent: number;
    temperature_c: number;
    charging: boolean;
    cycle_count: number | null;
  },
): StageFinding[] {
  return [
    f('pass', 'st.fd.f.charge', { component: name, charge: s.charge_percent, cycles: s.cycle_count ?? '—' }),
    f(s.health_percent >= BATTERY_HEALTH_MIN ? 'pass' : 'fail', 'st.fd.f.health', {
      component: name,
      health: s.health_percent,
      min: BATTERY_HEALTH_MIN,
    }),
    f(
      s.temperature_c >= BATTERY_TEMPERATURE_C.min && s.temperature_c <= BATTERY_TEMPERATURE_C.max
        ? 'pass'
        : 'fail',
      'st.fd.f.temperature',
      { component: name, temperature: s.temperature_c },
    ),
  ];
}

/**
 * 300102: the bike cannot do this (a Bafang CAN system). The bridge's message is the reason, in
 * English; the capability matrix gives the same reason as a code, which the findings keep so the
 * reason shows in the reader's language (unavailable-reason.ts).
 */
type Unsupported = { unsupported: string; reasonCode?: string };
async function unlessUnsupported<T>(ws: WorkspaceRef, call: Promise<T>): Promise<T | Unsupported> {
  try {
    return await call;
  } catch (e) {
    if (!(isBridgeError(e) && e.code === 300102)) throw e;
    // The matrix the service tool read on connect (cached per workspace), not another bridge call.
    const matrix = await queryClient.fetchQuery(capabilitiesQuery(ws.id)).catch(() => undefined);
    const reasonCode = matrix?.capabilities.find((c) => c.reason === e.message)?.reason_code;
    return { unsupported: e.message, ...(reasonCode ? { reasonCode } : {}) };
  }
}
const isUnsupported = (v: object): v is Unsupported => 'unsupported' in v;
const unsupportedVars = (u: Unsupported) => ({
  reason: u.unsupported,
  ...(u.reasonCode ? { reasonCode: u.reasonCode } : {}),
});

/** A connection failure ends the run; any other failure only skips the stage. */
const fatal = (e: unknown) =>
  isBridgeUnreachable(e) ||
  (isBridgeError(e) &&
    (e.reaction === 'reconnect' || e.reaction === 'disconnect' || e.reaction === 'no_permission'));
const skipped = (stage: DiagnosisStage, e: unknown): StageResult => ({
  stage,
  status: 'skip',
  findings: [f('skip', 'st.fd.f.unreadable', { code: isBridgeError(e) ? e.code : 0 })],
});

async function stage(stage: DiagnosisStage, run: () => Promise<StageFinding[]>): Promise<StageResult> {
  try {
    const findings = await run();
    return { stage, status: worst(findings.map((x) => x.status)), findings };
  } catch (e) {
    if (fatal(e)) throw e;
    return skipped(stage, e);
  }
}

export type StageRunner = (ws: WorkspaceRef) => Promise<StageResult>;

export const STAGE_RUNNERS: Record<DiagnosisStage, StageRunner> = {
  identification: () =>
    stage('identification', async () =>
      identificationFindings(
        (await bridgeRequest('get', '/v2/bike/basic_info', { action: 'Read bike information' })).components,
      ),
    ),
  errorCodes: (ws) =>
    stage('errorCodes', async () => {
      const current = (await bridgeRequest('get', '/v2/bike/error_codes', { action: 'Read error codes' }))
        .error_codes;
      const stored = await unlessUnsupported(
        ws,
        bridgeRequest('get', '/v2/bike/error_codes/history', { action: 'Read error code history' }),
      );
      const out = current.map((e) =>
        f('fail', 'st.fd.f.activeCode', { code: e.code, component: e.part_type }),
      );
      if (current.length === 0) out.push(f('pass', 'st.fd.f.noActiveCode'));
      if (isUnsupported(stored)) out.push(f('skip', 'st.fd.f.historyUnavailable', unsupportedVars(stored)));
      else {
        const history = stored.error_codes;
        out.push(
          f('pass', 'st.fd.f.storedCodes', {
            count: history.length,
            codes: [...new Set(history.map((e) => e.code))].join(', ') || '—',
          }),
        );
      }
      return out;
    }),
  battery: () =>
    stage('battery', async () => {
      const components = (await ensureReading()).basicInfo.components;
      const out: StageFinding[] = [];
      if (components.some((c) => c.part_type === 'battery'))
        out.push(
          ...batteryFindings(
            'battery',
            await bridgeRequest('get', '/v2/device/battery/state', { action: 'Read battery state' }),
          ),
        );
      if (components.some((c) => c.part_type === 'range_extender_battery'))
        out.push(
          ...batteryFindings(
            'range_extender_battery',
            await bridgeRequest('get', '/v2/device/range_extender_battery/state', {
              action: 'Read battery state',
            }),
          ),
        );
      return out.length ? out : [f('skip', 'st.fd.f.noBattery')];
    }),
  firmware: (ws) =>
    stage('firmware', async () => {
      const matrix = await bridgeRequest('get', '/v2/bike/capabilities', {
        action: 'Read bike capabilities',
      });
      const flash = matrix.capabilities.find((c) => c.activity === 'firmware_update');
      if (flash && !flash.supported)
        return [f('skip', 'st.fd.f.firmwareUnavailable', { reason: flash.reason ?? '' })];
      const components = (await ensureReading()).basicInfo.components.filter(
        (c) =>
          c.component !== null &&
          c.component !== 'dongle' &&
          c.module_id_valid &&
          !c.in_bootloader &&
          c.firmware_version !== '',
      );
      const out: StageFinding[] = [];
      for (const c of components) {
        const u = await fetchUpdatable(ws, { mid: c.module_id, firmware_version: c.firmware_version });
        const app = u.updates.find((x) => x.kind === 'application');
        if (app)
          out.push(
            f('fail', 'st.fd.f.update', {
              component: c.part_type,
              from: c.firmware_version,
              to: app.version,
            }),
          );
      }
      if (out.length === 0) out.push(f('pass', 'st.fd.f.upToDate', { count: components.length }));
      return out;
    }),
  usage: (ws) =>
    stage('usage', async () => {
      const odo = await bridgeRequest('get', '/v2/bike/odometer', { action: 'Read odometer' });
      const stats = await unlessUnsupported(
        ws,
        bridgeRequest('get', '/v2/bike/riding_stats', { action: 'Read riding statistics' }),
      );
      if (isUnsupported(stats))
        return [
          f('pass', 'st.fd.f.odometer', { km: odo.odometer_km }),
          f('skip', 'st.fd.f.ridesUnavailable', unsupportedVars(stats)),
        ];
      return [
        f('pass', 'st.fd.f.odometer', { km: odo.odometer_km }),
        f('pass', 'st.fd.f.rides', {
          trips: stats.trip_count,
          hours: Math.round(stats.total_ride_time_s / 360) / 10,
          energy: stats.total_energy_wh,
        }),
      ];
    }),
  tasks: () =>
    stage('tasks', async () => {
      await reloadTasks();
      const { taskInfo, health } = serviceToolSnapshot();
      const open = (taskInfo?.task_list ?? []).filter((t) => t.status === 'in_progress');
      return [
        f(health && health.band === 'Poor' ? 'fail' : 'pass', 'st.fd.f.healthScore', {
          score: health?.score ?? '—',
          band: health?.band ?? '—',
        }),
        f(open.some((t) => t.level === 'critical') ? 'fail' : 'pass', 'st.fd.f.openTasks', {
          count: open.length,
        }),
      ];
    }),
};
