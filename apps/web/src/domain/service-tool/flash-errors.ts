// Why flashing failed, in the technician's words, from the bridge's error reason and then its code: an
// image that does not match its signed manifest (invalid_update_source: nothing written, connection
// ended), an image whose hardware list does not name the board, a component in its bootloader
// (rescue it first), a battery below the threshold that is not charging (600100); an interrupted
// transfer leaves the component in its bootloader (rescue next). Shared by firmware update and
// bootloader rescue. Never decided on, nor showing, the English message; an update that never began
// (no bike, no connector: a retry with the cable still out) says nothing was written.
import { BridgeErrorCode, localeFormat, MIN_BATTERY_PERCENT_FOR_UPDATE } from '@dealer/contracts';
import { isBridgeError, isBridgeUnreachable, type BridgeError } from '../../lib/bridge/bridge-error.ts';
import { bridgeSituation, plainError, plainSituationText } from '../../lib/bridge/plain-error.ts';
import { currentLanguage, localeOf, type MessageKey } from '../../lib/i18n/i18n.ts';

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

/** Trust refusals that look like tampering: the bridge ended the connection, as for a bad signature. */
const TAMPERING = [300113, 300114, 300116, 300117];

/** Whether the portal shows its security warning: the image or the repository was tampered with. */
export const isTampering = (why: Explanation) =>
  why.key === 'st.fw.why.invalidSource' || (why.code !== undefined && TAMPERING.includes(why.code));

export function explainFailure(error: unknown): Explanation {
  if (isBridgeUnreachable(error)) return { key: 'st.fw.why.noBridge', connectionEnded: true };
  if (!isBridgeError(error))
    return { key: 'st.fw.why.plain', vars: { ...plainSituationText('internal'), code: 0 } };
  const code = error.code;
  // The firmware trust refusals (TUF, docs/decisions/3000): why, and what the operator must do.
  if (code >= 300110 && code <= 300119)
    return {
      key: `st.fw.why.trust.${code}` as MessageKey,
      connectionEnded: TAMPERING.includes(code),
      code,
    };
  switch (error.reason) {
    case 'invalid_update_source':
      return { key: 'st.fw.why.invalidSource', connectionEnded: true, code };
    case 'image_for_other_hardware':
      return { key: 'st.fw.why.otherHardware', vars: { code }, code };
    case 'component_in_bootloader':
      return { key: 'st.fw.why.notAppMode', toRescue: true, code };
    case 'left_in_bootloader':
      return interrupted(error);
    case 'not_started':
      return explainByCode(error, false);
    case 'image_for_other_part':
    case 'image_of_other_kind':
    case 'update_not_taken':
    case 'value_refused':
    case 'invalid_request':
    case 'none':
      return explainByCode(error);
  }
}

function explainByCode(error: BridgeError, mayHaveStarted = true): Explanation {
  const code = error.code;
  // No bike or connector to talk to: the update never began, so nothing can be left half-written.
  if (!mayHaveStarted || code === BridgeErrorCode.BIKE_CONNECTION_REQUIRED || connectorAbsent(code)) {
    const lostLink = error.reaction === 'reconnect' || bridgeSituation(code) === 'bike_link';
    if (lostLink || code === BridgeErrorCode.BIKE_CONNECTION_REQUIRED) return notStarted(error);
  }
  switch (code) {
    case BridgeErrorCode.BATTERY_CHARGE_TOO_LOW:
      return {
        key: 'st.fw.why.battery',
        vars: { min: localeFormat(localeOf(currentLanguage())).quantity(MIN_UPDATE_CHARGE_PERCENT, '%') },
        code,
      };
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
      return { key: 'st.fw.why.plain', vars: plainVars(error), code };
    }
  }
}

const connectorAbsent = (code: number) => bridgeSituation(code) === 'connector';

/** The situation in plain words (never the bridge's English message), the code beside it. */
const plainVars = (error: BridgeError) => {
  const plain = plainError(error);
  return { what: plain.what, next: plain.next, code: error.code };
};

const notStarted = (error: BridgeError): Explanation => ({
  key: 'st.fw.why.notStarted',
  vars: { code: error.code },
  connectionEnded: true,
  code: error.code,
});

const interrupted = (error: BridgeError): Explanation => ({
  key: 'st.fw.why.cutShort',
  vars: { code: error.code },
  toRescue: true,
  connectionEnded: true,
  code: error.code,
});
