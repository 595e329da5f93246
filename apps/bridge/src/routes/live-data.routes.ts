// Live data of the drive system (decision 1702): a server-sent event stream of the controller's live
// values while a portal screen listens (v1, as every stream: a browser's EventSource cannot carry the
// credential), and one read of them as a v2 call.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveSignal, LiveSignalSpec } from '@dealer/contracts';
import { Type } from 'typebox';
import { EventStreams } from '../lib/sse.ts';
import { LiveDataFeed } from '../services/live-data-feed.ts';
import { replies } from './common.schemas.ts';

// A signal the drive system does not report is left out (decision 1123); our UDS controller sends all.
const LiveValues = Type.Partial(
  Type.Object(
    Object.fromEntries(
      LiveSignal.map((name) => [
        name,
        Type.Number({ description: `in ${LiveSignalSpec[name].unit}; absent when not reported` }),
      ]),
    ) as Record<(typeof LiveSignal)[number], ReturnType<typeof Type.Number>>,
  ),
);

export const liveDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feed = new LiveDataFeed(app.bridge.connection);
  const streams = new EventStreams();
  app.addHook('onClose', async () => {
    feed.stop();
    streams.closeAll();
  });

  app.get(
    '/v1/live/drive',
    {
      schema: {
        tags: ['events'],
        summary: 'Live drive data, about four samples a second (server-sent events)',
        response: {
          200: {
            description: `data: {at, values: {${LiveSignal.join(', ')}, each absent when not reported} | null, error?: {code, message}}`,
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    (request, reply) => streams.stream(request, reply, (send) => feed.subscribe(send)),
  );

  app.get(
    '/v2/live/drive',
    {
      schema: {
        tags: ['device'],
        summary:
          'One sample of the live drive data (speed, cadence, torque, currents, voltage, temperatures)',
        response: replies(LiveValues),
      },
    },
    async () => feed.read(),
  );
};
