// Parameter data arrays (the per-component configuration block the backend compares and syncs) and
// flashing (firmware and the display's panel frames, operations/) of our UDS bike.
import { Did, nodeOfComponent } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import { updateFirmware } from '../../operations/firmware-update.service.ts';
import { updatePanelFrame } from '../../operations/panel-frame-update.operation.ts';
import type { DriveSystem } from '../drive-system.ts';
import type { UdsContext } from './uds-context.ts';

type ParametersPart = Pick<DriveSystem, 'readParameters' | 'writeParameters' | 'flash' | 'updatePanelFrame'>;

export function udsParameters(ctx: UdsContext): ParametersPart {
  const conn = ctx.connection;
  return {
    readParameters: async (component) => {
      const node = nodeOfComponent(component);
      const data = await conn.read({ action: 'Read parameters', kind: 'read', node }, (net) =>
        net.client(node).readDataByIdentifier(Did.parameterArray),
      );
      return [...data];
    },

    writeParameters: async (component, { data_array, changes }, progress) => {
      const node = nodeOfComponent(component);
      if (!data_array === !changes) throw new BridgeError(400004, 'Send either data_array or changes');
      const written = await conn.operate({ action: 'Write parameters', kind: 'write', node }, async (net) => {
        const client = net.client(node);
        const current = [...(await client.readDataByIdentifier(Did.parameterArray))];
        const next = data_array ? [...data_array] : [...current];
        for (const c of changes ?? []) {
          if (c.index >= next.length)
            throw new BridgeError(
              400004,
              `Parameter index ${c.index} is beyond the ${next.length}-byte array`,
            );
          next[c.index] = c.value;
        }
        if (next.length !== current.length)
          throw new BridgeError(
            400004,
            `The ${node} holds ${current.length} parameter bytes, got ${next.length}`,
          );
        progress('writing', 10);
        await conn.unlocked(net, node, () =>
          client.writeDataByIdentifier(Did.parameterArray, Uint8Array.from(next)),
        );
        progress('verifying', 80);
        const readBack = [...(await client.readDataByIdentifier(Did.parameterArray))];
        if (readBack.some((b, i) => b !== next[i]))
          throw new BridgeError(300104, 'The component did not keep the written parameters');
        return readBack;
      });
      progress('done', 100);
      return written;
    },

    flash: (component, source) => updateFirmware(ctx, nodeOfComponent(component), source),
    updatePanelFrame: (kind, source) => updatePanelFrame(ctx, kind, source),
  };
}
