// Safe firmware update of one component. Pre-flight checks explain a refusal before anything is
// written (battery charge, app mode, part and hardware match); the image goes into the component's
// inactive slot from its bootloader; it is verified, the component reboots into it and the bridge
// confirms the new version. Whatever interrupts it, the component is left in its bootloader (or on
// its old image) and the same call with rescue=true brings it back.
import {
  BatteryStateCodec,
  Did,
  MIN_BATTERY_PERCENT_FOR_UPDATE,
  MemoryRegion,
  SecurityLevel,
  UdsResetType,
  UdsSession,
  securityKey,
} from '@dealer/contracts';
import type { FirmwareManifest, UdsNodeName } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { ComponentIdentity } from '../services/component-identity.ts';
import type { ProgressHub } from '../services/progress-hub.ts';
import type { UdsNetwork } from '../services/uds-network.ts';
import { downloadImage } from './image-download.ts';
import type { LinkRate } from './link-rate.ts';
import { checkpoint } from './operation-lock.ts';

export interface FirmwareUpdateResult {
  part_type: string;
  previous_version: string;
  version: string;
  bytes: number;
  duration_ms: number;
  /** Over a wireless link: its rate measured before the update and the time predicted from it. */
  link_rate?: LinkRate;
}

export interface FirmwareUpdateInput {
  node: UdsNodeName;
  image: Uint8Array;
  manifest: FirmwareManifest;
  rescue: boolean;
}

export async function preflight(
  net: UdsNetwork,
  input: FirmwareUpdateInput,
  identity: ComponentIdentity,
  batteryInApp: boolean,
): Promise<void> {
  const { node, manifest, rescue } = input;
  if (node !== 'dongle' && batteryInApp) {
    const state = BatteryStateCodec.decode(
      await net.client('battery').readDataByIdentifier(Did.batteryState),
    );
    if (state.chargePercent < MIN_BATTERY_PERCENT_FOR_UPDATE && !state.charging) {
      throw new BridgeError(
        600100,
        `Battery charge ${state.chargePercent}% is below the ${MIN_BATTERY_PERCENT_FOR_UPDATE}% a firmware update needs: charge the battery first`,
        { component: 'battery' },
      );
    }
  }
  if (identity.bootMode === 'bootloader' && !rescue) {
    throw new BridgeError(
      400006,
      `The ${node} is in bootloader mode: run bootloader rescue instead of an update`,
      { component: node, reason: 'component_in_bootloader' },
    );
  }
  if (manifest.part_spec_code !== identity.partSpecCode) {
    throw new BridgeError(
      400004,
      `The image is for ${manifest.part_spec_code} but the ${node} is ${identity.partSpecCode}`,
      { component: node, reason: 'image_for_other_part' },
    );
  }
  if (!manifest.hardware_versions.includes(identity.hardwareVersion)) {
    throw new BridgeError(
      400004,
      `Hardware version ${identity.hardwareVersion} of the ${node} is not supported by this image (supports ${manifest.hardware_versions.join(', ')})`,
      { component: node, reason: 'image_for_other_hardware' },
    );
  }
}

export async function runFirmwareUpdate(
  reidentify: () => Promise<ComponentIdentity>,
  net: UdsNetwork,
  input: FirmwareUpdateInput,
  identity: ComponentIdentity,
  signal: AbortSignal,
  hub: ProgressHub,
  linkRate?: LinkRate,
): Promise<FirmwareUpdateResult> {
  const { node, image, manifest } = input;
  const started = performance.now();
  const publish = (
    stage: 'preflight' | 'erasing' | 'transferring' | 'verifying' | 'rebooting' | 'done',
    transferred: number,
  ) =>
    hub.publish({
      operation: 'firmware_update',
      component: node,
      stage,
      progress: Math.floor((transferred / image.length) * 100),
      transferred_bytes: transferred,
      total_bytes: image.length,
      ...(linkRate ? { predicted_ms: linkRate.predicted_ms } : {}),
    });
  publish('preflight', 0);
  const client = net.client(node);
  checkpoint(signal);
  await client.diagnosticSessionControl(UdsSession.programming);
  await client.securityAccess(SecurityLevel.programming, (seed) =>
    securityKey(SecurityLevel.programming, seed),
  );
  await downloadImage(client, MemoryRegion.application, image, manifest, signal, publish);
  publish('rebooting', image.length);
  await client.ecuReset(UdsResetType.hard);
  const after = await waitForReboot(reidentify);
  if (after.bootMode !== 'app' || after.firmwareVersion !== manifest.version) {
    throw new BridgeError(300105, `The ${node} did not start version ${manifest.version} after the update`, {
      component: node,
      reason: 'update_not_taken',
    });
  }
  publish('done', image.length);
  return {
    part_type: node,
    previous_version: identity.firmwareVersion,
    version: after.firmwareVersion,
    bytes: image.length,
    duration_ms: Math.round(performance.now() - started),
    ...(linkRate ? { link_rate: linkRate } : {}),
  };
}

/** After ECUReset the component is silent while it boots; ask until it answers (10 s at most). */
async function waitForReboot(reidentify: () => Promise<ComponentIdentity>): Promise<ComponentIdentity> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    try {
      return await reidentify();
    } catch (e) {
      if (performance.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
