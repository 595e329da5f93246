// HMI detection modes: the technician presses each button (button mode) or watches the display
// light up (flash mode). While a mode is active every other bike call answers 400103.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ButtonFunctionName,
  ButtonPressCountsCodec,
  DetectionMode,
  Did,
  FlashMode,
  FlashModeCodec,
  Routine,
  RoutineControlType,
  UdsSession,
} from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import type { UdsNetwork } from '../services/uds-network.ts';
import { StringEnum, replies } from './common.schemas.ts';

const DetectionState = Type.Object({
  detection_mode: StringEnum(DetectionMode),
  flash_mode: Type.Optional(StringEnum(FlashMode)),
});
const PressCounts = Type.Object({
  detection_mode: StringEnum(DetectionMode),
  press_counts: Type.Object(Object.fromEntries(ButtonFunctionName.map((n) => [n, Type.Integer()]))),
});

export const detectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['detection mode'];
  const node = 'hmi' as const;

  const start = async (mode: 'button' | 'flash', routine: number, option: Uint8Array) => {
    if (conn.status.snapshot.detection_mode !== 'none')
      throw new BridgeError(400103, `Already in ${conn.status.snapshot.detection_mode} detection mode`);
    await conn.operate(
      { action: `Start ${mode} detection`, kind: 'operation', node },
      async (net: UdsNetwork) => {
        await net.client(node).diagnosticSessionControl(UdsSession.extended);
        await net.client(node).routineControl(RoutineControlType.start, routine, option);
      },
    );
    conn.status.update({ detection_mode: mode });
  };

  app.post(
    '/v2/detection_mode/hmi/button',
    {
      schema: {
        tags,
        summary: 'Enter button detection (press counts start at zero)',
        body: Type.Optional(Type.Object({})),
        response: replies(DetectionState),
      },
    },
    async () => {
      await start('button', Routine.buttonDetection, new Uint8Array(0));
      return { detection_mode: 'button' as const };
    },
  );

  app.post(
    '/v2/detection_mode/hmi/flash',
    {
      schema: {
        tags,
        summary: 'Enter flash detection: all segments at once, or in sequence',
        body: Type.Object({ flash_mode: StringEnum(FlashMode) }),
        response: replies(DetectionState),
      },
    },
    async (request) => {
      await start('flash', Routine.flashDetection, FlashModeCodec.encode(request.body.flash_mode));
      return { detection_mode: 'flash' as const, flash_mode: request.body.flash_mode };
    },
  );

  app.delete(
    '/v2/detection_mode/hmi',
    { schema: { tags, summary: 'Leave detection mode', response: replies(DetectionState) } },
    async () => {
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
  );

  app.get(
    '/v2/detection_mode/hmi/button/press_counts',
    {
      schema: {
        tags,
        summary: 'How often each button function was pressed in button detection',
        response: replies(PressCounts),
      },
    },
    async () =>
      conn.read(
        { action: 'Read button presses', kind: 'read', node, allowInDetection: true },
        async (net) => ({
          detection_mode: conn.status.snapshot.detection_mode,
          press_counts: ButtonPressCountsCodec.decode(
            await net.client(node).readDataByIdentifier(Did.buttonPressCounts),
          ),
        }),
      ),
  );
};
