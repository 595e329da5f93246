// The refusal of a firmware update over a measured wireless link (decision 2903): frames lost, the
// prediction over the limit, and a component that answers nothing (not the link's fault).
import { describe, expect, it } from 'vitest';
import { WIRELESS_UPDATE_LIMIT_MS, refuseSlowLink } from './link-rate.ts';
import type { LinkRate } from './link-rate.ts';

const rate = (r: Partial<LinkRate>): LinkRate => ({
  driver: 'tcp',
  frames_per_s: 500,
  frames_lost: 0,
  frames_sent: 20,
  predicted_ms: 60_000,
  ...r,
});
const refusal = (r: LinkRate) => {
  try {
    refuseSlowLink(r, 'Firmware update', 'controller');
    return undefined;
  } catch (e) {
    return e as { code: number; reason: string; message: string };
  }
};

describe('wireless link refusal', () => {
  it('lets a fast, clean link through', () => {
    expect(refusal(rate({ predicted_ms: WIRELESS_UPDATE_LIMIT_MS }))).toBeUndefined();
  });

  it('refuses a link that lost a frame, nothing written, naming the cable', () => {
    expect(refusal(rate({ frames_lost: 1 }))).toMatchObject({
      code: 300021,
      reason: 'not_started',
      message: expect.stringMatching(/Wi-Fi link .* 1 of 20 lost: .*drops frames.*cable/),
    });
  });

  it('refuses an update predicted over the limit, with the prediction', () => {
    const e = refusal(rate({ driver: 'ble', predicted_ms: 83 * 60_000 }));
    expect(e).toMatchObject({ code: 300021, reason: 'not_started' });
    expect(e?.message).toMatch(
      /Bluetooth link .* about 1 h 23 min \(predicted_ms 4980000\), more than the 15 min allowed/,
    );
  });

  it('does not blame the link when the component answered nothing', () => {
    expect(refusal(rate({ frames_lost: 20 }))).toBeUndefined();
  });
});
