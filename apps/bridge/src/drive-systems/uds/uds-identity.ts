// Identification on our UDS network: every component's identification read again, module ids, the
// connector's own node, the MID rescue write, the display's frame versions, and the controller restart.
import { Did, UdsResetType, encodeModuleId, isValidModuleId, nodeOfComponent } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import type { ComponentIdentity } from '../../services/component-identity.ts';
import type { DriveSystem } from '../drive-system.ts';
import type { ComponentInfo } from '../drive-system-shapes.ts';
import type { UdsContext } from './uds-context.ts';

function componentInfo(c: ComponentIdentity): ComponentInfo {
  return {
    part_type: c.partType,
    component: c.component ?? null,
    part_spec_code: c.partSpecCode,
    barcode: c.barcode,
    module_id: c.moduleId,
    module_id_valid: c.moduleIdValid,
    hardware_version: c.hardwareVersion,
    firmware_version: c.firmwareVersion,
    font_version: c.fontVersion ?? null,
    icon_version: c.iconVersion ?? null,
    in_bootloader: c.bootMode === 'bootloader',
  };
}

type IdentityPart = Pick<
  DriveSystem,
  | 'identify'
  | 'moduleIds'
  | 'protocolType'
  | 'connectorNode'
  | 'writeModuleId'
  | 'panelFrameVersions'
  | 'rebootController'
>;

export function udsIdentity({ connection: conn }: UdsContext): IdentityPart {
  return {
    identify: () =>
      conn.read({ action: 'Read bike information', kind: 'read' }, async () => {
        for (const c of conn.components) await conn.refreshIdentity(c.node);
        return {
          vin: conn.vin,
          protocol_type: conn.protocolType ?? null,
          bus_bitrate: conn.detection?.bitrate ?? null,
          components: conn.components.map(componentInfo),
        };
      }),

    moduleIds: () =>
      conn.read({ action: 'Read module id', kind: 'read' }, async () => {
        const ids = [];
        for (const c of conn.components) {
          const id = await conn.refreshIdentity(c.node);
          ids.push({ part_type: id.partType, module_id: id.moduleId, valid: id.moduleIdValid });
        }
        return ids;
      }),

    protocolType: () =>
      conn.read({ action: 'Read protocol type', kind: 'read' }, async () => conn.protocolType ?? null),

    connectorNode: () =>
      conn.readConnector({ action: 'Read connector information', kind: 'read', node: 'dongle' }, async () => {
        const id = await conn.refreshIdentity('dongle');
        return {
          serial_number: id.barcode,
          part_spec_code: id.partSpecCode,
          module_id: id.moduleId,
          hardware_version: id.hardwareVersion,
          firmware_version: id.firmwareVersion,
          in_bootloader: id.bootMode === 'bootloader',
        };
      }),

    writeModuleId: async (component, moduleId) => {
      const node = nodeOfComponent(component);
      const mid = moduleId.toUpperCase();
      const action = 'Write module id';
      if (!isValidModuleId(mid))
        throw new BridgeError(400004, 'module_id fails its checksum', { action, component });
      await conn.operate({ action, kind: 'write', node }, (net) =>
        conn.unlocked(net, node, () =>
          net.client(node).writeDataByIdentifier(Did.moduleId, encodeModuleId(mid)),
        ),
      );
      const id = await conn.refreshIdentity(node);
      if (id.moduleId !== mid)
        throw new BridgeError(300104, 'The component did not keep the module id', { action, component });
      return { module_id: id.moduleId, valid: id.moduleIdValid };
    },

    panelFrameVersions: () =>
      conn.read({ action: 'Read panel frame', kind: 'read', node: 'hmi' }, async () => {
        const id = await conn.refreshIdentity('hmi');
        return { font_version: id.fontVersion ?? null, icon_version: id.iconVersion ?? null };
      }),

    rebootController: () =>
      conn.operate({ action: 'Reboot controller', kind: 'operation', node: 'controller' }, async (net) => {
        await net.client('controller').ecuReset(UdsResetType.hard);
        const deadline = performance.now() + 10_000;
        for (;;) {
          try {
            const id = await conn.refreshIdentity('controller');
            return { rebooted: true, in_bootloader: id.bootMode === 'bootloader' };
          } catch (e) {
            if (performance.now() > deadline) throw e;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }),
  };
}
