// What an slcan adapter sends to the host. Its firmware packs its answers into USB CDC packets (64
// bytes at full speed), several answers to a packet; the emulators likewise send what one turn of
// the event loop wrote as one write, not a socket write (and a pty read on the host) per answer.
import type { Duplex } from 'node:stream';

export function writeToHost(stream: Duplex, text: string): void {
  if (stream.destroyed) return;
  if (stream.writableCorked === 0) {
    stream.cork();
    setImmediate(() => stream.uncork());
  }
  stream.write(text, 'latin1');
}
