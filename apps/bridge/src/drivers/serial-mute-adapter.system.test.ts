// An SLCAN adapter that answers its set-up commands but then stops acknowledging frames (hung
// firmware, a stalled USB link): the driver must answer 300013 within its command timeout instead of
// leaving the operation waiting for ever. The adapter is a real device path (socat's pty) in front of
// a socket that plays the mute adapter.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SerialDriver } from './serial-driver.ts';

let server: Server;
let socat: ChildProcess;
let path: string;

beforeAll(async () => {
  // Every command line ends in CR and is answered with CR; a frame line ('t'/'T' …) gets nothing.
  server = createServer((socket) => {
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        if (!/^[tT]/.test(line)) socket.write('\r');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  path = join(mkdtempSync(join(tmpdir(), 'mute-slcan-')), 'slcan0');
  socat = spawn('socat', [`pty,raw,echo=0,link=${path}`, `tcp:127.0.0.1:${port},nodelay`], {
    stdio: 'ignore',
  });
  const until = Date.now() + 10_000;
  while (!existsSync(path) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  if (!existsSync(path)) throw new Error('socat did not create the pty (is socat installed?)');
});

afterAll(async () => {
  socat?.kill();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('serial driver with an adapter that stops acknowledging frames', () => {
  it('answers 300013 "Connector no response" instead of waiting for ever', async () => {
    const driver = new SerialDriver({ path, frameAckTimeoutMs: 300 });
    const transport = await driver.open();
    await expect(
      transport.send({ id: 0x7e0, data: Uint8Array.from([0x02, 0x10, 0x01]) }),
    ).rejects.toMatchObject({ code: 300013 });
    await driver.close();
  });
});
