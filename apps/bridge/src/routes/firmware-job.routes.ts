// The firmware job (decision 2801): the portal hands over every chosen signed image at once and the
// bridge runs them to the end whatever the browser does; any browser re-attaches to its state (GET
// /v1/firmware_job) and its changes (/v1/firmware_job/events). Reading the state needs no credential,
// like the progress streams it replaces for an update: a reloaded page asks before it has read anything.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BridgeErrorReasons,
  FrameKind,
  ProgressKind,
  ProgressStage,
  SupportedComponent,
} from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { EventStreams } from '../lib/sse.ts';
import { FirmwareJobs } from '../operations/firmware-job.ts';
import { StringEnum, imageSourceFields, replies } from './common.schemas.ts';

const JobKind = StringEnum(
  ['firmware', ...FrameKind] as const,
  'firmware, or an HMI panel frame (font, icon)',
);

const JobRequest = Type.Object({
  items: Type.Array(
    Type.Object({
      key: Type.String({ minLength: 1, maxLength: 200, description: "The portal's name of the item" }),
      part_type: StringEnum(SupportedComponent),
      kind: JobKind,
      meta: Type.Optional(
        Type.String({ maxLength: 4000, description: "The portal's notes on the item, returned unread" }),
      ),
      ...imageSourceFields,
    }),
    { minItems: 1, maxItems: 16 },
  ),
});

const JobState = Type.Object({
  id: Type.String(),
  workspace_id: Type.Integer(),
  state: StringEnum(['running', 'finished'] as const),
  started_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(
    Type.Object({
      key: Type.String(),
      part_type: StringEnum(SupportedComponent),
      kind: JobKind,
      to_version: Type.String(),
      meta: Type.Optional(Type.String()),
      recorded: Type.Boolean({ description: 'A portal has claimed recording the outcome' }),
      state: StringEnum(['pending', 'running', 'done', 'failed', 'not_started'] as const),
      version: Type.Optional(Type.String()),
      previous_version: Type.Optional(Type.String()),
      error: Type.Optional(
        Type.Object({
          code: Type.Integer(),
          reason: StringEnum(BridgeErrorReasons),
          message: Type.String(),
        }),
      ),
    }),
  ),
  progress: Type.Union([
    Type.Object({
      operation: StringEnum(ProgressKind),
      component: Type.String(),
      stage: StringEnum(ProgressStage),
      progress: Type.Number(),
      transferred_bytes: Type.Optional(Type.Integer()),
      total_bytes: Type.Optional(Type.Integer()),
      predicted_ms: Type.Optional(Type.Integer()),
      message: Type.Optional(Type.String()),
      error: Type.Optional(Type.Object({ code: Type.Integer(), message: Type.String() })),
    }),
    Type.Null(),
  ]),
});

/** Up to 16 images of up to 16 MiB each, base64 (4/3) with their manifests. */
const JOB_BODY_LIMIT = 16 * 24 * 1024 * 1024;

export const firmwareJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const jobs = new FirmwareJobs(app.bridge);
  const streams = new EventStreams();
  app.addHook('onClose', async () => streams.closeAll());

  app.post(
    '/v2/firmware_job',
    {
      bodyLimit: JOB_BODY_LIMIT,
      schema: {
        tags: ['firmware'],
        summary:
          'Start a firmware job: the images run one after the other in the bridge, whatever the browser does',
        body: JobRequest,
        response: replies(JobState),
      },
    },
    async (request) => {
      const credential = request.credential;
      if (!credential) throw new BridgeError(401001);
      return jobs.start(request.body.items, credential.wid);
    },
  );

  app.post(
    '/v2/firmware_job/record_claim',
    {
      schema: {
        tags: ['firmware'],
        summary: "Claim recording a finished item's outcome: first is true for the first caller only",
        body: Type.Object({ job_id: Type.String(), key: Type.String() }),
        response: replies(Type.Object({ first: Type.Boolean() })),
      },
    },
    async (request) => ({ first: jobs.claimRecord(request.body.job_id, request.body.key) }),
  );

  app.get(
    '/v1/firmware_job',
    {
      schema: {
        tags: ['firmware'],
        summary: 'The running firmware job, else the last one (null before the first)',
        response: replies(Type.Object({ job: Type.Union([JobState, Type.Null()]) })),
      },
    },
    async () => ({ job: jobs.current }),
  );

  app.get(
    '/v1/firmware_job/events',
    {
      schema: {
        tags: ['events'],
        summary: 'The firmware job (server-sent events): its state now, then every change',
        response: {
          200: {
            description: 'data: {job} as GET /v1/firmware_job',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    (request, reply) =>
      streams.stream(request, reply, (send) => {
        send({ job: jobs.current });
        const listener = (job: unknown) => send({ job });
        jobs.on('change', listener);
        return () => jobs.off('change', listener);
      }),
  );
};
