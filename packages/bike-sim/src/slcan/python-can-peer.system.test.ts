// An independent peer: Debian's python3-can (slcan interface) opens the simulator's pseudo-terminal
// and sends a single-frame UDS ReadDataByIdentifier written here byte by byte; the answer is checked.
import { spawn } from 'node:child_process';
import { DemoFleet, Did, UdsAddress } from '@dealer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedBike } from '../bike/simulated-bike.ts';
import { exposeOnPty } from './slcan-pty.ts';
import type { PtyDevice } from './slcan-pty.ts';

const SCRIPT = `
import sys, can
channel, req_id, res_id, request = sys.argv[1], int(sys.argv[2], 16), int(sys.argv[3], 16), bytes.fromhex(sys.argv[4])
bus = can.Bus(interface='slcan', channel=channel, bitrate=500000, sleep_after_open=0.2)
try:
    bus.send(can.Message(arbitration_id=req_id, is_extended_id=False, data=request))
    data, total = b'', None
    while True:
        msg = bus.recv(timeout=5)
        if msg is None:
            print('TIMEOUT'); sys.exit(2)
        if msg.arbitration_id != res_id:
            continue
        pci = msg.data[0] >> 4
        if pci == 0:
            data = bytes(msg.data[1:1 + (msg.data[0] & 0x0F)]); break
        if pci == 1:
            total = ((msg.data[0] & 0x0F) << 8) | msg.data[1]
            data = bytes(msg.data[2:8])
            bus.send(can.Message(arbitration_id=req_id, is_extended_id=False, data=bytes([0x30, 0, 0, 0xCC, 0xCC, 0xCC, 0xCC, 0xCC])))
        elif pci == 2 and total is not None:
            data += bytes(msg.data[1:8])
            if len(data) >= total:
                data = data[:total]; break
    print(data.hex())
finally:
    bus.shutdown()
`;

function runPython(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/python3', ['-c', SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`python3 exited ${code}: ${err}`)),
    );
  });
}

let bike: SimulatedBike;
let pty: PtyDevice;
beforeAll(async () => {
  bike = new SimulatedBike({ scenario: 'healthy' });
  pty = await exposeOnPty(bike);
});
afterAll(async () => {
  await pty.close();
  bike.close();
  bike.bus.close();
});

describe('python-can as an independent SLCAN peer', () => {
  it('reads the battery serial number with a single-frame ReadDataByIdentifier request', async () => {
    const { request, response } = UdsAddress.battery;
    // SF: PCI 0x03 (three bytes), service 0x22, DID 0xF18C; padded to 8 bytes.
    const answer = await runPython([
      pty.path,
      request.toString(16),
      response.toString(16),
      '0322f18ccccccccc',
    ]);
    const barcode = DemoFleet.healthy.components.find((c) => c.partType === 'battery')!.barcode;
    // Positive response 0x62, the DID echoed, then the ASCII serial (multi-frame: python sent the FC).
    expect(answer).toBe(
      Buffer.concat([Buffer.from([0x62, 0xf1, 0x8c]), Buffer.from(barcode)]).toString('hex'),
    );
  }, 20_000);

  it('gets a single-frame answer with the hardware version', async () => {
    const { request, response } = UdsAddress.motor;
    const answer = await runPython([
      pty.path,
      request.toString(16),
      response.toString(16),
      `0322${Did.hardwareVersion.toString(16)}cccccccc`,
    ]);
    expect(answer).toBe(Buffer.from([0x62, 0xf1, 0x93, ...Buffer.from('4.0')]).toString('hex'));
  }, 20_000);
});
