// A Wi-Fi link that is slow or loses frames, between the host and an emulated adapter on a TCP port:
// every byte waits `delayMs` each way (the order kept), and every `dropFramesEvery`-th CAN frame the
// adapter passes to the host is lost, as on a congested or distant network. Tests of the bridge's
// measured link rate and its refusal of a firmware update over such a link use it (decision 2903).
import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';

export interface LinkThrottle {
  /** One-way delay of every byte, ms. */
  delayMs?: number;
  /** Every n-th frame line ("t…", "T…") from the adapter to the host is lost; 0 or absent: none. */
  dropFramesEvery?: number;
}

/**
 * The socket as the adapter sees it through the throttle (the socket itself without one). The
 * throttle is read at each byte, so a test can make a link worse after the bike is connected.
 */
export function throttledLink(socket: Socket, throttle: LinkThrottle | undefined): Duplex {
  if (!throttle) return socket;
  // Timers of one duration fire in the order they were set: the stream keeps its order while the
  // delay stays the same.
  const later = (fn: () => void) => {
    if ((throttle.delayMs ?? 0) > 0) setTimeout(fn, throttle.delayMs);
    else fn();
  };
  let frames = 0;
  const link = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      const dropEvery = throttle.dropFramesEvery ?? 0;
      const dropped = dropEvery > 0 && /^[tTrR]/.test(chunk.toString('latin1')) && ++frames % dropEvery === 0;
      if (!dropped) later(() => !socket.destroyed && socket.write(chunk));
      done();
    },
    destroy(error, done) {
      socket.destroy();
      done(error);
    },
  });
  socket.on('data', (chunk: Buffer) => later(() => link.push(chunk)));
  socket.on('close', () => link.destroy());
  return link;
}
