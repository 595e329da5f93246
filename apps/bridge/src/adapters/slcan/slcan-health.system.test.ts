// Connector health on open, through a real device path (socat's pty in front of a socket playing the
// device): a serial device that answers nothing is an unknown adapter kind (300014); one that answers
// in other words (an ELM327's "?" to every unknown command) has the wrong firmware (300015).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SerialDriver } from '../../drivers/serial-driver.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A pty whose device answers each CR-terminated line with `answer(line)`. */
async function deviceOnPty(answer: (line: string) => string): Promise<string> {
  const server: Server = createServer((socket) => {
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r')) >= 0) {
        const reply = answer(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (reply) socket.write(reply, 'latin1');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const path = join(mkdtempSync(join(tmpdir(), 'health-slcan-')), 'tty0');
  const socat: ChildProcess = spawn(
    'socat',
    [`pty,raw,echo=0,link=${path}`, `tcp:127.0.0.1:${port},nodelay`],
    {
      stdio: 'ignore',
    },
  );
  closers.push(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
    () => void socat.kill(),
  );
  const until = Date.now() + 10_000;
  while (!existsSync(path) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  if (!existsSync(path)) throw new Error('socat did not create the pty (is socat installed?)');
  return path;
}

describe('slcan connector health on open', () => {
  it('a device that answers nothing is an unknown adapter kind (300014)', async () => {
    const driver = new SerialDriver({ path: await deviceOnPty(() => '') });
    await expect(driver.open()).rejects.toMatchObject({ code: 300014 });
    expect(driver.isOpen).toBe(false);
  });

  it('a device that answers in other words has the wrong firmware (300015)', async () => {
    const driver = new SerialDriver({ path: await deviceOnPty(() => '?\r\r>') });
    await expect(driver.open()).rejects.toMatchObject({ code: 300015 });
    expect(driver.isOpen).toBe(false);
  });
});
