// Issue 28 point 2 (decision 2801): a firmware job belongs to the bridge. Once started, every image
// runs to the end with no browser attached; any client re-attaches to its state and stream; a failure
// stops the job and says which items were never started; a second job waits for the first.
import { bootModeOf, runningVersion } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { readEvents } from '../test-support/sse-client.ts';
import { makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';
import type { FirmwareJobState } from './firmware-job.ts';

let t: TestBridge;
afterEach(() => t?.close());

const start = (items: object[]) =>
  t.app.inject({ method: 'POST', url: '/v2/firmware_job', headers: t.auth, payload: { items } });
const current = async () =>
  (await t.app.inject({ url: '/v1/firmware_job', headers: { host: 'localhost' } })).json<{
    job: FirmwareJobState | null;
  }>().job;

/** Follows the job's event stream (as a re-attached browser does) until it has finished. */
async function untilFinished(base: string): Promise<FirmwareJobState[]> {
  const seen: FirmwareJobState[] = [];
  while (seen.at(-1)?.state !== 'finished') {
    const [event] = (await readEvents(`${base}/v1/firmware_job/events`, 1, {
      headers: { host: '127.0.0.1' },
    })) as { job: FirmwareJobState }[];
    seen.push(event!.job);
    if (event!.job.state !== 'finished') await new Promise((r) => setTimeout(r, 50));
  }
  return seen;
}

describe('firmware job', () => {
  it('runs every image to the end with no client attached, and any client re-attaches to it', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    await t.connect();
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await start([
      {
        key: 'c',
        meta: '{"firmwareId":3}',
        part_type: 'controller',
        kind: 'firmware',
        ...updateFor(t, 'controller', '5.3.2', makeImage(40_000)),
      },
      { key: 'h', part_type: 'hmi', kind: 'firmware', ...updateFor(t, 'hmi', '2.4.1', makeImage(20_000, 2)) },
    ]);
    // The call answers at once: the job is the bridge's, not the request's.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'running', workspace_id: 7 });
    expect(res.json<FirmwareJobState>().items.map((i) => i.key)).toEqual(['c', 'h']);
    // A second job is refused while this one runs.
    const second = await start([
      { key: 'x', part_type: 'hmi', kind: 'firmware', ...updateFor(t, 'hmi', '2.4.1') },
    ]);
    expect(second.json()).toMatchObject({ code: 400100 });

    const seen = await untilFinished(base);
    const done = seen.at(-1)!;
    expect(done.items).toMatchObject([
      { key: 'c', state: 'done', version: '5.3.2', previous_version: '5.1.0', meta: '{"firmwareId":3}' },
      { key: 'h', state: 'done', version: '2.4.1' },
    ]);
    expect(done.finished_at).not.toBeNull();
    expect(runningVersion(t.bike.component('controller')!)).toBe('5.3.2');
    expect(runningVersion(t.bike.component('hmi')!)).toBe('2.4.1');
    // After it finished (a reload later), the state still says what was done.
    expect(await current()).toMatchObject({ id: done.id, state: 'finished' });
    // One record per item, whichever browsers ask.
    const claim = async (key: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/firmware_job/record_claim',
          headers: t.auth,
          payload: { job_id: done.id, key },
        })
      ).json<{ first: boolean }>().first;
    expect([await claim('c'), await claim('c'), await claim('h')]).toEqual([true, false, true]);
    expect((await current())!.items.map((i) => i.recorded)).toEqual([true, true]);
  });

  it('stops at the first failure and reports the later items as not started', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    await t.connect();
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const wrong = updateFor(t, 'controller', '5.3.2');
    const res = await start([
      // The HMI's image named as the controller's: refused before anything is written.
      { key: 'bad', part_type: 'controller', kind: 'firmware', ...updateFor(t, 'hmi', '2.4.1') },
      { key: 'later', part_type: 'controller', kind: 'firmware', ...wrong },
    ]);
    expect(res.statusCode).toBe(200);
    const done = (await untilFinished(base)).at(-1)!;
    expect(done.items[0]).toMatchObject({ key: 'bad', state: 'failed', error: { code: 400004 } });
    expect(done.items[1]).toMatchObject({ key: 'later', state: 'not_started' });
    expect(runningVersion(t.bike.component('controller')!)).toBe('5.1.0');
    expect(bootModeOf(t.bike.component('controller')!)).toBe('app');
  });

  it('needs a connected bike and the credential', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    const item = {
      key: 'c',
      part_type: 'controller',
      kind: 'firmware',
      ...updateFor(t, 'controller', '5.3.2'),
    };
    expect((await start([item])).json()).toMatchObject({ code: 400001 });
    expect(await current()).toBeNull();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/firmware_job',
      headers: { host: 'localhost' },
      payload: { items: [item] },
    });
    expect(anonymous.json()).toMatchObject({ code: 401001 });
  });
});
