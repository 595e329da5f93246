// Prometheus metrics (prom-client) at /metrics, for whoever runs the portal for many workshops:
// request duration by route and status, the database pool and the admission line, the mail queue,
// mails sent and failed, sign-ins and lock-outs. The endpoint answers only with
// `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN it does not exist (404).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.ts';
import { countMailsByStatus } from '../modules/mail/mail-outbox.repository.ts';
import { toErrorBody } from './error-handler.ts';

interface ApiMetrics {
  registry: Registry;
  signIns: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      token: string | undefined;
      database: Database;
      admission: () => { active: number; waiting: number };
    },
  ) => {
    // A registry per app: two apps in one process (tests) never share counters.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'API request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const signIns = new Counter({
      name: 'sign_ins_total',
      help: 'Password sign-ins by outcome (success, failure, locked, limited)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL server; PGlite has one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = opts.database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'admission_requests',
      help: 'API requests running and waiting in the admission line',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { active, waiting } = opts.admission();
        this.set({ state: 'active' }, active);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    new Gauge({
      name: 'mail_outbox',
      help: 'Mails in the outbox by status: pending is the job queue depth, sent and failed the totals',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const rows = await countMailsByStatus(opts.database.db);
        for (const status of ['pending', 'sent', 'failed'])
          this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
      },
    });
    app.decorate('metrics', { registry, signIns });

    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    if (!opts.token) return;
    const token = opts.token;
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) return reply.status(401).send(toErrorBody(401000));
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
