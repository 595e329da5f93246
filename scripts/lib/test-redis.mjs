// Redis for the shared rate-limit counters test (apps/api/src/plugins/rate-limits-redis.test.ts):
// TEST_REDIS_URL when given, else the machine's Redis at 127.0.0.1:6379 when it answers, else a
// throwaway redis-server (Debian's redis-server package, which npm test installs as root when
// missing; decision 3301) on a free loopback port, without persistence, stopped at the end.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port.mjs';

/** Whether a Redis server answers PING at host:port. */
export function redisAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const done = (answer) => (socket.destroy(), resolve(answer));
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A running Redis for this run: { url, stop }, or undefined when TEST_REDIS_URL or :6379 serves. */
export async function startTestRedis() {
  if (process.env.TEST_REDIS_URL || (await redisAnswers(6379))) return undefined;
  return startRedisServer();
}

/** redis-server on a free loopback port, without persistence: { url, stop }. */
async function startRedisServer() {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', () => {}); // not installed: reported below as not answering
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await redisAnswers(port))
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('no Redis at 127.0.0.1:6379 and redis-server did not start: install redis-server');
}
