// What the bridge knows about each component after reading its identification identifiers.
import {
  Did,
  componentOfNode,
  decodeAscii,
  decodeBootMode,
  decodeModuleId,
  isValidModuleId,
} from '@dealer/contracts';
import type { BootMode, PartType, SupportedComponent, UdsNodeName } from '@dealer/contracts';
import type { UdsClient } from '../protocol/uds-client.ts';

export interface ComponentIdentity {
  node: UdsNodeName;
  partType: PartType;
  component: SupportedComponent | undefined;
  partSpecCode: string;
  barcode: string;
  moduleId: string;
  moduleIdValid: boolean;
  hardwareVersion: string;
  firmwareVersion: string;
  fontVersion: string | undefined;
  iconVersion: string | undefined;
  bootMode: BootMode;
}

export async function readIdentity(client: UdsClient, node: UdsNodeName): Promise<ComponentIdentity> {
  const ascii = async (did: number) => decodeAscii(await client.readDataByIdentifier(did));
  const bootMode = decodeBootMode(await client.readDataByIdentifier(Did.bootMode));
  const moduleId = decodeModuleId(await client.readDataByIdentifier(Did.moduleId));
  const app = bootMode === 'app';
  return {
    node,
    partType: node,
    component: componentOfNode(node),
    partSpecCode: await ascii(Did.partSpecCode),
    barcode: await ascii(Did.serialNumber),
    moduleId,
    moduleIdValid: isValidModuleId(moduleId),
    hardwareVersion: await ascii(Did.hardwareVersion),
    firmwareVersion: await ascii(Did.softwareVersion),
    // Panel frames are only readable while the display application runs.
    fontVersion: node === 'hmi' && app ? await ascii(Did.fontVersion) : undefined,
    iconVersion: node === 'hmi' && app ? await ascii(Did.iconVersion) : undefined,
    bootMode,
  };
}
