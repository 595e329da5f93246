// Every bridge and server code has a plain situation with its own words in every language (not the
// English copy, not the catalogue message), and the small print carries the code.
import { afterEach, describe, expect, it } from 'vitest';
import { BridgeErrorCatalogue, BridgeErrorCodes, Language, ServerErrorCodes } from '@dealer/contracts';
import { ApiError } from '../api/api-error.ts';
import { setLanguage, t, type MessageKey } from '../i18n/i18n.ts';
import { BridgeError, BridgeUnreachableError } from './bridge-error.ts';
import { bridgeSituation, plainError, PlainSituation, serverSituation } from './plain-error.ts';

afterEach(() => setLanguage('en'));

describe('errors in plain words', () => {
  it('maps the codes a technician meets to the situation they are in', () => {
    expect(bridgeSituation(300010)).toBe('bike_link');
    expect(bridgeSituation(300001)).toBe('connector');
    expect(bridgeSituation(300203)).toBe('bluetooth');
    expect(bridgeSituation(300014)).toBe('adapter_unknown');
    expect(bridgeSituation(300015)).toBe('adapter_firmware');
    expect(bridgeSituation(300016)).toBe('no_bike_heard');
    expect(bridgeSituation(300017)).toBe('bus_errors');
    expect(bridgeSituation(300018)).toBe('adapter_unplugged');
    expect(bridgeSituation(300019)).toBe('no_bluetooth');
    expect(bridgeSituation(300020)).toBe('wireless_unreachable');
    expect(bridgeSituation(300021)).toBe('link_too_slow');
    expect(bridgeSituation(300108)).toBe('firmware');
    expect(bridgeSituation(600100)).toBe('battery');
    // Who holds the bike says how it is freed (decision 2800).
    expect(bridgeSituation(401005)).toBe('held_other');
    expect(bridgeSituation(401007)).toBe('held_mine');
    expect(bridgeSituation(401002)).toBe('session');
    expect(bridgeSituation(400104)).toBe('locked');
    expect(bridgeSituation(400004, 'value_refused')).toBe('value');
    expect(bridgeSituation(400007)).toBe('legal_limit');
    expect(bridgeSituation(300101, 'left_in_bootloader')).toBe('bootloader');
    expect(serverSituation(401701)).toBe('signin');
    expect(serverSituation(400700)).toBe('input');
    expect(serverSituation(410100)).toBe('not_found');
    expect(serverSituation(500000)).toBe('server');
  });

  it('never shows the bridge English message; the code goes to the small print', () => {
    const plain = plainError(
      new BridgeError(504, 300010, 'CAN transport failed: N_BS_TIMEOUT', 'Connect bike'),
    );
    expect(`${plain.what} ${plain.next}`).not.toMatch(/N_BS|CAN transport|failed/i);
    expect(plain.code).toBe('Code 300010');
    expect(plainError(new ApiError(500, 400700, 'x')).situation).toBe('input');
    expect(plainError(new BridgeUnreachableError('http://127.0.0.1:3008'))).toMatchObject({
      situation: 'no_bridge',
      code: null,
    });
  });

  for (const language of Language.filter((l) => l !== 'en'))
    it(`${language}: every situation in its own words`, async () => {
      const english = Object.fromEntries(
        PlainSituation.map((s) => [s, t(`err.plain.${s}.what` as MessageKey)]),
      );
      await setLanguage(language, { persist: false });
      for (const code of BridgeErrorCodes) {
        const what = t(`err.plain.${bridgeSituation(code)}.what` as MessageKey);
        expect(what, `${language} ${code}`).not.toBe(english[bridgeSituation(code)]);
        expect(what).not.toContain(BridgeErrorCatalogue[code].message);
      }
      for (const code of ServerErrorCodes)
        expect(t(`err.plain.${serverSituation(code)}.next` as MessageKey)).not.toBe('');
    });
});
