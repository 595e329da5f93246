// The armable cable-pull fault for firmware-update robustness tests: once a component is being
// programmed, the ISO-TP payload bytes the tester sends to it are counted, and the link is cut when
// the count passes the armed limit — that frame and everything after it never reach the bike.
import type { BusPort, TimedFrame, VirtualCanBus } from '../can/virtual-bus.ts';
import { UdsSession } from '@dealer/contracts';
import type { ComponentNode } from './component-node.ts';

export interface CablePullFault {
  cablePullAfterBytes: number;
  /** Bytes counted so far towards the cut. */
  counted: number;
  fired: boolean;
}

/** ISO-TP payload bytes a frame carries (PCI excluded), for the cable-pull byte count. */
function payloadBytes(f: TimedFrame): number {
  const pci = (f.data[0] ?? 0) >> 4;
  if (pci === 0) return f.data[0]! & 0x0f;
  if (pci === 1) return 6;
  if (pci === 2) return 7;
  return 0;
}

/** Counts one transmitted frame towards an armed fault and cuts the link when it fires. */
export function countTowardsCablePull(
  fault: CablePullFault | undefined,
  f: TimedFrame,
  from: BusPort,
  bus: VirtualCanBus,
  nodes: readonly ComponentNode[],
): void {
  if (!fault || fault.fired || from.segment !== 'tester' || !bus.linkUp) return;
  const target = nodes.find((n) => n.requestId === f.id && n.port.segment === 'bike');
  if (!target) return;
  const ctx = target.server.ctx;
  // Count from the moment the component is being programmed until it resets into the new image.
  if (ctx.session !== UdsSession.programming && !ctx.download) return;
  fault.counted += payloadBytes(f);
  if (fault.counted > fault.cablePullAfterBytes) {
    fault.fired = true;
    bus.cutLink(); // this frame and everything after it never reach the bike
  }
}
