// What the UDS drive system works with: the bridge's connection (its guarded reads and operations on
// our UDS network) and, for flashing and parameter progress, the rest of the bridge context.
import type { BridgeContext } from '../../app-context.ts';

export type UdsContext = BridgeContext;

/** One data identifier of one component: a guarded read, and a write with the component unlocked. */
export function didAccess(ctx: UdsContext, node: 'controller' | 'hmi') {
  const conn = ctx.connection;
  return {
    read: (action: string, did: number) =>
      conn.read({ action, kind: 'read', node }, (net) => net.client(node).readDataByIdentifier(did)),
    write: (action: string, did: number, data: Uint8Array) =>
      conn.operate({ action, kind: 'write', node }, (net) =>
        conn.unlocked(net, node, () => net.client(node).writeDataByIdentifier(did, data)),
      ),
  };
}
