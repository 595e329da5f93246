// HAProxy (Debian's package, installed by .ci/run) as the real load balancer in front of API
// processes: round robin, health checks on /api/ready, X-Forwarded-For added (`option forwardfor`),
// connections to the processes made from `source` (the address the API trusts as its proxy).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function haproxyBinary(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy'])
    if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  if (which.status === 0) return which.stdout.trim();
  throw new Error('this test needs HAProxy: apt-get install haproxy (.ci/run installs it)');
}

export interface Haproxy {
  port: number;
  /** Each server's state as HAProxy sees it: UP, DOWN, … (its runtime API, `show stat`). */
  serverStates(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface HaproxyOptions {
  port: number;
  servers: Record<string, number>;
  /** Address HAProxy connects to the servers from. */
  source: string;
  dir: string;
  /** Milliseconds between health checks of a server. */
  checkIntervalMs: number;
}

export async function startHaproxy(o: HaproxyOptions): Promise<Haproxy> {
  const socket = path.join(o.dir, 'haproxy.sock');
  const config = path.join(o.dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      `  stats socket ${socket} mode 600 level admin`,
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  timeout check 2s',
      '  option forwardfor',
      'frontend portal',
      `  bind 127.0.0.1:${o.port}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option httpchk',
      '  http-check send meth GET uri /api/ready',
      '  http-check expect status 200',
      `  source ${o.source}`,
      `  default-server check inter ${o.checkIntervalMs} fall 1 rise 1`,
      ...Object.entries(o.servers).map(([name, port]) => `  server ${name} 127.0.0.1:${port}`),
      '',
    ].join('\n'),
  );
  const log = fs.openSync(path.join(o.dir, 'haproxy.log'), 'w');
  const child: ChildProcess = spawn(haproxyBinary(), ['-db', '-f', config], { stdio: ['ignore', log, log] });
  const runtime = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const conn = net.createConnection(socket);
      let text = '';
      conn.on('data', (c: Buffer) => (text += c.toString()));
      conn.on('end', () => resolve(text));
      conn.on('error', reject);
      conn.end(`${command}\n`);
    });
  const haproxy: Haproxy = {
    port: o.port,
    async serverStates() {
      const [header = '', ...rows] = (await runtime('show stat')).trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
      const states: Record<string, string> = {};
      for (const row of rows.map((r) => r.split(',')))
        if (row[proxy!] === 'api' && o.servers[row[server!]!] !== undefined)
          states[row[server!]!] = row[status!]!.split(' ')[0]!;
      return states;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  for (let i = 0; !fs.existsSync(socket); i++) {
    if (child.exitCode !== null || i > 100)
      throw new Error(`HAProxy did not start:\n${fs.readFileSync(path.join(o.dir, 'haproxy.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return haproxy;
}
