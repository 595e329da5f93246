// Bridge error catalogue (calls-spec.md §8) and the portal's reaction to each code.
import type { BridgeErrorReason } from './bridge-error-reasons.ts';

export const BridgeErrorCatalogue = {
  300001: { name: 'NO_CONNECTOR_DETECTED', status: 404, message: 'No connector detected' },
  300002: { name: 'OPEN_SERIAL_PORT_FAILED', status: 500, message: 'Open serial port failed' },
  300003: { name: 'SERIAL_PORT_DISCONNECTED', status: 500, message: 'Serial port disconnected' },
  300004: { name: 'CONNECTOR_NOT_CONNECTED', status: 409, message: 'Connector not connected' },
  300005: { name: 'CONNECTOR_ALREADY_CONNECTED', status: 409, message: 'Connector already connected' },
  300006: {
    name: 'CONNECTOR_RECEIVED_FAIL_RESPONSE',
    status: 502,
    message: 'Connector received fail response',
  },
  300007: {
    name: 'CONNECTOR_RECEIVED_UNKNOWN_RESPONSE',
    status: 502,
    message: 'Connector received unknown response',
  },
  300008: { name: 'CONNECTOR_INITIALIZE_FAIL', status: 500, message: 'Connector initialise fail' },
  300009: { name: 'WAIT_RESPONSE_TIMEOUT', status: 504, message: 'Wait response timeout' },
  300010: { name: 'WAIT_CAN_FRAME_TIMEOUT', status: 504, message: 'Wait CAN frame timeout' },
  300011: {
    name: 'CONNECT_BLUETOOTH_DEVICE_TIMEOUT',
    status: 504,
    message: 'Connect Bluetooth device timeout',
  },
  300012: { name: 'BLUETOOTH_CONNECTION_MISSING', status: 409, message: 'Bluetooth connection missing' },
  300013: { name: 'CONNECTOR_NO_RESPONSE', status: 504, message: 'Connector no response' },
  // Connector health in plain words (issue 25, decision 2503).
  300014: { name: 'ADAPTER_KIND_UNKNOWN', status: 502, message: 'Unknown adapter kind' },
  300015: { name: 'ADAPTER_WRONG_FIRMWARE', status: 502, message: 'Adapter has the wrong firmware' },
  300016: { name: 'NO_BIKE_HEARD', status: 504, message: 'No bike heard on the bus' },
  300017: { name: 'BUS_ERRORS_ONLY', status: 502, message: 'Bus errors only' },
  300018: { name: 'ADAPTER_UNPLUGGED', status: 410, message: 'Adapter unplugged' },
  // Wireless adapters (issue 29).
  300019: { name: 'BLUETOOTH_UNAVAILABLE', status: 503, message: 'No Bluetooth on this computer' },
  300020: { name: 'WIRELESS_ADAPTER_UNREACHABLE', status: 504, message: 'Wireless adapter not reachable' },
  300021: { name: 'WIRELESS_LINK_TOO_SLOW', status: 409, message: 'Wireless link too slow or unreliable' },
  300101: { name: 'OPERATION_FAIL', status: 500, message: 'Operation fail' },
  300102: { name: 'OPERATION_NOT_SUPPORTED', status: 400, message: 'Operation not supported' },
  300103: { name: 'READ_PARAMETER_FAIL', status: 500, message: 'Read parameter fail' },
  300104: { name: 'WRITE_PARAMETER_FAIL', status: 500, message: 'Write parameter fail' },
  300105: { name: 'UPDATE_FIRMWARE_FAIL', status: 500, message: 'Update firmware fail' },
  300106: { name: 'UPDATE_FRAME_FAIL', status: 500, message: 'Update frame fail' },
  // Fetching an image_url (docs/decisions/3003): nothing was written in any of these.
  300107: {
    name: 'FIRMWARE_IMAGE_ORIGIN_NOT_TRUSTED',
    status: 400,
    message: 'Firmware image URL not on the trusted backend',
  },
  300108: {
    name: 'FIRMWARE_IMAGE_LINK_REFUSED',
    status: 409,
    message: 'Firmware image link expired or refused',
  },
  300109: { name: 'FIRMWARE_IMAGE_DOWNLOAD_FAILED', status: 502, message: 'Firmware image download failed' },
  // Firmware trust (TUF, issue 30, docs/decisions/3000): why the bridge refused an image.
  300110: { name: 'FIRMWARE_METADATA_EXPIRED', status: 409, message: 'Firmware metadata expired' },
  300111: { name: 'FIRMWARE_METADATA_ROLLBACK', status: 409, message: 'Firmware metadata rolled back' },
  300112: { name: 'FIRMWARE_NOT_A_CURRENT_TARGET', status: 409, message: 'Firmware image not released' },
  300113: { name: 'FIRMWARE_IMAGE_MISMATCH', status: 409, message: 'Firmware image differs from its target' },
  300114: {
    name: 'FIRMWARE_SIGNATURE_THRESHOLD',
    status: 409,
    message: 'Firmware metadata not signed by enough trusted keys',
  },
  300115: {
    name: 'FIRMWARE_REPOSITORY_UNREACHABLE',
    status: 502,
    message: 'Firmware repository unreachable',
  },
  300116: { name: 'FIRMWARE_METADATA_TOO_LARGE', status: 409, message: 'Firmware metadata too large' },
  300117: { name: 'FIRMWARE_METADATA_INCONSISTENT', status: 409, message: 'Firmware metadata inconsistent' },
  300118: {
    name: 'FIRMWARE_SECURITY_VERSION_ROLLBACK',
    status: 409,
    message: 'Firmware security version below the component’s',
  },
  300119: { name: 'FIRMWARE_TRUST_ROOT_INVALID', status: 500, message: 'Firmware trust root invalid' },
  300201: { name: 'CONNECT_BIKE_SYSTEM_FAILED', status: 500, message: 'Connect bike system failed' },
  300202: { name: 'COMPONENT_NOT_EXIST', status: 404, message: 'Component not exist' },
  300203: { name: 'BLUETOOTH_ENDPOINT_NOT_WORKING', status: 500, message: 'Bluetooth endpoint not working' },
  400001: { name: 'BIKE_CONNECTION_REQUIRED', status: 409, message: 'Bike connection required' },
  400002: { name: 'CONNECTOR_CONNECTION_REQUIRED', status: 409, message: 'Connector connection required' },
  400003: { name: 'BIKE_ALREADY_CONNECTED', status: 409, message: 'Bike already connected' },
  400004: { name: 'INVALID_PARAMETER_VALUE', status: 400, message: 'Invalid parameter value' },
  400005: { name: 'INVALID_PARAMETER_TYPE', status: 400, message: 'Invalid parameter type' },
  400006: { name: 'COMPONENT_NOT_IN_APP_MODE', status: 409, message: 'Component not in app mode' },
  /**
   * A setting above what the law allows for the bike as sold (a pedelec's assistance ends at 25 km/h,
   * walk assistance at 6 km/h: EN 15194, decision 1124). Refused before anything is written.
   */
  400007: { name: 'ABOVE_LEGAL_LIMIT', status: 422, message: 'Above the legal limit' },
  400100: { name: 'SYSTEM_BRIDGE_IS_BUSY', status: 409, message: 'System Bridge busy' },
  400101: { name: 'OPERATION_INTERRUPTED', status: 409, message: 'Operation interrupted' },
  400103: { name: 'BRIDGE_IN_DETECTION_MODE', status: 409, message: 'Bridge in detection mode' },
  400104: {
    name: 'COMPONENT_LOCKED_AFTER_WRONG_KEYS',
    status: 423,
    message: 'Component refuses access for a while after too many wrong keys',
  },
  401001: { name: 'UNAUTHORIZED', status: 401, message: 'Unauthorized' },
  401002: { name: 'AUTH_TOKEN_EXPIRED', status: 401, message: 'Auth token expired' },
  401003: {
    name: 'SECURITY_INITIALIZATION_CONFLICT',
    status: 401,
    message: 'Security initialisation conflict',
  },
  401004: { name: 'VERIFICATION_EXPIRED', status: 401, message: 'Verification expired' },
  401005: { name: 'SESSION_ID_MISMATCH', status: 401, message: 'Session id mismatch' },
  401006: { name: 'PAYLOAD_MISMATCH', status: 401, message: 'Payload mismatch' },
  /** The bike is held by another live portal session of the same user: take it over after confirming. */
  401007: { name: 'HELD_BY_OWN_SESSION', status: 409, message: 'Bike held by another session of yours' },
  403001: { name: 'FORBIDDEN', status: 403, message: 'Forbidden' },
  600001: { name: 'ABNORMAL_VALUE', status: 422, message: 'Abnormal value' },
  600100: { name: 'BATTERY_CHARGE_TOO_LOW', status: 422, message: 'Battery charge too low' },
  600101: {
    name: 'MAIN_BATTERY_DISCHARGE_SWITCH_FAILED',
    status: 500,
    message: 'Main battery discharge switch failed',
  },
  500999: { name: 'INTERNAL_ERROR', status: 500, message: 'Internal error' },
} as const satisfies Record<number, { name: string; status: number; message: string }>;

export type BridgeErrorCode = keyof typeof BridgeErrorCatalogue;
export type BridgeErrorName = (typeof BridgeErrorCatalogue)[BridgeErrorCode]['name'];

export const BridgeErrorCodes = Object.keys(BridgeErrorCatalogue).map(Number) as BridgeErrorCode[];

export const BridgeErrorCode = Object.fromEntries(
  BridgeErrorCodes.map((code) => [BridgeErrorCatalogue[code].name, code]),
) as { [K in BridgeErrorCode as (typeof BridgeErrorCatalogue)[K]['name']]: K };

export function isBridgeErrorCode(code: unknown): code is BridgeErrorCode {
  return typeof code === 'number' && code in BridgeErrorCatalogue;
}

/** The body every failed bridge call returns. */
export interface BridgeErrorBody {
  code: BridgeErrorCode;
  /** What the portal switches on when the code alone is not enough; `message` is for people. */
  reason: BridgeErrorReason;
  message: string;
  /** What the bridge was doing, for the "{action} Failed" alert. */
  action?: string;
  component?: string;
}

export type BridgeErrorReaction = 'no_permission' | 'disconnect' | 'reconnect' | 'busy' | 'generic';

/** Portal reaction per bridge code (calls-spec.md §8 "Product reaction to bridge errors"). */
export function bridgeErrorReaction(code: number): BridgeErrorReaction {
  switch (code) {
    case BridgeErrorCode.UNAUTHORIZED:
    case BridgeErrorCode.AUTH_TOKEN_EXPIRED:
    case BridgeErrorCode.SECURITY_INITIALIZATION_CONFLICT:
      return 'no_permission';
    case BridgeErrorCode.VERIFICATION_EXPIRED:
    case BridgeErrorCode.SESSION_ID_MISMATCH:
    case BridgeErrorCode.PAYLOAD_MISMATCH:
      return 'disconnect';
    case BridgeErrorCode.BIKE_CONNECTION_REQUIRED:
    case BridgeErrorCode.NO_CONNECTOR_DETECTED:
    case BridgeErrorCode.OPEN_SERIAL_PORT_FAILED:
    case BridgeErrorCode.CONNECTOR_INITIALIZE_FAIL:
    case BridgeErrorCode.CONNECTOR_NO_RESPONSE:
    case BridgeErrorCode.ADAPTER_KIND_UNKNOWN:
    case BridgeErrorCode.ADAPTER_WRONG_FIRMWARE:
    case BridgeErrorCode.NO_BIKE_HEARD:
    case BridgeErrorCode.BUS_ERRORS_ONLY:
    case BridgeErrorCode.ADAPTER_UNPLUGGED:
      return 'reconnect';
    case BridgeErrorCode.SYSTEM_BRIDGE_IS_BUSY:
      return 'busy';
    default:
      return 'generic';
  }
}

/** Hardware (drive-system) codes: shown to the user but filtered out of error reporting. */
export const HardwareErrorCodes = {
  30002: 'no ack',
  30003: 'no HMI',
  30004: 'no battery',
  30013: 'timeout',
  30201: 'read parameter',
  30301: 'write parameter (no retry)',
  30302: 'write parameter (retry)',
  30401: 'firmware update',
  39012: 'data NG',
  39500: 'logic NG',
} as const;

export function isHardwareErrorCode(code: number): boolean {
  return code in HardwareErrorCodes;
}

/** Device SDK message form: "{action} failed, error code: {code}". */
export function deviceSdkMessage(code: number, action = 'SDK API'): string {
  return `${action} failed, error code: ${code}`;
}
