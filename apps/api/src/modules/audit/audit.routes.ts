// GET /api/audit_log: a service center reads the audit log of its service regions (and the firmware
// catalogue's, which serves every region), newest first,
// filtered by subject, subject id, action and time. Entries carry digests and field names only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditSubject } from '@dealer/contracts';
import { Enum, ok, PageOf, Paging } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { listAudit } from './audit.repository.ts';

const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor_id: Type.Union([Type.String(), Type.Null()]),
  actor_email: Type.Union([Type.String(), Type.Null()], {
    description: 'the acting account (null: the system or an operator command)',
  }),
  actor_role: Type.Union([Type.String(), Type.Null()]),
  actor_address: Type.Union([Type.String(), Type.Null()], {
    description: "the client's address of the change (behind the proxies in TRUST_PROXY, the client's own)",
  }),
  subject: Enum(AuditSubject),
  subject_id: Type.String(),
  action: Type.String(),
  region_id: Type.Union([Type.Integer(), Type.Null()]),
  before_digest: Type.Union([Type.String(), Type.Null()]),
  after_digest: Type.Union([Type.String(), Type.Null()]),
  changed_fields: Type.Array(Type.String()),
});

const AuditQuery = Type.Object(
  {
    subject: Type.Optional(Enum(AuditSubject)),
    subject_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Entries at or after' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Entries before' })),
    ...Paging,
  },
  { additionalProperties: false },
);

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/audit_log',
    {
      config: { access: 'manage_dealer' },
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary: "Audit log of the caller's service regions and of the firmware catalogue, newest first",
        querystring: AuditQuery,
        response: { 200: ok(PageOf(AuditEntrySchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      return {
        result: await listAudit(db, user.account?.serviceRegionIds ?? [], {
          ...q,
          page: q.page ?? 1,
          pageSize: q.page_size ?? 20,
        }),
      };
    },
  );
};
