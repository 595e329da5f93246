// Entry point: configuration, start-up, listening, graceful shutdown.
import { telemetry } from './instrument.ts'; // first: instruments what the imports below load
import { ConfigError, loadConfig, type ApiConfig } from './config/env.ts';
import { startApi } from './start-api.ts';
import { startMailWorker } from './modules/mail/mail-outbox.ts';
import { stdoutLogBatch } from './lib/log-batch.ts';
import { startBlobStorePeerCheck } from './modules/blob/blob-store-peers.ts';
import { setPdfThreads } from './modules/export/render-pdf.ts';
import { startMemoryTrim } from './lib/memory-trim.ts';

let config: ApiConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
setPdfThreads(config.pdfThreads);

// JSON logs written asynchronously in blocks of about 16 KB, at least every second and on exit, so
// logging costs the request path little (lib/log-batch.ts); a terminal gets pretty lines instead.
const logStream = process.stdout.isTTY ? undefined : stdoutLogBatch();
const logger = logStream
  ? { level: config.logLevel, stream: logStream }
  : {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };

const api = await startApi(config, { logger: safeLogger(logger) });
const log = api.app.log;
const stopMail = config.smtpUrl
  ? startMailWorker(
      api.database.db,
      config.smtpUrl,
      config.mailFrom,
      (err) => log.error({ err }, 'mail delivery failed'),
      config.mailPollMs,
    )
  : (log.info('SMTP_URL not set: mails stay in the outbox table'), async () => undefined);
// Several processes share a PostgreSQL server; the embedded database has one process by nature.
const peerCheck = config.databaseUrl
  ? await startBlobStorePeerCheck({
      sql: api.database.sql,
      config,
      warn: (message) => log.warn(message),
    })
  : undefined;

await api.app.listen({ port: config.port, host: config.host });
log.info(
  `Dealer Portal on ${config.publicUrl} (database: ${api.database.kind}, identity: ${api.app.ctx.issuer.kind} ${api.app.ctx.issuer.issuer})`,
);
// Start-up is over: what it freed goes back to the system, and what the load frees later (decision 3306).
const memoryTrim = config.memoryTrimIntervalMs
  ? startMemoryTrim({ intervalMs: config.memoryTrimIntervalMs, log })
  : undefined;

/**
 * Draining (decision 2602). SIGTERM (an orchestrator, a load balancer's deploy): /api/ready answers
 * 503 at once, so health-checking load balancers stop sending requests here; the process keeps
 * serving whatever still arrives for SHUTDOWN_GRACE_MS; the mail worker finishes the mail it is
 * sending and releases the rest of its claim; then the listener closes, in-flight requests finish and
 * the process exits. SIGINT (Ctrl-C at a terminal) skips the grace period.
 */
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  const grace = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
  api.app.ctx.lifecycle.draining = true;
  log.info(`${signal}: draining — /api/ready answers 503, serving ${grace} ms more, then closing`);
  // In-flight requests have requestTimeout (60 s) to finish after the grace period.
  setTimeout(() => process.exit(1), grace + 65_000).unref();
  const mailStopped = stopMail();
  await new Promise((resolve) => setTimeout(resolve, grace));
  await mailStopped;
  await peerCheck?.stop();
  memoryTrim?.stop();
  await api.close();
  // The last spans and reports; a collector that is away costs them, not a clean exit.
  await telemetry.shutdown().catch((err: unknown) => log.warn({ err }, 'telemetry flush failed'));
  log.info('stopped');
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    shutDown(signal).then(
      () => {
        logStream?.flushSync();
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        logStream?.flushSync();
        process.exit(1);
      },
    );
  });
}

/** pino-pretty is optional: fall back to JSON logs when it is not installed. */
function safeLogger(options: typeof logger) {
  if (!('transport' in options)) return options;
  try {
    import.meta.resolve('pino-pretty');
    return options;
  } catch {
    return { level: options.level };
  }
}
