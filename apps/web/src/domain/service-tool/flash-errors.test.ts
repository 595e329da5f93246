import { describe, expect, it } from 'vitest';
import type { BridgeErrorReason } from '@dealer/contracts';
import { BridgeError, BridgeUnreachableError } from '../../lib/bridge/bridge-error.ts';
import { explainFailure, isTampering } from './flash-errors.ts';

describe('flash errors', () => {
  it('says why the firmware trust refused and what the operator must do, each code its own text', () => {
    const refusal = (code: number) =>
      explainFailure(new BridgeError(409, code, 'any', undefined, undefined, 'invalid_update_source'));
    const withdrawn = refusal(300112);
    expect(withdrawn).toMatchObject({ key: 'st.fw.why.trust.300112', connectionEnded: false });
    expect(isTampering(withdrawn)).toBe(false);
    const mismatch = refusal(300113);
    expect(mismatch).toMatchObject({ key: 'st.fw.why.trust.300113', connectionEnded: true });
    expect(isTampering(mismatch)).toBe(true);
    const keys = new Set(Array.from({ length: 10 }, (_, i) => refusal(300110 + i).key));
    expect(keys.size).toBe(10);
  });

  it('explains each refusal of the bridge', () => {
    expect(explainFailure(new BridgeError(422, 600100, 'Battery charge too low'))).toMatchObject({
      key: 'st.fw.why.battery',
    });
    const refusal = (status: number, code: number, reason: BridgeErrorReason, message = 'any text') =>
      explainFailure(new BridgeError(status, code, message, undefined, undefined, reason));
    expect(refusal(409, 400006, 'component_in_bootloader')).toMatchObject({
      key: 'st.fw.why.notAppMode',
      toRescue: true,
    });
    expect(refusal(400, 400004, 'image_for_other_hardware')).toMatchObject({
      key: 'st.fw.why.otherHardware',
    });
    // The same code for another reason is not the hardware explanation, whatever the message says.
    expect(refusal(400, 400004, 'invalid_request', 'hardware_version missing')).toMatchObject({
      key: 'st.fw.why.plain',
    });
    expect(refusal(500, 300105, 'invalid_update_source')).toMatchObject({
      key: 'st.fw.why.invalidSource',
      connectionEnded: true,
    });
    expect(refusal(500, 300105, 'update_not_taken', 'Invalid update file source')).toMatchObject({
      key: 'st.fw.why.plain',
    });
    expect(refusal(500, 300101, 'left_in_bootloader')).toMatchObject({
      key: 'st.fw.why.cutShort',
      toRescue: true,
      connectionEnded: true,
    });
    expect(refusal(504, 300009, 'none')).toMatchObject({ key: 'st.fw.why.cutShort', toRescue: true });
    // A retry with the cable still out: nothing began, so no bootloader warning (issue 17, point 6).
    for (const [status, code, reason] of [
      [409, 400001, 'none'],
      [504, 300010, 'not_started'],
      [404, 300001, 'none'],
    ] as const) {
      const why = refusal(status, code, reason);
      expect(why, String(code)).toMatchObject({ key: 'st.fw.why.notStarted', connectionEnded: true });
      expect(why.toRescue, String(code)).toBeUndefined();
    }
    // Never the bridge's English message.
    const plain = refusal(500, 300104, 'none', 'CAN transport failed: N_BS_TIMEOUT');
    expect(JSON.stringify(plain.vars)).not.toContain('N_BS_TIMEOUT');
    expect(explainFailure(new BridgeUnreachableError('http://127.0.0.1:3008'))).toMatchObject({
      key: 'st.fw.why.noBridge',
    });
  });
});
