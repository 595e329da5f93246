// The CANable 2.5's transmit timeout (Elmue firmware can.c, CAN_TX_TIMEOUT 500 ms): frames nobody
// acknowledges (the bike's cable pulled) are aborted after 500 ms, the adapter's queue cleared and
// the error report carries app flag 0x10. Its echoes for those frames never come; the bridge takes
// the report as "nothing outstanding" and keeps sending instead of waiting for echoes that cannot
// come until its own deadline (300013, a connector that "does not answer" while it does).
import { VirtualCanBus, exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { SerialDriver } from '../../drivers/serial-driver.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe('CANable 2.5 transmit timeout', () => {
  it('frames unacknowledged for 500 ms are dropped by the adapter; the bridge goes on sending', async () => {
    // The adapter alone on a bus: nobody acknowledges its frames until another node is attached.
    const bus = new VirtualCanBus({ bitrate: 500_000 });
    const pty: PtyDevice = await exposeOnPty(
      { bus, attachTester: (name = 'tester') => bus.attach(name, 'tester') },
      { kind: 'canable25' },
    );
    // A frame left unechoed 10 s is the bridge's own deadline: far beyond the adapter's 500 ms.
    const driver = new SerialDriver({ path: pty.path, frameAckTimeoutMs: 10_000 });
    closers.push(
      () => bus.close(),
      () => pty.close(),
      () => driver.close(),
    );
    const transport = await driver.open();
    expect(driver.adapter?.dialect).toBe('canable25');

    const frame = (i: number) => ({ id: 0x7df, data: Uint8Array.of(0x02, 0x3e, 0x80, i & 0xff) });
    // More frames than the echo window holds (64 less 8): only the adapter's timeout frees it.
    const sent = await Promise.allSettled(Array.from({ length: 80 }, (_, i) => transport.send(frame(i))));
    expect(sent.filter((r) => r.status === 'rejected')).toEqual([]);

    const node = bus.attach('node', 'bike'); // a node that acknowledges
    closers.push(() => node.detach());
    const before = pty.stats().framesOnBus;
    await transport.send(frame(0xff));
    await expect.poll(() => pty.stats().framesOnBus, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(pty.stats().framesDropped).toBe(0);
  }, 60_000);
});
