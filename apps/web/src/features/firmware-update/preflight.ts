// Pre-flight checks the portal can see before a firmware update: the battery below the bridge's 20 %
// (600100 when not charging) and a newer image that exists only for another board ("hardware not
// supported"). The bridge's refusals themselves are explained by the service tool's flash-errors.ts.
import { MIN_UPDATE_CHARGE_PERCENT } from '../../domain/service-tool/index.ts';

export function batteryTooLow(state: { charge_percent: number; charging: boolean } | undefined): boolean {
  return state !== undefined && state.charge_percent < MIN_UPDATE_CHARGE_PERCENT && !state.charging;
}

/** The battery line of the pre-flight: a low pack on the charger passes only while it stays plugged in. */
export function batteryCheckKey(state: { charge_percent: number; charging: boolean }) {
  if (state.charge_percent >= MIN_UPDATE_CHARGE_PERCENT) return 'st.fw.check.batteryOk' as const;
  return state.charging ? ('st.fw.check.batteryCharging' as const) : ('st.fw.check.batteryLow' as const);
}

const rank = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
export function isNewer(a: string, b: string): boolean {
  const [x, y] = [rank(a), rank(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

/** A newer application image exists for the part spec, but not for this board: "hardware not supported". */
export function hardwareBlock(
  catalogue: readonly { kind: string; version: string; hardware_versions: string[] }[],
  component: { firmware_version: string; hardware_version: string },
): { version: string; hardware: string[] } | null {
  const newer = catalogue
    .filter((f) => f.kind === 'application' && isNewer(f.version, component.firmware_version))
    .sort((a, b) => (isNewer(a.version, b.version) ? -1 : 1));
  const best = newer[0];
  if (!best || best.hardware_versions.includes(component.hardware_version)) return null;
  return newer.some((f) => f.hardware_versions.includes(component.hardware_version))
    ? null
    : { version: best.version, hardware: best.hardware_versions };
}
