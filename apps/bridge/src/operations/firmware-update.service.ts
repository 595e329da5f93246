// Firmware update and bootloader rescue as the routes run them: verify the signed source first (an
// invalid source ends the operation and the connection, nothing written), then pre-flight, transfer,
// verify and reboot under the operation lock, with progress on /v1/progress/firmware_update.
import type { UdsNodeName } from '@dealer/contracts';
import type { BridgeContext } from '../app-context.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import { connectorGoneError, isLinkFailure, toBridgeError } from '../lib/protocol-errors.ts';
import { verifiedImage } from '../security/firmware-source.ts';
import type { ImageSource, VerifiedImage } from '../security/firmware-source.ts';
import { componentKey } from '../security/security-versions.ts';
import { preflight, runFirmwareUpdate } from './firmware-update.operation.ts';
import { isWirelessLink, measureLinkRate, refuseSlowLink } from './link-rate.ts';
import type { LinkRate } from './link-rate.ts';
import type { FirmwareUpdateResult } from './firmware-update.operation.ts';

/** Refusals of the image's trust (legacy signature, TUF): published as a failed update. */
const TRUST_REFUSALS: number[] = [
  300105, 300110, 300111, 300112, 300113, 300114, 300115, 300116, 300117, 300118, 300119,
];
/** Those that point at a tampered image or repository rather than at stale or withdrawn releases. */
const TAMPERING: number[] = [300105, 300113, 300114, 300116, 300117];

const identityOf = (conn: BridgeContext['connection'], node: UdsNodeName) => conn.identity(node);

export async function updateFirmware(
  ctx: BridgeContext,
  node: UdsNodeName,
  source: ImageSource & { rescue?: boolean },
): Promise<FirmwareUpdateResult> {
  const conn = ctx.connection;
  const action = source.rescue ? 'Bootloader rescue' : 'Firmware update';
  const guard = { action, kind: 'firmware' as const, node };
  // Fail fast on the connection state before downloading or checking anything.
  if (node === 'dongle') conn.connectorNetwork();
  else if (!conn.connected) throw new BridgeError(400001, 'Bike connection required', { action });
  else if (!conn.identity(node))
    throw new BridgeError(300202, `This bike has no ${node}`, { action, component: node });

  let verified: VerifiedImage;
  try {
    verified = await verifiedImage(source, ctx, action);
    // Anti-rollback: never below what this bridge already flashed into the component.
    const component = identityOf(conn, node);
    if (verified.target && component)
      ctx.trust.securityVersions.check(
        componentKey(component),
        verified.target.custom.security_version,
        action,
      );
  } catch (e) {
    if (e instanceof BridgeError && TRUST_REFUSALS.includes(e.code)) {
      ctx.hub.publish({
        operation: 'firmware_update',
        component: node,
        stage: 'failed',
        progress: 0,
        error: { code: e.code, message: e.message },
      });
      // The portal's security warning for what looks like tampering: operation and connection end.
      if (TAMPERING.includes(e.code)) await conn.closeAll();
    }
    throw e;
  }
  const { image, manifest, target } = verified;

  // A display frame or another device's image class is never flashed as a component's firmware.
  const kinds = node === 'dongle' ? ['connector', 'application'] : ['application', 'rescue'];
  if (!kinds.includes(manifest.kind))
    throw new BridgeError(400004, `A ${manifest.kind} image cannot be flashed to the ${node}`, {
      action,
      component: node,
      reason: 'image_of_other_kind',
    });
  const input = { node, image, manifest, rescue: source.rescue === true };
  const run = node === 'dongle' ? conn.operateOnConnector.bind(conn) : conn.operate.bind(conn);
  return run(guard, async (net, signal) => {
    const reidentify = () => conn.refreshIdentity(node);
    let identity: Awaited<ReturnType<typeof reidentify>>;
    let linkRate: LinkRate | undefined;
    try {
      // Over Wi-Fi or Bluetooth the link is measured first, so a link losing frames is named as such
      // rather than as a component not answering; refused (300021) before anything is written.
      if (isWirelessLink(conn.driver.kind)) {
        linkRate = await measureLinkRate(net.client(node), conn.driver, image.length);
        refuseSlowLink(linkRate, action, node);
      }
      identity = await reidentify();
      await preflight(net, input, identity, conn.identity('battery')?.bootMode === 'app');
    } catch (e) {
      // Nothing was written yet: say so, so the portal does not warn of a component left in its
      // bootloader when the bike was simply not answering (a retry with the cable still out).
      const error = toBridgeError(e, 'firmware', { action, component: node });
      if (error.reason !== 'none') throw error;
      throw new BridgeError(error.code, error.message, {
        action: error.action ?? action,
        component: error.component ?? node,
        cause: e,
        reason: 'not_started',
      });
    }
    try {
      const result = await runFirmwareUpdate(reidentify, net, input, identity, signal, ctx.hub, linkRate);
      if (target) ctx.trust.securityVersions.record(componentKey(identity), target.custom.security_version);
      return result;
    } catch (e) {
      const gone = isLinkFailure(e) && !(await conn.connectorAttached());
      const context = { action, component: node };
      const error = gone ? connectorGoneError(e, context) : toBridgeError(e, 'firmware', context);
      // Where did it leave the component? Tell the portal (it drives the rescue task from this).
      const after = await reidentify().catch(() => undefined);
      const leftInBootloader = after?.bootMode === 'bootloader';
      const where = after
        ? leftInBootloader
          ? ' The component is in bootloader mode: run bootloader rescue.'
          : ` The component runs version ${after.firmwareVersion}.`
        : '';
      ctx.hub.publish({
        operation: 'firmware_update',
        component: node,
        stage: 'failed',
        progress: 0,
        error: { code: error.code, message: error.message + where },
      });
      throw new BridgeError(error.code, error.message + where, {
        action,
        component: node,
        cause: e,
        reason: leftInBootloader ? 'left_in_bootloader' : error.reason,
      });
    }
  });
}
