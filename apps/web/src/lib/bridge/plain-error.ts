// Errors in plain words (decision 1761): every bridge and server code a technician can meet maps to
// one situation with a sentence of what happened and what to do next, in the user's language; the
// code itself goes to the small print. The bridge's English `message` never reaches the screen.
import type { BridgeErrorReason } from '@dealer/contracts';
import { isApiError } from '../api/api-error.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';
import { isBridgeError, isBridgeUnreachable } from './bridge-error.ts';

export const PlainSituation = [
  'connector',
  'adapter_unknown',
  'adapter_firmware',
  'no_bike_heard',
  'bus_errors',
  'adapter_unplugged',
  'no_bluetooth',
  'wireless_unreachable',
  'link_too_slow',
  'bike_link',
  'bluetooth',
  'operation',
  'firmware',
  'not_supported',
  'bike_required',
  'value',
  'legal_limit',
  'bootloader',
  'busy',
  'locked',
  'session',
  'held_other',
  'held_mine',
  'battery',
  'internal',
  'no_bridge',
  'input',
  'signin',
  'forbidden',
  'not_found',
  'conflict',
  'server',
] as const;
export type PlainSituation = (typeof PlainSituation)[number];

/** Bridge catalogue code (calls-spec §8) and reason → the situation a technician sees. */
export function bridgeSituation(code: number, reason: BridgeErrorReason = 'none'): PlainSituation {
  if (reason === 'component_in_bootloader' || reason === 'left_in_bootloader') return 'bootloader';
  if (reason === 'value_refused') return 'value';
  if ([300001, 300002, 300003, 300004, 300008, 300013, 400002].includes(code)) return 'connector';
  // Connector health (issue 25): what the bridge found wrong with the adapter or the bus.
  if (code === 300014) return 'adapter_unknown';
  if (code === 300015) return 'adapter_firmware';
  if (code === 300016) return 'no_bike_heard';
  if (code === 300017) return 'bus_errors';
  if (code === 300018) return 'adapter_unplugged';
  if (code === 300019) return 'no_bluetooth';
  if (code === 300020) return 'wireless_unreachable';
  if (code === 300021) return 'link_too_slow';
  if ([300006, 300007, 300009, 300010, 300201].includes(code)) return 'bike_link';
  if ([300011, 300012, 300203].includes(code)) return 'bluetooth';
  // 300107–300109: the image could not be fetched from its image_url (decision 3003).
  if (code >= 300105 && code <= 300109) return 'firmware';
  if (code === 300102) return 'not_supported';
  if (code === 400001) return 'bike_required';
  if (code === 400004 || code === 400005) return 'value';
  if (code === 400007) return 'legal_limit';
  if (code === 400006) return 'bootloader';
  if ([300005, 400100, 400101, 400103].includes(code)) return 'busy';
  // Who holds the bike says how it is freed (decision 2800).
  if (code === 401005) return 'held_other';
  if (code === 401007) return 'held_mine';
  if (code === 400104) return 'locked';
  if (code === 400003 || (code >= 401001 && code <= 403001)) return 'session';
  if (code === 600100) return 'battery';
  if (code === 500999) return 'internal';
  return 'operation';
}

/** Server catalogue code (400000 … 500100) → the situation. */
export function serverSituation(code: number): PlainSituation {
  if (code >= 401000 && code < 402000) return 'signin';
  if (code === 403000) return 'forbidden';
  if (code === 404000) return 'not_found';
  // A withdrawn firmware image (decision 3002) is gone like a missing one; its page says more.
  if (code === 410100) return 'not_found';
  if (code === 409800) return 'conflict';
  if (code >= 400000 && code < 500000) return 'input';
  return 'server';
}

export interface PlainError {
  situation: PlainSituation;
  /** What happened. */
  what: string;
  /** What to do next. */
  next: string;
  /** "Code 300010", for the small print; null when nothing answered. */
  code: string | null;
}

export function plainSituationText(situation: PlainSituation): { what: string; next: string } {
  return {
    what: t(`err.plain.${situation}.what` as MessageKey),
    next: t(`err.plain.${situation}.next` as MessageKey),
  };
}

/** Whatever a bridge or API call threw, in plain words. */
export function plainError(error: unknown): PlainError {
  if (isBridgeError(error)) {
    const situation = bridgeSituation(error.code, error.reason);
    return { situation, ...plainSituationText(situation), code: t('err.code', { code: error.code }) };
  }
  if (isApiError(error)) {
    const situation = serverSituation(error.code);
    return { situation, ...plainSituationText(situation), code: t('err.code', { code: error.code }) };
  }
  const situation = isBridgeUnreachable(error) ? 'no_bridge' : 'internal';
  return { situation, ...plainSituationText(situation), code: null };
}
