import { Type } from 'typebox';
import { TaskInfoSchema } from '../task/task.schemas.ts';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const CreateWorkspaceBody = Type.Object({
  vin: Type.String({ minLength: 1, maxLength: 32 }),
  bike_shop_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  /** Resume this workspace (from the suggest call) with a new session instead of opening a new one. */
  workspace_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});

export const CreatedWorkspace = Type.Object({
  id: Type.Integer(),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  created_at: DateTime,
  session_token: Type.String({
    description: 'x-session-token of v2 calls and bearer credential of the bridge',
  }),
  session_expires_at: DateTime,
});

export const IdentifySessionBody = Type.Object({
  bike_shop_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const IdentifySession = Type.Object({
  session_token: Type.String({
    description:
      'Bridge credential (scope "identify") that may only connect, read the bike\'s identity and disconnect',
  }),
  session_expires_at: DateTime,
});

const WorkspaceSummary = Type.Object({
  id: Type.Integer(),
  vin: Type.String(),
  bike_id: Type.Integer(),
  bike_shop_id: Type.Integer(),
  created_by: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
  connected_at: NullableDateTime,
  health_score: Type.Union([Type.Integer(), Type.Null()]),
  health_band: Type.Union([
    Type.Literal('Poor'),
    Type.Literal('Normal'),
    Type.Literal('Healthy'),
    Type.Null(),
  ]),
});

export const WorkspaceDetail = Type.Intersect([WorkspaceSummary, Type.Object({ task_info: TaskInfoSchema })]);

export const SuggestQuery = Type.Object({
  bike_shop_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  mids: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Comma-separated module ids read off the bus' }),
  ),
  vin: Type.Optional(Type.String({ maxLength: 32 })),
});

export const Suggestion = Type.Object({
  vin: Type.Union([Type.String(), Type.Null()], {
    description: 'The bike these module ids / this VIN belong to',
  }),
  workspace: Type.Union([WorkspaceSummary, Type.Null()], {
    description: 'Latest workspace of that bike at the shop',
  }),
});

export const ConnectionDatetime = Type.Object({
  workspace_id: Type.Integer(),
  created_at: DateTime,
  connected_at: NullableDateTime,
});
