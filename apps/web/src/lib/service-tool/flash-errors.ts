// Why flashing failed, in the technician's words: the bridge refuses a battery below 20 % that is not
// charging (600100), a component in its bootloader (400006: rescue it first), an image whose hardware
// list does not name the board (400004) and an image that does not match its signed manifest (300105
// "Invalid update file source": nothing written, connection ended); an interrupted transfer leaves the
// component in its bootloader (rescue next). Shared by firmware update and bootloader rescue.
import { BridgeErrorCode, MIN_BATTERY_PERCENT_FOR_UPDATE } from '@dealer/contracts';
import { isBridgeError, isBridgeUnreachable } from '../bridge/bridge-error.ts';
import { isInvalidUpdateSource } from '../bridge/bridge-error-reactions.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/** The bridge's own threshold (docs/decisions/, "System bridge": pre-flight refusals). */
export const MIN_UPDATE_CHARGE_PERCENT = MIN_BATTERY_PERCENT_FOR_UPDATE;

export interface Explanation {
  key: MessageKey;
  vars?: Record<string, string | number>;
  /** The update cannot go on and the bike must be reconnected (connection ended or lost). */
  connectionEnded?: boolean;
  /** The component is left in its bootloader: bootloader rescue is next. */
  toRescue?: boolean;
  code?: number;
}

export function explainFailure(error: unknown): Explanation {
  if (isBridgeUnreachable(error)) return { key: 'st.fw.why.noBridge', connectionEnded: true };
  if (!isBridgeError(error))
    return {
      key: 'st.fw.why.other',
      vars: { code: 0, message: error instanceof Error ? error.message : String(error) },
    };
  const code = error.code;
  if (isInvalidUpdateSource(error)) return { key: 'st.fw.why.invalidSource', connectionEnded: true, code };
  switch (code) {
    case BridgeErrorCode.BATTERY_CHARGE_TOO_LOW:
      return { key: 'st.fw.why.battery', vars: { min: MIN_UPDATE_CHARGE_PERCENT }, code };
    case BridgeErrorCode.COMPONENT_NOT_IN_APP_MODE:
      return { key: 'st.fw.why.notAppMode', toRescue: true, code };
    case BridgeErrorCode.INVALID_PARAMETER_VALUE:
      return /hardware/i.test(error.message)
        ? { key: 'st.fw.why.hardware', vars: { message: error.message }, code }
        : { key: 'st.fw.why.other', vars: { code, message: error.message }, code };
    case BridgeErrorCode.SYSTEM_BRIDGE_IS_BUSY:
      return { key: 'st.fw.why.busy', code };
    default: {
      // A transfer cut short (link lost, bike silent) leaves the component in its bootloader or on its
      // old image: reconnect, and the task list says which (in_bootloader → rescue).
      const lost =
        error.reaction === 'reconnect' ||
        code === BridgeErrorCode.WAIT_RESPONSE_TIMEOUT ||
        code === BridgeErrorCode.WAIT_CAN_FRAME_TIMEOUT ||
        code === BridgeErrorCode.SERIAL_PORT_DISCONNECTED;
      const inBootloader = /bootloader/i.test(error.message);
      if (lost || inBootloader)
        return {
          key: 'st.fw.why.interrupted',
          vars: { code, message: error.message },
          toRescue: true,
          connectionEnded: true,
          code,
        };
      return { key: 'st.fw.why.other', vars: { code, message: error.message }, code };
    }
  }
}
