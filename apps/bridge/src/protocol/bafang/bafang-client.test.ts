// The Bafang client's waits, on a connector of the test's own: a read that gets no answer is asked
// again, a write is never repeated and waits longer for its acknowledgement, and the wait for an
// answer starts once the request has left the connector, not while the connector's queue is busy.
import { describe, expect, it } from 'vitest';
import { BafangCmd, BafangDevice, BafangOp, packBafangId, type BafangCommand } from '@dealer/contracts';
import type { CanFrame, CanTransport } from '../can-transport.ts';
import { BafangClient, BafangTimeoutError } from './bafang-client.ts';

/** A connector that takes `sendMs` per frame and lets the test answer as the drive unit. */
function connector(sendMs = 0) {
  const listeners = new Set<(f: CanFrame) => void>();
  const sent: CanFrame[] = [];
  const transport: CanTransport = {
    send: async (frame) => {
      await new Promise((r) => setTimeout(r, sendMs));
      sent.push(frame);
    },
    onFrame: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  const answer = (op: number, command: BafangCommand, data: number[] = []) => {
    const id = packBafangId({
      source: BafangDevice.driveUnit,
      target: BafangDevice.tool,
      op: op as 2,
      code: command.code,
      subCode: command.subCode,
    });
    for (const l of listeners) l({ id, ext: true, data: Uint8Array.from(data) });
  };
  return { transport, sent, answer };
}

const later = (ms: number, fn: () => void) => setTimeout(fn, ms);
const command = BafangCmd.hardwareVersion;

describe('Bafang client', () => {
  it('takes a write acknowledged after the read wait but within the write wait, sent once', async () => {
    const c = connector();
    const client = new BafangClient(c.transport, { timeoutMs: 50, writeTimeoutMs: 400 });
    later(150, () => c.answer(BafangOp.normalAck, command));
    await expect(client.write(BafangDevice.driveUnit, command, [1])).resolves.toBeUndefined();
    expect(c.sent).toHaveLength(1);
    client.close();
  });

  it('fails a write whose acknowledgement never comes, without sending it again', async () => {
    const c = connector();
    const client = new BafangClient(c.transport, { timeoutMs: 20, writeTimeoutMs: 60 });
    await expect(client.write(BafangDevice.driveUnit, command, [1])).rejects.toThrow(BafangTimeoutError);
    expect(c.sent).toHaveLength(1);
    client.close();
  });

  it('asks an unanswered read again, up to its retries', async () => {
    const c = connector();
    const client = new BafangClient(c.transport, { timeoutMs: 30, readRetries: 2 });
    await expect(client.read(BafangDevice.driveUnit, command)).rejects.toThrow(BafangTimeoutError);
    expect(c.sent).toHaveLength(3);
    client.close();
  });

  it('starts the wait for the answer once the request has left a slow connector', async () => {
    const c = connector(120);
    const client = new BafangClient(c.transport, { timeoutMs: 100, readRetries: 0 });
    // Sending takes 120 ms, longer than the wait; the answer comes 60 ms after the request left.
    later(180, () => c.answer(BafangOp.normalAck, command, [0x41]));
    await expect(client.read(BafangDevice.driveUnit, command)).resolves.toBeDefined();
    client.close();
  });
});
