import { SimulatedBike, VirtualCanBus } from '@dealer/bike-sim';
import { Did, Nrc, SecurityLevel, UdsAddress, UdsSession, securityKey } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { busPortTransport } from '../drivers/bus-port-transport.ts';
import { IsoTpChannel } from './iso-tp.ts';
import { UdsClient, UdsNegativeResponseError, UdsTimeoutError } from './uds-client.ts';

let bus: VirtualCanBus | undefined;
afterEach(() => bus?.close());

/** A client and a scripted server that answers each request with the given (delay, response) steps. */
function scripted(
  timeScale: number,
  steps: (req: Uint8Array) => [number, number[]][],
  p2Ms = 50,
  p2StarMs = 500,
) {
  bus = new VirtualCanBus({ timeScale });
  const channel = new IsoTpChannel(busPortTransport(bus.attach('tester', 'tester')), {
    txId: 0x601,
    rxId: 0x681,
  });
  const server = new IsoTpChannel(busPortTransport(bus.attach('ecu', 'bike')), { txId: 0x681, rxId: 0x601 });
  const receivedAt: number[] = [];
  void (async () => {
    for (;;) {
      const req = await server.receive(60_000).catch(() => undefined);
      if (!req) return;
      receivedAt.push(performance.now());
      for (const [delay, res] of steps(req)) {
        await new Promise((r) => setTimeout(r, delay));
        // The test may be over (bus closed) before a late answer goes out.
        if (
          !(await server.send(Uint8Array.from(res)).then(
            () => true,
            () => false,
          ))
        )
          return;
      }
    }
  })();
  return { client: new UdsClient(channel, { p2Ms, p2StarMs }), receivedAt, server };
}

describe('UDS client timing', () => {
  it('waits P2* after a response-pending (0x78) and returns the final answer', async () => {
    const { client } = scripted(0, () => [
      [0, [0x7f, 0x31, 0x78]],
      [80, [0x7f, 0x31, 0x78]],
      [80, [0x71, 0x01, 0xff, 0x01, 0x00]],
    ]);
    const status = await client.routineControl(0x01, 0xff01);
    expect([...status]).toEqual([0x00]);
  });

  it('times out after P2 without a response-pending', async () => {
    const { client } = scripted(0, () => [[120, [0x62, 0xf1, 0x90, 0x41]]]);
    await expect(client.readDataByIdentifier(Did.vin)).rejects.toBeInstanceOf(UdsTimeoutError);
  });

  it('starts P2 when the last frame of a long request has left, not when it was queued', async () => {
    // 4095 bytes take ~140 ms on a 500 kbit/s bus; the server answers 5 ms after the last frame.
    // Were P2 (100 ms) counted from queueing, the answer would come too late.
    const { client } = scripted(1, () => [[5, [0x76, 0x01]]], 100);
    const started = performance.now();
    await client.transferData(1, new Uint8Array(4093).fill(0xa5));
    expect(performance.now() - started).toBeGreaterThan(130);
  });

  it('turns a negative response into an error carrying the NRC, and ignores stray answers', async () => {
    const { client } = scripted(0, (req) =>
      req[0] === 0x22
        ? [
            [0, [0x6e, 0x00, 0x00]],
            [0, [0x7f, 0x22, Nrc.requestOutOfRange]],
          ]
        : [],
    );
    const err = await client.readDataByIdentifier(0x1234).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UdsNegativeResponseError);
    expect((err as UdsNegativeResponseError).nrc).toBe(Nrc.requestOutOfRange);
  });
});

describe('UDS client against the simulated bike', () => {
  it('reads identification, unlocks security, writes and reads DTCs', async () => {
    const bike = new SimulatedBike({
      timeScale: 0,
      scenario: 'error_code_danger',
      timing: { eraseMs: 0, verifyMs: 0, resetMs: 0, programmingEntryMs: 0 },
    });
    bus = bike.bus;
    const a = UdsAddress.hmi;
    const client = new UdsClient(
      new IsoTpChannel(busPortTransport(bike.attachTester()), { txId: a.request, rxId: a.response }),
    );
    expect(Buffer.from(await client.readDataByIdentifier(Did.vin)).toString()).toBe(bike.state.vin);
    await expect(client.writeDataByIdentifier(Did.speedUnit, Uint8Array.of(1))).rejects.toMatchObject({
      nrc: Nrc.serviceNotSupportedInActiveSession,
    });
    await client.diagnosticSessionControl(UdsSession.extended);
    await expect(client.writeDataByIdentifier(Did.speedUnit, Uint8Array.of(1))).rejects.toMatchObject({
      nrc: Nrc.securityAccessDenied,
    });
    await expect(
      client.securityAccess(SecurityLevel.extended, () => Uint8Array.of(1, 2, 3, 4)),
    ).rejects.toMatchObject({ nrc: Nrc.invalidKey });
    await client.securityAccess(SecurityLevel.extended, (seed) => securityKey(SecurityLevel.extended, seed));
    await client.writeDataByIdentifier(Did.speedUnit, Uint8Array.of(1));
    expect(bike.state.speedUnit).toBe('mph');
    await client.testerPresent(true);
    await client.testerPresent(false);

    const motor = UdsAddress.motor;
    const mc = new UdsClient(
      new IsoTpChannel(busPortTransport(bike.attachTester('t2')), {
        txId: motor.request,
        rxId: motor.response,
      }),
    );
    expect(await mc.readDtcByStatusMask(0x01)).toEqual([{ code: '0x0101', status: 0x09 }]);
    await mc.clearDiagnosticInformation();
    // Cleared: no longer current, kept in the drive unit's error log.
    expect(await mc.readDtcByStatusMask(0x01)).toEqual([]);
    expect(await mc.readDtcByStatusMask(0xff)).toEqual([{ code: '0x0101', status: 0x08 }]);
    bike.close();
  });
});
