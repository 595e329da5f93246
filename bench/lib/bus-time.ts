// A transfer's figures in bus time, from the simulated bus's own record of every frame (its start
// and end on the bus timeline), so the benches can tell what the protocol leaves idle from what a
// busy machine does: the bus busy time over the elapsed bus time, and the idle time split into gaps
// inside a multi-frame message (the adapter's queue ran dry: the host was late) and gaps between
// messages (each block's round trip: the controller's answer, the next first frame, its flow
// control). The benches' host, adapter emulator and bike share one process (and socat for a pty),
// so the time those spent runnable but waiting for a processor (run-queue.ts) is reported beside,
// and the utilisation net of it: each idle gap less the part of it they spent waiting for a
// processor (the longest of their waits inside the gap; whatever the host then needs to catch up
// still counts as idle, so the figure errs low).
import type { TimedFrame, VirtualCanBus } from '@dealer/bike-sim';
import { RunQueueSampler } from './run-queue.ts';

export interface BusTimeFigures {
  frames: number;
  busyMs: number;
  elapsedMs: number;
  /** busy ÷ elapsed, both on the bus timeline. */
  utilisation: number;
  /** Idle bus time between two consecutive frames of one message from the tester. */
  idleInMessagesMs: number;
  /** Idle bus time anywhere else (between messages: answers, first frames, flow control). */
  idleBetweenMessagesMs: number;
  /** Time this process's main thread or its children (socat) waited for a processor meanwhile. */
  runQueueMs: number | undefined;
  /** Idle bus time during which one of them waited for a processor (run-queue.ts). */
  idleWhileWaitingMs: number | undefined;
  /** busy ÷ (elapsed − idle while waiting): the bus time the host's design leaves idle, not the load. */
  utilisationNetOfRunQueue: number | undefined;
}

const isConsecutiveFrame = (f: TimedFrame) => f.data.length > 0 && f.data[0]! >> 4 === 2;

/** Records the bus from now; `figures(from, to)` reads the frames inside that window of bus time. */
export function recordBusTime(bus: VirtualCanBus) {
  const frames: TimedFrame[] = [];
  const fromTester = new WeakSet<TimedFrame>();
  const runQueue = new RunQueueSampler();
  const sampling = runQueue.start();
  const stop = bus.onTransmit((f, port) => {
    frames.push(f);
    if (port.segment === 'tester') fromTester.add(f);
  });
  const dispose = () => {
    stop();
    runQueue.stop();
  };
  return {
    /** Stops recording; a failed transfer must not leave the sampler running. */
    dispose,
    figures(from: number, to: number): BusTimeFigures {
      const inWindow = frames.filter((f) => f.startedAt >= from && f.completedAt <= to);
      let busyMs = 0;
      let idleIn = 0;
      let idleBetween = 0;
      let idleWhileWaiting = 0;
      inWindow.forEach((f, i) => {
        busyMs += f.completedAt - f.startedAt;
        const prev = inWindow[i - 1];
        if (!prev) return;
        const gap = Math.max(0, f.startedAt - prev.completedAt);
        if (gap > 0 && sampling)
          idleWhileWaiting += Math.min(gap, runQueue.waitedMs(prev.completedAt, f.startedAt) ?? 0);
        const sameMessage =
          fromTester.has(f) && fromTester.has(prev) && isConsecutiveFrame(f) && isConsecutiveFrame(prev);
        if (sameMessage) idleIn += gap;
        else idleBetween += gap;
      });
      const elapsedMs = inWindow.length ? inWindow.at(-1)!.completedAt - inWindow[0]!.startedAt : 0;
      const runQueueMs = sampling ? runQueue.waitedMs(from, to) : undefined;
      return {
        frames: inWindow.length,
        busyMs,
        elapsedMs,
        utilisation: busyMs / elapsedMs,
        idleInMessagesMs: idleIn,
        idleBetweenMessagesMs: idleBetween,
        runQueueMs,
        idleWhileWaitingMs: sampling ? idleWhileWaiting : undefined,
        utilisationNetOfRunQueue: sampling ? busyMs / (elapsedMs - idleWhileWaiting) : undefined,
      };
    },
  };
}

/** One line for a bench's output. */
export function busTimeLine(b: BusTimeFigures): string {
  const net =
    b.utilisationNetOfRunQueue === undefined
      ? ''
      : `, ${b.utilisationNetOfRunQueue.toFixed(3)} net of run-queue wait`;
  const rq =
    b.runQueueMs === undefined
      ? 'unknown'
      : `${b.runQueueMs.toFixed(0)} ms (${b.idleWhileWaitingMs!.toFixed(0)} ms of it with the bus idle)`;
  return `bus time: busy ${b.busyMs.toFixed(0)} of ${b.elapsedMs.toFixed(0)} ms = utilisation ${b.utilisation.toFixed(3)}${net}; idle inside messages ${b.idleInMessagesMs.toFixed(0)} ms, between messages ${b.idleBetweenMessagesMs.toFixed(0)} ms; run-queue wait ${rq}; ${b.frames} frames`;
}
