// What a Bafang CAN bike can and cannot do through this bridge, and why (decision 1100). The portal
// shows an activity without support as unavailable with this reason; the bridge answers its calls
// with 300102 and the same reason.

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
] as const;
export type BridgeActivity = (typeof BridgeActivity)[number];

export interface Capability {
  activity: BridgeActivity;
  supported: boolean;
  reason: string | null;
}

const no = (reason: string) => ({ supported: false, reason });
const yes = { supported: true, reason: null };

const BAFANG: Record<BridgeActivity, { supported: boolean; reason: string | null }> = {
  identification: yes,
  error_codes: yes,
  error_code_history: no(
    'Bafang displays report the active error codes only; no stored history is documented',
  ),
  clear_error_codes: no(
    'No documented Bafang command clears error codes; a code goes when its cause is repaired',
  ),
  odometer: yes,
  riding_stats: no(
    'The display keeps maximum and average speed only; ride time, energy and trip count are not documented',
  ),
  battery_state: yes,
  battery_information: yes,
  wheel_diameter: yes,
  speed_limit: yes,
  light_startup: yes,
  assist_levels: no(
    'Bafang assist levels are current and speed percentages; support, torque and speed per level have no documented counterpart',
  ),
  speed_unit: no('No documented Bafang command reads or sets the display unit'),
  parameters: yes,
  firmware_update: no(
    'No verifiable Bafang firmware format (signature or checksum the device checks) is documented',
  ),
  real_time_clock: no(
    'The display clock can be set but not read over Bafang CAN, so a setting cannot be read back',
  ),
  power_off: no('No documented Bafang command switches the system off or into ship mode'),
  display_detection: no('Bafang displays have no documented button or flash test mode'),
  display_activation: no('Bafang displays have no activation'),
  panel_frame: no('Bafang displays take no panel frames'),
  module_id_write: no(
    'Bafang devices have no module id; their serial numbers are not rewritten by this bridge',
  ),
  controller_reboot: no('No documented Bafang command restarts the drive unit'),
  maintenance_warning: no(
    'The display counts service kilometres, but no documented Bafang command reads or sets a service interval',
  ),
  live_data: no(
    'Bafang devices report torque in sensor units with no documented conversion to newton metres, so the live charts are not fed from them',
  ),
};

export function bafangCapabilities(): Capability[] {
  return BridgeActivity.map((activity) => ({ activity, ...BAFANG[activity] }));
}

export function bafangReason(activity: BridgeActivity): string {
  return BAFANG[activity].reason ?? '';
}
