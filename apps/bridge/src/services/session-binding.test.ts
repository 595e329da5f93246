// Issue 28 point 1 (decision 2800): the bike's binding to a portal session ends when that session
// goes quiet, and the same user can take a live one over after confirming; another user still meets
// 401005, told how the bike is freed. The clock is the test's, so expiry needs no waiting.
import { afterEach, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { credential, testBridge } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

const GRACE_MS = 20_000;
let t: TestBridge | undefined;
let now = 1_000_000;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function bridge() {
  now = 1_000_000;
  t = await testBridge({ session: { graceMs: GRACE_MS, now: () => now } });
  await t.connect();
  return t;
}

const as = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });

async function connectAs(b: TestBridge, token: string, takeOver?: boolean) {
  return b.app.inject({
    method: 'POST',
    url: '/v2/connection',
    headers: as(token),
    payload: { connection_type: 'cable', ...(takeOver === undefined ? {} : { take_over: takeOver }) },
  });
}

const health = async (b: TestBridge) =>
  (await b.app.inject({ url: '/health', headers: { host: 'localhost' } })).json<{
    session_binding: string;
    connection: string;
  }>();

describe('session binding', () => {
  it('lets the same user take a live binding over only after confirming, and the old session loses it', async () => {
    const b = await bridge();
    const mine = await credential(b.keys, { sid: 'session-b', sub: 'user-1' });
    const asked = await connectAs(b, mine);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 401007 });
    // Nothing moved: the first session still drives the bike.
    expect((await b.app.inject({ url: '/v2/bike/odometer', headers: b.auth })).statusCode).toBe(200);

    const taken = await connectAs(b, mine, true);
    expect(taken.statusCode).toBe(200);
    // The bike stayed connected (no reconnect), now under the new session.
    expect(taken.json()).toMatchObject({ connection_status: 'CONNECTED', vin: DemoFleet.healthy.vin });
    expect((await b.app.inject({ url: '/v2/bike/odometer', headers: as(mine) })).statusCode).toBe(200);
    const old = await b.app.inject({ url: '/v2/bike/odometer', headers: b.auth });
    expect(old.json()).toMatchObject({ code: 401005 });
    const beat = await b.app.inject({ method: 'POST', url: '/v2/session/heartbeat', headers: b.auth });
    expect(beat.json()).toMatchObject({ code: 401005 });
  });

  it('refuses another user while the holder shows signs of life, saying how the bike is freed', async () => {
    const b = await bridge();
    const theirs = await credential(b.keys, { sid: 'session-x', sub: 'user-2' });
    for (const takeOver of [undefined, true]) {
      const res = await connectAs(b, theirs, takeOver);
      expect(res.json()).toMatchObject({ code: 401005 });
      expect(res.json<{ message: string }>().message).toMatch(/freed when they disconnect.*20 s.*unplugged/);
    }
    // Heartbeats keep the binding: twice 15 s of time, each followed by one, is still within the grace.
    for (let i = 0; i < 2; i++) {
      now += 15_000;
      const beat = await b.app.inject({ method: 'POST', url: '/v2/session/heartbeat', headers: b.auth });
      expect(beat.json()).toEqual({ held: true, expires_in_ms: GRACE_MS });
    }
    expect((await health(b)).session_binding).toBe('held');
    expect((await connectAs(b, theirs)).json()).toMatchObject({ code: 401005 });
  });

  it('lets anyone connect once the holding session went quiet past the grace period', async () => {
    const b = await bridge();
    expect((await health(b)).session_binding).toBe('held');
    now += GRACE_MS; // exactly the grace: still held
    expect((await health(b)).session_binding).toBe('held');
    now += 1;
    expect((await health(b)).session_binding).toBe('expired');

    const theirs = await credential(b.keys, { sid: 'session-x', sub: 'user-2' });
    const res = await connectAs(b, theirs);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connection_status: 'CONNECTED' });
    expect(await health(b)).toMatchObject({ session_binding: 'held', connection: 'CONNECTED' });
    expect((await b.app.inject({ url: '/v2/bike/odometer', headers: as(theirs) })).statusCode).toBe(200);
    // The quiet session is not the holder any more, even though it comes back.
    expect((await b.app.inject({ url: '/v2/bike/odometer', headers: b.auth })).json()).toMatchObject({
      code: 401005,
    });
  });

  it('keeps 400003 for a second connect of the holding session, and frees nothing on a refused take-over', async () => {
    const b = await bridge();
    expect((await connectAs(b, b.token)).json()).toMatchObject({ code: 400003 });
    const mine = await credential(b.keys, { sid: 'session-b', sub: 'user-1' });
    await connectAs(b, mine, false);
    expect((await health(b)).session_binding).toBe('held');
    const disconnect = await b.app.inject({ method: 'POST', url: '/v2/disconnection', headers: b.auth });
    expect(disconnect.statusCode).toBe(200);
    expect((await health(b)).session_binding).toBe('none');
  });
  it('holds the bike while its presence stream is open, and for the grace period after it closed', async () => {
    const b = await bridge();
    const base = await b.app.listen({ host: '127.0.0.1', port: 0 });
    const unknown = await fetch(`${base}/v1/session/presence?ticket=nope`);
    expect(await unknown.json()).toMatchObject({ code: 401001 });
    const ticket = (
      await b.app.inject({ method: 'POST', url: '/v2/session/presence_ticket', headers: b.auth })
    ).json<{ ticket: string }>().ticket;
    const controller = new AbortController();
    const res = await fetch(`${base}/v1/session/presence?ticket=${ticket}`, { signal: controller.signal });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('data: ')) text += Buffer.from((await reader.read()).value).toString('utf8');
    expect(text).toContain('{"held":true}');
    // A background tab sends no call for minutes: its open stream keeps the bike.
    now += GRACE_MS * 30;
    expect((await health(b)).session_binding).toBe('held');
    const theirs = await credential(b.keys, { sid: 'session-x', sub: 'user-2' });
    expect((await connectAs(b, theirs)).json()).toMatchObject({ code: 401005 });

    // The browser is closed: the stream ends, the grace period starts then.
    controller.abort();
    await expect.poll(() => b.app.bridge.connection.lease.isPresent('session-a')).toBe(false);
    expect((await health(b)).session_binding).toBe('held');
    now += GRACE_MS + 1;
    expect((await health(b)).session_binding).toBe('expired');
    expect((await connectAs(b, theirs)).statusCode).toBe(200);
  });
});
