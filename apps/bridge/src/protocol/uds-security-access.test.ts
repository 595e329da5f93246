// The bridge meets an ECU's SecurityAccess protection as a real tester must (issue 27): it waits out
// a running delay (0x37) once and unlocks, it sends one computed key per seed and never a second
// guess, and an ECU that locked itself (0x36) becomes catalogue code 400104.
import { SimulatedBike } from '@dealer/bike-sim';
import {
  Did,
  Nrc,
  SecurityAccessPolicy,
  SecurityLevel,
  UdsAddress,
  UdsSession,
  securityKey,
} from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { busPortTransport } from '../drivers/bus-port-transport.ts';
import { toBridgeError } from '../lib/protocol-errors.ts';
import { IsoTpChannel } from './iso-tp.ts';
import { UdsClient } from './uds-client.ts';
import type { UdsNegativeResponseError } from './uds-client.ts';

const a = UdsAddress.hmi;
let bike: SimulatedBike | undefined;
afterEach(() => {
  bike?.close();
  bike?.bus.close();
});

/** A simulated bike whose HMI has a short delay timer, and every SecurityAccess request on the bus. */
function bikeWithDelay(securityDelayMs: number) {
  bike = new SimulatedBike({
    timeScale: 0,
    scenario: 'healthy',
    timing: { eraseMs: 0, verifyMs: 0, resetMs: 0, programmingEntryMs: 0, securityDelayMs },
  });
  const seen: number[][] = [];
  bike.attachTester('listener').onFrame((f) => {
    if ((f.id === a.request || f.id === a.response) && f.data[1] === 0x27) seen.push([...f.data]);
    if (f.id === a.response && f.data[1] === 0x7f && f.data[2] === 0x27) seen.push([...f.data]);
  });
  return { bike, seen };
}

function clientOn(b: SimulatedBike, name: string, securityDelayMs: number) {
  const channel = new IsoTpChannel(busPortTransport(b.attachTester(name)), {
    txId: a.request,
    rxId: a.response,
  });
  return new UdsClient(channel, { securityDelayMs });
}

const rightKey = (seed: Uint8Array) => securityKey(SecurityLevel.extended, seed);
const wrongKey = (seed: Uint8Array) => rightKey(seed).map((b) => b ^ 0xff);
const sendKeys = (seen: number[][]) => seen.filter((d) => d[1] === 0x27 && d[2] === 0x02).length;
const nrcs = (seen: number[][]) => seen.filter((d) => d[1] === 0x7f).map((d) => d[3]);

/** Someone else's wrong keys, as many as given, from their own tester. */
async function guess(b: SimulatedBike, times: number): Promise<number[]> {
  const other = clientOn(b, 'other', 0);
  await other.diagnosticSessionControl(UdsSession.extended);
  const answers: number[] = [];
  for (let n = 0; n < times; n++)
    answers.push(
      await other.securityAccess(SecurityLevel.extended, wrongKey).then(
        () => 0,
        (e: unknown) => (e as UdsNegativeResponseError).nrc,
      ),
    );
  return answers;
}

describe('SecurityAccess against an ECU with an attempt counter and a delay timer', () => {
  it('waits out the delay of a locked ECU once and unlocks it with one key', async () => {
    const { bike, seen } = bikeWithDelay(60_000);
    const n = SecurityAccessPolicy.maxFalseAttempts;
    expect(await guess(bike, n)).toEqual([...new Array<number>(n - 1).fill(Nrc.invalidKey), 0x36]);
    const before = sendKeys(seen);
    // The delay ends while the bridge waits: as soon as the bridge has met the 0x37.
    bike.attachTester('delay-end').onFrame((f) => {
      if (f.id === a.response && f.data[1] === 0x7f && f.data[3] === 0x37) bike.timing.securityDelayMs = 0;
    });
    const client = clientOn(bike, 'bridge', 50);
    await client.diagnosticSessionControl(UdsSession.extended);
    await client.securityAccess(SecurityLevel.extended, rightKey);
    await client.writeDataByIdentifier(Did.speedUnit, Uint8Array.of(1));
    expect(bike.state.speedUnit).toBe('mph');
    expect(sendKeys(seen) - before).toBe(1);
    expect(nrcs(seen).slice(n)).toEqual([Nrc.requiredTimeDelayNotExpired]);
  });

  it('spends no attempt of an ECU one wrong key from its lock-out', async () => {
    const { bike, seen } = bikeWithDelay(60_000);
    const n = SecurityAccessPolicy.maxFalseAttempts;
    expect(await guess(bike, n - 1)).toEqual(new Array<number>(n - 1).fill(Nrc.invalidKey));
    const client = clientOn(bike, 'bridge', 10);
    await client.diagnosticSessionControl(UdsSession.extended);
    await client.securityAccess(SecurityLevel.extended, rightKey);
    expect(nrcs(seen)).not.toContain(Nrc.exceededNumberOfAttempts);
    expect(sendKeys(seen)).toBe(n);
  });

  it('sends a wrong key once and reports 0x35, never a second guess', async () => {
    const { bike, seen } = bikeWithDelay(60_000);
    const client = clientOn(bike, 'bridge', 10);
    await client.diagnosticSessionControl(UdsSession.extended);
    await expect(client.securityAccess(SecurityLevel.extended, wrongKey)).rejects.toMatchObject({
      nrc: Nrc.invalidKey,
    });
    expect(sendKeys(seen)).toBe(1);
  });

  it('gives catalogue code 400104 when the ECU locks itself (0x36) or its delay outlasts the wait (0x37)', async () => {
    const { bike, seen } = bikeWithDelay(60_000);
    const n = SecurityAccessPolicy.maxFalseAttempts;
    const client = clientOn(bike, 'bridge', 20);
    await client.diagnosticSessionControl(UdsSession.extended);
    let locked: unknown;
    for (let i = 0; i < n; i++) locked = await client.securityAccess(1, wrongKey).catch((e: unknown) => e);
    expect(locked).toMatchObject({ nrc: Nrc.exceededNumberOfAttempts });
    expect(toBridgeError(locked, 'write', { action: 'Unlock' }).code).toBe(400104);

    const keysBefore = sendKeys(seen);
    const waited = await client.securityAccess(SecurityLevel.extended, rightKey).catch((e: unknown) => e);
    expect(waited).toMatchObject({ nrc: Nrc.requiredTimeDelayNotExpired });
    expect(toBridgeError(waited, 'write', { action: 'Unlock' }).code).toBe(400104);
    // Two requestSeed (before and after the one wait), both refused; no key went out.
    expect(nrcs(seen).slice(-2)).toEqual([0x37, 0x37]);
    expect(sendKeys(seen)).toBe(keysBefore);
  });
});
