// A bare tester for the simulator's tests: one component's ISO-TP endpoint on the tester side of the
// bus, with no bridge in between, so a test sees exactly what the component answers.
import { UdsAddress, type UdsNodeName } from '@dealer/contracts';
import { IsoTpEndpoint } from '../isotp/isotp-endpoint.ts';
import type { SimulatedBike } from './simulated-bike.ts';

/** Request → the next response that is not "pending" (NRC 0x78), as bytes. */
export function tester(bike: SimulatedBike, node: UdsNodeName) {
  const a = UdsAddress[node];
  const inbox: Uint8Array[] = [];
  const waiters: ((m: Uint8Array) => void)[] = [];
  const ep = new IsoTpEndpoint(bike.attachTester(`t-${node}`), { rx: a.response, tx: a.request }, {}, (m) => {
    const w = waiters.shift();
    if (w) w(m);
    else inbox.push(m);
  });
  const next = () => new Promise<Uint8Array>((r) => (inbox.length ? r(inbox.shift()!) : waiters.push(r)));
  return async (...bytes: number[]): Promise<number[]> => {
    await ep.send(Uint8Array.from(bytes));
    for (;;) {
      const m = await next();
      if (!(m[0] === 0x7f && m[2] === 0x78)) return [...m];
    }
  };
}
