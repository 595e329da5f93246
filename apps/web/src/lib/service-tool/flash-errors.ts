// Why flashing failed, in the technician's words, from the bridge's error reason and then its code: an
// image that does not match its signed manifest (invalid_update_source: nothing written, connection
// ended), an image whose hardware list does not name the board, a component in its bootloader
// (rescue it first), a battery below the threshold that is not charging (600100); an interrupted
// transfer leaves the component in its bootloader (rescue next). Shared by firmware update and
// bootloader rescue. Never decided on the English message.
import { BridgeErrorCode, MIN_BATTERY_PERCENT_FOR_UPDATE } from '@dealer/contracts';
import { isBridgeError, isBridgeUnreachable, type BridgeError } from '../bridge/bridge-error.ts';
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
  switch (error.reason) {
    case 'invalid_update_source':
      return { key: 'st.fw.why.invalidSource', connectionEnded: true, code };
    case 'image_for_other_hardware':
      return { key: 'st.fw.why.hardware', vars: { message: error.message }, code };
    case 'component_in_bootloader':
      return { key: 'st.fw.why.notAppMode', toRescue: true, code };
    case 'left_in_bootloader':
      return interrupted(error);
    case 'image_for_other_part':
    case 'image_of_other_kind':
    case 'update_not_taken':
    case 'value_refused':
    case 'invalid_request':
    case 'none':
      return explainByCode(error);
  }
}

function explainByCode(error: BridgeError): Explanation {
  const code = error.code;
  switch (code) {
    case BridgeErrorCode.BATTERY_CHARGE_TOO_LOW:
      return { key: 'st.fw.why.battery', vars: { min: MIN_UPDATE_CHARGE_PERCENT }, code };
    case BridgeErrorCode.COMPONENT_NOT_IN_APP_MODE:
      return { key: 'st.fw.why.notAppMode', toRescue: true, code };
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
      if (lost) return interrupted(error);
      return { key: 'st.fw.why.other', vars: { code, message: error.message }, code };
    }
  }
}

const interrupted = (error: BridgeError): Explanation => ({
  key: 'st.fw.why.interrupted',
  vars: { code: error.code, message: error.message },
  toRescue: true,
  connectionEnded: true,
  code: error.code,
});
