// What a Bafang CAN bike can and cannot do through this bridge, and why (decisions 1100, 1123). The portal
// shows an activity without support as unavailable with this reason; the Bafang drive system answers
// its calls with 300102 and the same reason (bafang-drive-system.ts).
import { BridgeActivity } from '../capabilities.ts';
import type { Capability, UnavailableReasonCode } from '../capabilities.ts';

type Support = Omit<Capability, 'activity'>;
const no = (reason_code: UnavailableReasonCode, reason: string): Support => ({
  supported: false,
  reason,
  reason_code,
});
const yes: Support = { supported: true, reason: null, reason_code: null };

const BAFANG: Record<BridgeActivity, Support> = {
  identification: yes,
  error_codes: yes,
  error_code_history: no(
    'bafang_no_error_history',
    'Bafang displays report the active error codes only; no stored history is documented',
  ),
  clear_error_codes: no(
    'bafang_no_clear_command',
    'No documented Bafang command clears error codes; a code goes when its cause is repaired',
  ),
  odometer: yes,
  riding_stats: no(
    'bafang_no_ride_statistics',
    'The display keeps maximum and average speed only; ride time, energy and trip count are not documented',
  ),
  battery_state: yes,
  battery_information: yes,
  wheel_diameter: yes,
  speed_limit: yes,
  light_startup: yes,
  assist_levels: no(
    'bafang_assist_levels_differ',
    'Bafang assist levels are current and speed percentages; support, torque and speed per level have no documented counterpart',
  ),
  speed_unit: no('bafang_no_unit_command', 'No documented Bafang command reads or sets the display unit'),
  parameters: yes,
  firmware_update: no(
    'bafang_no_verifiable_firmware',
    'No verifiable Bafang firmware format (signature or checksum the device checks) is documented',
  ),
  real_time_clock: no(
    'bafang_clock_write_only',
    "The display clock can be set but not read over Bafang CAN: set it from this computer's time under “Display clock and mileage”",
  ),
  power_off: no(
    'bafang_no_power_off',
    'No documented Bafang command switches the system off or into ship mode',
  ),
  display_detection: no(
    'bafang_no_display_test',
    'Bafang displays have no documented button or flash test mode',
  ),
  display_activation: no('bafang_no_activation', 'Bafang displays have no activation'),
  panel_frame: no('bafang_no_panel_frames', 'Bafang displays take no panel frames'),
  module_id_write: no(
    'bafang_no_module_id',
    'Bafang devices have no module id; their serial numbers are not rewritten by this bridge',
  ),
  controller_reboot: no('bafang_no_restart', 'No documented Bafang command restarts the drive unit'),
  maintenance_warning: no(
    'bafang_no_service_interval',
    'The display counts service kilometres, but no documented Bafang command reads or sets a service interval',
  ),
  // Decision 1123: the live stream carries what the devices report and leaves torque out.
  live_data: yes,
  sensor_check: no(
    'bafang_torque_units_unknown',
    'Bafang devices report torque in sensor units with no documented conversion to newton metres, so the sensor check cannot judge the torque sensor',
  ),
};

export function bafangCapabilities(): Capability[] {
  return BridgeActivity.map((activity) => ({ activity, ...BAFANG[activity] }));
}
