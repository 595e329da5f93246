import { describe, expect, it } from 'vitest';
import { checkIdentity, frameNumbersAgree } from './identity.ts';

describe('bike identity', () => {
  it('matches on the VIN read, or on the module ids when no VIN is read', () => {
    expect(checkIdentity('KES9TRL02P0240002', 'KES9TRL02P0240002', 'KES9TRL02P0240002')).toEqual({
      kind: 'match',
    });
    expect(checkIdentity('KES9TRL03P0240003', '', 'KES9TRL03P0240003')).toEqual({ kind: 'match' });
  });

  it('points at the other bike the module ids belong to', () => {
    expect(checkIdentity('KES9TRL02P0240002', 'KES9TRL01P0240001', 'KES9TRL01P0240001')).toEqual({
      kind: 'other',
      vin: 'KES9TRL01P0240001',
    });
  });

  it('keeps the named bike when its components are on the stand but the VIN read differs', () => {
    expect(checkIdentity('KES9TRL02P0240002', 'XXX', 'KES9TRL02P0240002')).toEqual({ kind: 'match' });
  });

  it('is unknown when neither VIN nor module ids name a bike of the shop', () => {
    expect(checkIdentity('KES9TRL02P0240002', 'WVW000', null)).toEqual({
      kind: 'unknown',
      readVin: 'WVW000',
    });
  });

  it('asks for the frame number when the drive system stores no VIN (Bafang CAN)', () => {
    const bafang = { vinOnBus: false, frameConfirmed: false };
    expect(checkIdentity('BFGM510T1P0240101', '', 'BFGM510T1P0240101', bafang)).toEqual({ kind: 'frame' });
    expect(checkIdentity('BFGM510T1P0240101', '', null, bafang)).toEqual({ kind: 'frame' });
    expect(checkIdentity('BFGM510T1P0240101', '', 'KES9TRL01P0240001', bafang)).toEqual({
      kind: 'other',
      vin: 'KES9TRL01P0240001',
    });
    expect(checkIdentity('BFGM510T1P0240101', '', null, { vinOnBus: false, frameConfirmed: true })).toEqual({
      kind: 'match',
    });
  });

  it('does not ask a known Bafang bike for its frame again while its serials name it (decision 2844)', () => {
    const settled = { vinOnBus: false, frameConfirmed: false, settledBefore: true };
    expect(checkIdentity('BFGM510T1P0240101', '', 'BFGM510T1P0240101', settled)).toEqual({ kind: 'match' });
    // Serials of no bike, or of another one: the frame decides again.
    expect(checkIdentity('BFGM510T1P0240101', '', null, settled)).toEqual({ kind: 'frame' });
    expect(checkIdentity('BFGM510T1P0240101', '', 'KES9TRL01P0240001', settled)).toEqual({
      kind: 'other',
      vin: 'KES9TRL01P0240001',
    });
  });

  it('keeps the named bike once its frame number is confirmed, whatever the bus says', () => {
    expect(
      checkIdentity('KES9TRL02P0240002', '', 'KES9TRL01P0240001', { vinOnBus: true, frameConfirmed: true }),
    ).toEqual({ kind: 'match' });
  });

  it('frame number and its reconfirmation must agree', () => {
    expect(frameNumbersAgree('WKT 00240002', 'wkt00240002')).toBe(true);
    expect(frameNumbersAgree('WKT00240002', 'WKT00240003')).toBe(false);
    expect(frameNumbersAgree('', '')).toBe(false);
  });
});
