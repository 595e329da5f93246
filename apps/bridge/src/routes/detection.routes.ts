// HMI detection modes: the technician presses each button (button mode) or watches the display
// light up (flash mode). While a mode is active every other bike call answers 400103.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ButtonFunctionName, DetectionMode, FlashMode } from '@dealer/contracts';
import { Type } from 'typebox';
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
    async () => conn.driveSystem.startDetection('button'),
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
    async (request) => conn.driveSystem.startDetection('flash', request.body.flash_mode),
  );

  app.delete(
    '/v2/detection_mode/hmi',
    { schema: { tags, summary: 'Leave detection mode', response: replies(DetectionState) } },
    async () => conn.driveSystem.exitDetection(),
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
    async () => conn.driveSystem.buttonPressCounts(),
  );
};
