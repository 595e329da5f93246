import { describe, expect, it } from 'vitest';
import { BridgeError, BridgeUnreachableError } from '../bridge/bridge-error.ts';
import { explainFailure } from './flash-errors.ts';

describe('flash errors', () => {
  it('explains each refusal of the bridge', () => {
    expect(explainFailure(new BridgeError(422, 600100, 'Battery charge too low'))).toMatchObject({
      key: 'st.fw.why.battery',
    });
    expect(explainFailure(new BridgeError(409, 400006, 'Component not in app mode'))).toMatchObject({
      key: 'st.fw.why.notAppMode',
      toRescue: true,
    });
    expect(
      explainFailure(new BridgeError(400, 400004, 'hardware version 1.0 is not in [1.1]')),
    ).toMatchObject({ key: 'st.fw.why.hardware' });
    expect(explainFailure(new BridgeError(500, 300105, 'Invalid update file source'))).toMatchObject({
      key: 'st.fw.why.invalidSource',
      connectionEnded: true,
    });
    expect(
      explainFailure(
        new BridgeError(
          504,
          300009,
          'Wait response timeout The component is in bootloader mode: run bootloader rescue.',
        ),
      ),
    ).toMatchObject({ key: 'st.fw.why.interrupted', toRescue: true, connectionEnded: true });
    expect(explainFailure(new BridgeUnreachableError('http://127.0.0.1:3008'))).toMatchObject({
      key: 'st.fw.why.noBridge',
    });
  });
});
