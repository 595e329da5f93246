// The display (HMI) of our UDS bike beyond its settings: assist-level usage, activation, and the
// detection modes (the technician presses each button, or watches the segments light up). While a
// mode is active every other bike call answers 400103 (the access guard).
import {
  ActivationCodec,
  AssistLevelUsageCodec,
  ButtonPressCountsCodec,
  Did,
  FlashModeCodec,
  Routine,
  RoutineControlType,
  UdsSession,
} from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import type { DriveSystem } from '../drive-system.ts';
import { didAccess } from './uds-context.ts';
import type { UdsContext } from './uds-context.ts';

const node = 'hmi' as const;

type DisplayPart = Pick<
  DriveSystem,
  'assistLevelUsage' | 'activate' | 'startDetection' | 'exitDetection' | 'buttonPressCounts'
>;

export function udsDisplay(ctx: UdsContext): DisplayPart {
  const conn = ctx.connection;
  const hmi = didAccess(ctx, node);
  return {
    assistLevelUsage: async () =>
      AssistLevelUsageCodec.decode(await hmi.read('Read assist level usage', Did.assistLevelUsage)).map(
        (u) => ({
          assist_level: u.assistLevel,
          seconds: u.seconds,
          distance_km: Math.round(u.distanceM / 100) / 10,
        }),
      ),

    activate: async (date) => {
      const at = date ? Math.round(Date.parse(`${date}T00:00:00Z`) / 1000) : 0;
      if (Number.isNaN(at)) throw new BridgeError(400004, `Invalid date ${date}`);
      await conn.operate({ action: 'Activate bike', kind: 'operation', node }, (net) =>
        conn.unlocked(net, node, () =>
          net
            .client(node)
            .routineControl(
              RoutineControlType.start,
              Routine.activation,
              Uint8Array.of(at >>> 24, (at >>> 16) & 0xff, (at >>> 8) & 0xff, at & 0xff),
            ),
        ),
      );
      const a = ActivationCodec.decode(await hmi.read('Read activation', Did.activation));
      return { activated: a.activated, activated_at: new Date(a.activatedAt * 1000).toISOString() };
    },

    startDetection: async (mode, flashMode) => {
      if (conn.status.snapshot.detection_mode !== 'none')
        throw new BridgeError(400103, `Already in ${conn.status.snapshot.detection_mode} detection mode`);
      const [routine, option] =
        mode === 'button'
          ? [Routine.buttonDetection, new Uint8Array(0)]
          : [Routine.flashDetection, FlashModeCodec.encode(flashMode ?? 'all')];
      await conn.operate({ action: `Start ${mode} detection`, kind: 'operation', node }, async (net) => {
        await net.client(node).diagnosticSessionControl(UdsSession.extended);
        await net.client(node).routineControl(RoutineControlType.start, routine, option);
      });
      conn.status.update({ detection_mode: mode });
      return mode === 'button'
        ? { detection_mode: 'button' as const }
        : { detection_mode: 'flash' as const, flash_mode: flashMode ?? 'all' };
    },

    exitDetection: async () => {
      const mode = conn.status.snapshot.detection_mode;
      if (mode === 'none') return { detection_mode: 'none' as const };
      await conn.operate(
        { action: 'Exit detection mode', kind: 'operation', node, allowInDetection: true },
        async (net) => {
          await net.client(node).diagnosticSessionControl(UdsSession.extended);
          await net
            .client(node)
            .routineControl(
              RoutineControlType.stop,
              mode === 'button' ? Routine.buttonDetection : Routine.flashDetection,
            );
          await net.client(node).diagnosticSessionControl(UdsSession.default);
        },
      );
      conn.status.update({ detection_mode: 'none' });
      return { detection_mode: 'none' as const };
    },

    buttonPressCounts: () =>
      conn.read(
        { action: 'Read button presses', kind: 'read', node, allowInDetection: true },
        async (net) => ({
          detection_mode: conn.status.snapshot.detection_mode,
          press_counts: ButtonPressCountsCodec.decode(
            await net.client(node).readDataByIdentifier(Did.buttonPressCounts),
          ),
        }),
      ),
  };
}
