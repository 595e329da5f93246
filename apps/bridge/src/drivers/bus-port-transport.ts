// The simulator driver's transport: the bridge as a node on the simulator's virtual bus.
import type { BusPort } from '@dealer/bike-sim';
import type { CanTransport } from '../protocol/can-transport.ts';

export function busPortTransport(port: BusPort): CanTransport {
  return {
    send: async (frame) => {
      await port.send(frame);
    },
    onFrame: (listener) => port.onFrame(listener),
  };
}
