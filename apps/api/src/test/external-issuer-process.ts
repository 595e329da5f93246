// Starts src/test/external-issuer.ts as its own process (through tsx) and waits until it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const TSX = path.join(repoRoot, 'node_modules/.bin/tsx');
const SCRIPT = path.join(import.meta.dirname, 'external-issuer.ts');

export interface ExternalIssuer {
  issuer: string;
  subject: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export interface ExternalIssuerOptions {
  /** Where the portal receives the authorization response: `${PUBLIC_URL}/login` of the API. */
  redirectUri: string;
  /** Audience of its access tokens (the API's `${PUBLIC_URL}/api`). */
  audience: string;
  email: string;
  password: string;
  clientId?: string;
  clientSecret?: string;
}

export async function startExternalIssuer(options: ExternalIssuerOptions): Promise<ExternalIssuer> {
  const clientId = options.clientId ?? 'portal-at-external-sso';
  const clientSecret = options.clientSecret ?? 'external-sso-secret-0123456789';
  const child = spawn(TSX, [SCRIPT, JSON.stringify({ ...options, clientId, clientSecret })], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = await new Promise<{ issuer: string; subject: string }>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`external issuer did not start within 120 s\n${err}`)),
      120_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('READY '.length)) as { issuer: string; subject: string });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`external issuer exited with ${code}\n${err}`));
    });
  });
  return { ...ready, clientId, clientSecret, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A port nobody listens on right now (for PUBLIC_URL, which must name the port before listening). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A GET without following redirects. Retried once when the issuer closed a kept-alive connection just
 * as it was reused (undici's "other side closed"): on a busy machine the server's keep-alive timer
 * fires before the client's, a race of the test's HTTP plumbing, not of the sign-in.
 */
async function get(url: string, cookie: string): Promise<Response> {
  const once = () => fetch(url, { redirect: 'manual', headers: { cookie } });
  try {
    return await once();
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw err;
    return once();
  }
}

/**
 * Signs in at an issuer's HTML login form over plain HTTP (fetch, manual redirects, a cookie jar)
 * and returns the authorization response URL (the redirect to redirectUri).
 */
export async function signInOverHttp(
  authorizationUrl: string,
  redirectUri: string,
  email: string,
  password: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value) cookies.set(pair!.slice(0, eq), value);
      else cookies.delete(pair!.slice(0, eq));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let res = await get(url, cookie());
  for (let hop = 0; hop < 10; hop++) {
    keep(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.toString().startsWith(redirectUri)) return next;
      url = next.toString();
      res = await get(url, cookie());
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes('name="password"'))
      throw new Error(`no sign-in form at ${url}: ${res.status} ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    if (res.status === 200 || res.status >= 400)
      throw new Error(`sign-in refused at ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  throw new Error(`sign-in at ${authorizationUrl} did not return to ${redirectUri}`);
}
