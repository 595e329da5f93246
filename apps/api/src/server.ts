// Entry point: configuration, start-up, listening, graceful shutdown.
import { telemetry } from './instrument.ts'; // first: instruments what the imports below load
import { ConfigError, loadConfig } from './config/env.ts';
import { startApi } from './start-api.ts';
import { startMailWorker } from './modules/mail/mail-outbox.ts';
import { stdoutLogBatch } from './lib/log-batch.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

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
const stopMail = config.smtpUrl
  ? startMailWorker(
      api.database.db,
      config.smtpUrl,
      config.mailFrom,
      (err) => api.app.log.error({ err }, 'mail delivery failed'),
      config.mailPollMs,
    )
  : () => api.app.log.info('SMTP_URL not set: mails stay in the outbox table');

await api.app.listen({ port: config.port, host: config.host });
api.app.log.info(
  `Dealer Portal on ${config.publicUrl} (database: ${api.database.kind}, identity: ${api.app.ctx.issuer.kind} ${api.app.ctx.issuer.issuer})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    api.app.log.info(`${signal}: shutting down`);
    stopMail();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    Promise.all([api.close(), telemetry.shutdown()]).then(
      () => {
        logStream?.flushSync();
        process.exit(0);
      },
      () => process.exit(1),
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
