// The activities a drive system may or may not offer through this bridge (the capability matrix the
// portal reads at GET /v2/bike/capabilities), and how an implementation says "unavailable because …":
// 300102 with the reason of its matrix (decisions 1100, 1120, 1606).
import { BridgeError } from '../lib/bridge-error.ts';

export const BridgeActivity = [
  'identification',
  'error_codes',
  'error_code_history',
  'clear_error_codes',
  'odometer',
  'riding_stats',
  'battery_state',
  'battery_information',
  'wheel_diameter',
  'speed_limit',
  'light_startup',
  'assist_levels',
  'speed_unit',
  'parameters',
  'firmware_update',
  'real_time_clock',
  'power_off',
  'display_detection',
  'display_activation',
  'panel_frame',
  'module_id_write',
  'controller_reboot',
  'maintenance_warning',
  'live_data',
  'sensor_check',
] as const;
export type BridgeActivity = (typeof BridgeActivity)[number];

/**
 * Each reason as a stable code, so the portal shows it in the user's language (its locale key
 * st.unavailable.reason.<code>); `reason` stays the English text for other clients and for a portal
 * that does not know a newer code. A new drive system adds its reasons here.
 */
export const UnavailableReasonCode = [
  'bafang_no_error_history',
  'bafang_no_clear_command',
  'bafang_no_ride_statistics',
  'bafang_assist_levels_differ',
  'bafang_no_unit_command',
  'bafang_no_verifiable_firmware',
  'bafang_clock_write_only',
  'bafang_no_power_off',
  'bafang_no_display_test',
  'bafang_no_activation',
  'bafang_no_panel_frames',
  'bafang_no_module_id',
  'bafang_no_restart',
  'bafang_no_service_interval',
  'bafang_torque_units_unknown',
] as const;
export type UnavailableReasonCode = (typeof UnavailableReasonCode)[number];

export interface Capability {
  activity: BridgeActivity;
  supported: boolean;
  reason: string | null;
  reason_code: UnavailableReasonCode | null;
}

/** Every activity supported (a drive system that can do everything the bridge offers). */
export function allSupported(): Capability[] {
  return BridgeActivity.map((activity) => ({ activity, supported: true, reason: null, reason_code: null }));
}

/**
 * The "unavailable because …" answer of a drive system for one call: 300102 with its matrix's reason
 * for the call's activity, or `fallback` when the activity is offered but this one call is not.
 */
export function unavailable(
  capabilities: readonly Capability[],
  activity: BridgeActivity,
  action: string,
  fallback: string,
): BridgeError {
  const reason = capabilities.find((c) => c.activity === activity)?.reason;
  return new BridgeError(300102, reason || fallback, { action });
}
