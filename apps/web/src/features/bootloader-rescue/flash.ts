// Flashing one image onto a component: ask the backend for the image's signed manifest and link, and
// hand them to the bridge (PUT /v2/firmware/{partType}, or PUT /v2/device/hmi/panel_frame for font and
// icon frames), which fetches the bytes from the API itself (decision 3003) and verifies the signature,
// size and digest before writing; the progress arrives on /v1/progress/firmware_update (frames:
// /v1/progress/panel_frame_update).
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import type { BridgeComponentName, FirmwareUpdateConfig } from '../../lib/bridge/bridge-types.ts';
import { isFrameKind, type FirmwareKind } from '@dealer/contracts';
import { fetchImageLink, type ImageLink } from '../../domain/service-tool/index.ts';

export interface FlashRequest {
  /** The bridge's name of the component ({partType} of its paths). */
  component: BridgeComponentName;
  firmwareId: number;
  kind: FirmwareKind;
  /** Bootloader rescue: allowed while the component is in its bootloader. */
  rescue?: boolean;
}

export interface FlashResult {
  version: string;
  previousVersion: string | null;
  bytes: number;
  durationMs: number;
}

function sourceOf(image: ImageLink): Omit<FirmwareUpdateConfig, 'rescue'> {
  return {
    image_url: image.image_url,
    manifest: image.manifest as FirmwareUpdateConfig['manifest'],
    signature: image.signature,
    key_id: image.key_id,
  };
}

export async function flashComponent(req: FlashRequest, signal?: AbortSignal): Promise<FlashResult> {
  const image = await fetchImageLink(req.firmwareId);
  const opts = signal ? { signal } : {};
  if (isFrameKind(req.kind)) {
    const result = await bridgeRequest('put', '/v2/device/hmi/panel_frame', {
      body: { frame_type: req.kind, ...sourceOf(image) },
      action: 'Panel frame update',
      ...opts,
    });
    return { version: result.version, previousVersion: null, bytes: image.manifest.size, durationMs: 0 };
  }
  const result = await bridgeRequest('put', '/v2/firmware/{partType}', {
    params: { partType: req.component },
    body: { ...sourceOf(image), ...(req.rescue ? { rescue: true } : {}) },
    action: req.rescue ? 'Bootloader rescue' : 'Firmware update',
    ...opts,
  });
  return {
    version: result.version,
    previousVersion: result.previous_version || null,
    bytes: result.bytes,
    durationMs: result.duration_ms,
  };
}
