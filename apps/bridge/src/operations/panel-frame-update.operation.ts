// Panel frame (display font or icon set) update: the same signed-source rule as firmware, then a
// download into the HMI's frame memory while its application keeps running (extended session).
import { MemoryRegion, type FrameKind } from '@dealer/contracts';
import type { BridgeContext } from '../app-context.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import { toBridgeError } from '../lib/protocol-errors.ts';
import { verifiedImage } from '../security/firmware-source.ts';
import type { ImageSource } from '../security/firmware-source.ts';
import { downloadImage } from './image-download.ts';

export async function updatePanelFrame(
  ctx: BridgeContext,
  frameType: FrameKind,
  source: ImageSource,
): Promise<{ frame_type: FrameKind; version: string }> {
  const conn = ctx.connection;
  const action = 'Panel frame update';
  if (!conn.connected) throw new BridgeError(400001, 'Bike connection required', { action });
  let image: Uint8Array;
  let manifest: ImageSource['manifest'];
  try {
    ({ image, manifest } = await verifiedImage(source, ctx, action));
  } catch (e) {
    if (e instanceof BridgeError && e.code === 300105) {
      await conn.closeAll();
      throw new BridgeError(300106, e.message, { action, reason: e.reason });
    }
    throw e;
  }
  if (manifest.kind !== frameType)
    throw new BridgeError(400004, `The image is a ${manifest.kind} image, not a ${frameType} frame`, {
      action,
      reason: 'image_of_other_kind',
    });
  const publish = (stage: 'erasing' | 'transferring' | 'verifying' | 'done', n: number) =>
    ctx.hub.publish({
      operation: 'panel_frame_update',
      component: 'hmi',
      stage,
      progress: Math.floor((n / image.length) * 100),
      transferred_bytes: n,
      total_bytes: image.length,
    });
  return conn.operate({ action, kind: 'frame', node: 'hmi' }, async (net, signal) => {
    const hmi = await conn.refreshIdentity('hmi');
    if (hmi.bootMode !== 'app')
      throw new BridgeError(400006, 'The display is in bootloader mode', {
        action,
        component: 'hmi',
        reason: 'component_in_bootloader',
      });
    if (manifest.part_spec_code !== hmi.partSpecCode)
      throw new BridgeError(
        400004,
        `The frame is for ${manifest.part_spec_code} but the display is ${hmi.partSpecCode}`,
        { action, reason: 'image_for_other_part' },
      );
    try {
      await conn.unlocked(net, 'hmi', () =>
        downloadImage(
          net.client('hmi'),
          frameType === 'font' ? MemoryRegion.fontFrame : MemoryRegion.iconFrame,
          image,
          manifest,
          signal,
          publish,
        ),
      );
    } catch (e) {
      const error = toBridgeError(e, 'frame', { action, component: 'hmi' });
      ctx.hub.publish({
        operation: 'panel_frame_update',
        component: 'hmi',
        stage: 'failed',
        progress: 0,
        error: { code: error.code, message: error.message },
      });
      throw error;
    }
    const after = await conn.refreshIdentity('hmi');
    publish('done', image.length);
    return {
      frame_type: frameType,
      version: (frameType === 'font' ? after.fontVersion : after.iconVersion) ?? '',
    };
  });
}
