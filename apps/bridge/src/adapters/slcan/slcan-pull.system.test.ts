// A bike that stops answering behind an adapter is a lost link only while the adapter is still
// there. The stock CANable answers nothing, so a pull shows only at the port itself: when a UDS wait
// goes unanswered the bridge asks whether the device path is still there before it calls the link
// lost (decision 2505). Here the device path goes away while the port's own close is not yet seen
// (the link to the pty removed), and the bike goes quiet at the same time (the bus link cut).
import fs from 'node:fs';
import { MemoryStateStore, SimulatedBike } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { slcanTestBridge } from '../../test-support/slcan-test-bridge.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function connectedBehindStockCanable() {
  const bike = new SimulatedBike({ scenario: 'healthy', store: new MemoryStateStore() });
  const t = await slcanTestBridge('canable2', bike);
  closers.push(() => t.close());
  expect((await t.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
  let lost = 0;
  t.driver.onLost(() => lost++);
  const status = () => {
    const s = t.app.bridge.connection.status.snapshot;
    return { connection: s.connection, connector: s.connector, reason: s.disconnect_reason };
  };
  return { t, bike, lostCount: () => lost, status };
}

describe('a silent bike behind the stock CANable', () => {
  it('with the adapter still attached is a lost link, the connector kept', async () => {
    const { t, bike, lostCount, status } = await connectedBehindStockCanable();
    bike.bus.cutLink();
    expect((await t.call('GET', '/v2/bike/odometer')).status).not.toBe(200);
    expect(status()).toEqual({ connection: 'DISCONNECTED', connector: 'CONNECTED', reason: 'link_lost' });
    expect(lostCount()).toBe(0);
    expect(await t.driver.attached()).toBe(true);
  }, 60_000);

  it('with its device path gone is the connector lost, told once, not a lost link', async () => {
    const { t, bike, lostCount, status } = await connectedBehindStockCanable();
    bike.bus.cutLink();
    fs.rmSync(t.pty.path);
    expect((await t.call('GET', '/v2/bike/odometer')).status).not.toBe(200);
    expect(status()).toEqual({
      connection: 'DISCONNECTED',
      connector: 'DISCONNECTED',
      reason: 'connector_lost',
    });
    expect(lostCount()).toBe(1);
    expect(t.driver.isOpen).toBe(false);
    expect(await t.driver.attached()).toBe(false);
  }, 60_000);
});
