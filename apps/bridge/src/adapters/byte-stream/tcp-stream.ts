// An slcan adapter over TCP: Wi-Fi CAN adapters such as WiCAN serve slcan on a TCP port (3333 by
// default; docs/protocols/adapters.md, "Wireless adapters"). node's `net` is the whole transport.
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { BridgeError } from '../../lib/bridge-error.ts';
import { StreamListeners } from './byte-stream.ts';
import type { ByteStream, SlcanLink } from './byte-stream.ts';

/** How long a connection attempt may take: a Wi-Fi adapter on the local network answers in ms. */
const CONNECT_TIMEOUT_MS = 5000;
/** Keep-alive probes notice an adapter that went out of range while the link is idle. */
const KEEPALIVE_MS = 5000;

export interface TcpAddress {
  host: string;
  port: number;
}

/** "host:port", "[v6]:port"; the port is required (WiCAN's default is 3333, but it can be changed). */
export function parseTcpAddress(text: string): TcpAddress | undefined {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/.exec(text.trim());
  const port = Number(m?.[3]);
  if (!m || port < 1 || port > 65535) return undefined;
  return { host: (m[1] ?? m[2])!, port };
}

function connectSocket({ host, port }: TcpAddress): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, timeout: CONNECT_TIMEOUT_MS });
    const fail = (cause: Error) => {
      socket.destroy();
      reject(new BridgeError(300020, `No wireless adapter answers at ${host}:${port}`, { cause }));
    };
    socket.once('error', fail);
    socket.once('timeout', () => fail(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)));
    socket.once('connect', () => {
      socket.off('error', fail);
      socket.setTimeout(0);
      socket.removeAllListeners('timeout');
      resolve(socket);
    });
  });
}

export function tcpLink(address: TcpAddress): SlcanLink {
  return {
    kind: 'tcp',
    address: address.host.includes(':')
      ? `[${address.host}]:${address.port}`
      : `${address.host}:${address.port}`,
    async open(): Promise<ByteStream> {
      const socket = await connectSocket(address);
      socket.setNoDelay(true); // slcan lines are short: Nagle would hold each for the previous ack
      socket.setKeepAlive(true, KEEPALIVE_MS);
      const listeners = new StreamListeners();
      socket.on('data', (chunk: Buffer) => listeners.emitData(chunk));
      socket.on('close', () => listeners.emitClose());
      socket.on('error', () => socket.destroy()); // 'close' follows: the link is lost
      return {
        get isOpen() {
          return !socket.destroyed && !listeners.hasEnded;
        },
        write: (text) => {
          if (!socket.destroyed) socket.write(text, 'latin1');
        },
        close: () =>
          new Promise<void>((resolve) => {
            if (listeners.hasEnded) return resolve();
            listeners.onClose(resolve);
            socket.end();
            // An adapter that never closes its side would hold the close for ever.
            setTimeout(() => socket.destroy(), 1000).unref();
          }),
        onData: (l) => listeners.onData(l),
        onClose: (l) => listeners.onClose(l),
      };
    },
  };
}
