// One device of a simulated Bafang CAN system on the virtual bus: answers reads with a normal
// acknowledge (≤ 8 bytes) or a multi-frame transfer paced by the tool's acknowledges, takes short and
// long writes, and refuses what it does not know with an error acknowledge (docs/protocols/bafang-can.md).
import { BafangDevice, BafangOp, bafangFrame, longAnswerFrames, unpackBafangId } from '@dealer/contracts';
import type { BafangCommand, BafangDeviceName, BafangFrame, BafangId } from '@dealer/contracts';
import type { BusPort, TimedFrame, VirtualCanBus } from '../can/virtual-bus.ts';
import { applyWrite, isLongWrite, readValue } from './bafang-registers.ts';
import type { BafangBikeState } from './bafang-state.ts';

export interface BafangHost {
  readonly state: BafangBikeState;
  changed(): void;
}

/** How long a device waits for the tool's acknowledge of a segment before giving the transfer up. */
const SEGMENT_ACK_TIMEOUT_MS = 500;

interface Outgoing {
  to: number;
  command: BafangCommand;
  frames: BafangFrame[];
  next: number;
  timer: NodeJS.Timeout;
}
interface Incoming {
  from: number;
  command: BafangCommand;
  length: number;
  bytes: number[];
  nextSeq: number;
}

export class BafangDeviceNode {
  readonly port: BusPort;
  readonly address: number;
  private outgoing: Outgoing | undefined;
  private incoming: Incoming | undefined;

  constructor(
    bus: VirtualCanBus,
    private readonly host: BafangHost,
    readonly device: BafangDeviceName,
  ) {
    this.address = BafangDevice[device];
    this.port = bus.attach(`bafang-${device}`, 'bike');
    this.port.onFrame((f) => this.onFrame(f));
  }

  /** Send a frame of this device; a frame nobody acknowledges is the controller's business only. */
  send(frame: BafangFrame): void {
    void this.port.send({ id: frame.id, ext: true, data: frame.data }).catch(() => undefined);
  }

  close(): void {
    if (this.outgoing) clearTimeout(this.outgoing.timer);
    this.outgoing = undefined;
    this.port.detach();
  }

  private reply(to: BafangId, op: number, data: ArrayLike<number> = []): void {
    this.send(
      bafangFrame(
        this.address,
        to.source,
        op as BafangId['op'],
        { code: to.code, subCode: to.subCode },
        data,
      ),
    );
  }

  private onFrame(f: TimedFrame): void {
    if (!f.ext) return;
    const id = unpackBafangId(f.id);
    if (id.target !== this.address) return;
    switch (id.op) {
      case BafangOp.read:
        return this.onRead(id);
      case BafangOp.write:
        return this.onWrite(id, f.data);
      case BafangOp.multiStart:
      case BafangOp.multiContinue:
      case BafangOp.multiEnd:
        return this.onSegment(id, f.data);
      case BafangOp.normalAck:
        return this.onAck(id);
      default:
        return;
    }
  }

  private onRead(id: BafangId): void {
    const value = readValue(this.host.state, this.device, id);
    if (!value) return this.reply(id, BafangOp.errorAck);
    if (value.length <= 8) return this.reply(id, BafangOp.normalAck, value);
    if (this.outgoing) clearTimeout(this.outgoing.timer);
    const frames = longAnswerFrames(this.address, id.source, id, value);
    this.outgoing = { to: id.source, command: id, frames, next: 1, timer: this.ackTimer() };
    this.send(frames[0]!);
  }

  private ackTimer(): NodeJS.Timeout {
    const t = setTimeout(() => (this.outgoing = undefined), SEGMENT_ACK_TIMEOUT_MS);
    t.unref();
    return t;
  }

  /** The tool acknowledged a segment of our long answer: the next one follows. */
  private onAck(id: BafangId): void {
    const o = this.outgoing;
    if (!o || id.source !== o.to || id.code !== o.command.code || id.subCode !== o.command.subCode) return;
    clearTimeout(o.timer);
    const frame = o.frames[o.next++];
    if (!frame) {
      this.outgoing = undefined;
      return;
    }
    o.timer = this.ackTimer();
    this.send(frame);
  }

  private onWrite(id: BafangId, data: Uint8Array): void {
    if (isLongWrite(this.device, id) && data.length === 1) {
      this.incoming = { from: id.source, command: id, length: data[0]!, bytes: [], nextSeq: 0 };
      return;
    }
    this.finishWrite(id, id, data);
  }

  private onSegment(id: BafangId, data: Uint8Array): void {
    const inc = this.incoming;
    if (!inc || inc.from !== id.source) return;
    if (id.op === BafangOp.multiStart) {
      inc.bytes = [...data];
      return;
    }
    if (id.subCode !== inc.nextSeq) {
      this.incoming = undefined;
      return this.reply({ ...id, ...inc.command }, BafangOp.errorAck);
    }
    inc.nextSeq++;
    inc.bytes.push(...data);
    if (id.op !== BafangOp.multiEnd) return;
    this.incoming = undefined;
    if (inc.bytes.length !== inc.length) return this.reply({ ...id, ...inc.command }, BafangOp.errorAck);
    this.finishWrite({ ...id, ...inc.command }, inc.command, Uint8Array.from(inc.bytes));
  }

  private finishWrite(to: BafangId, command: BafangCommand, value: Uint8Array): void {
    const ok = applyWrite(this.host.state, this.device, command, value);
    if (ok) this.host.changed();
    this.reply(to, ok ? BafangOp.normalAck : BafangOp.errorAck);
  }
}
