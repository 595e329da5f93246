// Fair under load: at most `maxActive` API requests run at once (the embedded database runs one
// query at a time, so more only lengthen every wait); the next ones wait in line, first come first
// served, for at most `maxWaitMs`, and are then refused early with 503, Retry-After and the
// catalogue's 400601 — instead of waiting ten seconds. @fastify/under-pressure adds the same early
// refusal when the event loop itself is stalled.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorBody } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admissionGate: AdmissionGate;
  }
  interface FastifyContextConfig {
    /** A route's own answer while overloaded (@fastify/under-pressure); returning nothing lets it run. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => undefined;
  }
}

export interface AdmissionOptions {
  maxActive: number;
  maxWaitMs: number;
  /** Refuse while the event loop lags more than this; 0: never. */
  maxEventLoopDelayMs?: number;
}

/** A counting gate with a FIFO line; `enter` resolves false when the wait ran out. */
export class AdmissionGate {
  private active = 0;
  private readonly line: { admit: () => void }[] = [];
  private turningAway = false;
  constructor(private readonly options: AdmissionOptions) {}

  /** A turn at once if one is free (no promise: nearly every request gets its turn this way). */
  tryEnter(): boolean {
    if (this.active >= this.options.maxActive) return false;
    this.active++;
    return true;
  }

  enter(): Promise<boolean> {
    if (this.tryEnter()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        admit: () => {
          clearTimeout(timer);
          this.active++;
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(waiter), 1);
        this.turningAway = true;
        resolve(false);
      }, this.options.maxWaitMs);
      this.line.push(waiter);
    });
  }

  /**
   * From a refusal until a place is free again: the process turns requests away, and /api/ready says
   * so (a load balancer sends fewer, places free up, and it is ready again — no clock involved).
   */
  get refusing(): boolean {
    return this.turningAway;
  }

  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }

  /** leave() as a listener made once: a request's response calls it on 'close'. */
  readonly leaveOnClose = (): void => this.leave();

  leave(): void {
    this.active--;
    this.line.shift()?.admit();
    if (this.active < this.options.maxActive) this.turningAway = false;
  }
}

const RETRY_AFTER_SECONDS = 1;

/** A request that has its turn. */
function admitted(gate: AdmissionGate, request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  // A client that gave up while in line must not keep the turn.
  if (request.raw.destroyed || request.raw.socket?.destroyed) {
    gate.leave();
    return done();
  }
  // The turn ends when the response closes: sent, or its connection gone. Neither onResponse nor
  // onRequestAbort covers a client that leaves after sending its whole body (a PUT) but before the
  // answer — Node does not count that request as aborted and 'finish' never comes — and each such
  // request used to keep its place for good, until the line refused everything.
  // 'on', not 'once': a response closes once, and once() wraps the listener anew for every request.
  reply.raw.on('close', gate.leaveOnClose);
  done();
}

export const admissionPlugin = fp(
  async (app: FastifyInstance, opts: AdmissionOptions) => {
    const gate = new AdmissionGate(opts);
    app.decorate('admissionGate', gate);
    // Callback style with the free turn decided at once: an async hook costs every request a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (!url.startsWith('/api/') && !url.startsWith('/idp/')) return done();
      // Load balancers must hear how the process is, also while it is busy.
      if (url === '/api/health' || url === '/api/ready') return done();
      if (gate.tryEnter()) return admitted(gate, request, reply, done);
      void gate.enter().then((turn) => {
        if (turn) return admitted(gate, request, reply, done);
        void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(toErrorBody(400601));
      });
    });
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs ?? 1000,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: (_request, reply) => {
        void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(toErrorBody(400601));
      },
    });
  },
  { name: 'admission' },
);
