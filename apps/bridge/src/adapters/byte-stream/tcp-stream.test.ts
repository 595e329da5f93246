// The TCP link on real sockets: bytes both ways, a refused connection as 300020, and the peer going
// away reported once as the end of the stream (a Wi-Fi adapter switched off).
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tcpLink } from './tcp-stream.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

async function listen(onSocket: (s: Socket) => void): Promise<number> {
  const server = createServer(onSocket);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

describe('tcpLink', () => {
  it('carries bytes both ways and closes cleanly', async () => {
    const port = await listen((s) => s.on('data', (d) => s.write(`echo:${d.toString()}`)));
    const stream = await tcpLink({ host: '127.0.0.1', port }).open();
    const heard = new Promise<string>((r) => stream.onData((d) => r(d.toString('latin1'))));
    stream.write('V\r');
    expect(await heard).toBe('echo:V\r');
    let closes = 0;
    stream.onClose(() => closes++);
    await stream.close();
    expect(stream.isOpen).toBe(false);
    expect(closes).toBe(1);
  });

  it('answers 300020 when nothing listens at the address', async () => {
    const port = await listen(() => undefined);
    await new Promise((r) => servers.pop()!.close(r));
    await expect(tcpLink({ host: '127.0.0.1', port }).open()).rejects.toMatchObject({ code: 300020 });
  });

  it('reports the adapter going away as the end of the stream', async () => {
    let peer: Socket | undefined;
    const port = await listen((s) => (peer = s));
    const stream = await tcpLink({ host: '127.0.0.1', port }).open();
    const ended = new Promise<void>((r) => stream.onClose(r));
    peer!.destroy();
    await ended;
    expect(stream.isOpen).toBe(false);
  });
});
