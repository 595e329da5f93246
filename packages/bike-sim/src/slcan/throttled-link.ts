// A Wi-Fi link that is slow or loses frames, between the host and an emulated adapter on a TCP port:
// every byte waits `delayMs` each way (the order kept), and every `dropFramesEvery`-th CAN frame the
// adapter passes to the host is lost, as on a congested or distant network. Tests of the bridge's
// measured link rate and its refusal of a firmware update over such a link use it (decision 2903).
import { Duplex } from 'node:stream';
import type { Socket } from 'node:net';

export interface LinkThrottle {
  /** One-way delay of every byte, ms. */
  delayMs?: number;
  /**
   * Bytes per second each way, as a link with little bandwidth to spare: each chunk waits for those
   * before it to pass (then the delay). Absent: no limit.
   */
  bytesPerS?: number;
  /** Every n-th frame line ("t…", "T…") from the adapter to the host is lost; 0 or absent: none. */
  dropFramesEvery?: number;
}

/**
 * The socket as the adapter sees it through the throttle (the socket itself without one). The
 * throttle is read at each byte, so a test can make a link worse after the bike is connected.
 */
export function throttledLink(socket: Socket, throttle: LinkThrottle | undefined): Duplex {
  if (!throttle) return socket;
  // Each direction's chunks leave in order: a chunk is due no earlier than the one before it.
  const direction = () => {
    let free = 0;
    return (bytes: number, fn: () => void) => {
      const now = performance.now();
      const passed = throttle.bytesPerS ? (bytes / throttle.bytesPerS) * 1000 : 0;
      free = Math.max(now, free) + passed;
      const due = free + (throttle.delayMs ?? 0) - now;
      if (due > 0) setTimeout(fn, due);
      else fn();
    };
  };
  const toHost = direction();
  const toAdapter = direction();
  let frames = 0;
  const link = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      const dropEvery = throttle.dropFramesEvery ?? 0;
      const dropped = dropEvery > 0 && /^[tTrR]/.test(chunk.toString('latin1')) && ++frames % dropEvery === 0;
      if (!dropped) toHost(chunk.length, () => !socket.destroyed && socket.write(chunk));
      done();
    },
    destroy(error, done) {
      socket.destroy();
      done(error);
    },
  });
  socket.on('data', (chunk: Buffer) => toAdapter(chunk.length, () => link.push(chunk)));
  socket.on('close', () => link.destroy());
  return link;
}
