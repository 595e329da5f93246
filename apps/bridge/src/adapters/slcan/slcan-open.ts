// Opening an slcan adapter's channel the way its firmware wants it. The first open identifies the
// adapter: "C" (close a channel a previous run left open; harmless on every kind) and "V", then
// whatever came back within the window tells the kind (slcan-dialect.ts). Nothing is sent to the
// bus here: the channel is opened listen-only where the adapter has that mode, and in normal mode
// otherwise only for listen(), whose caller sends nothing.
import { BridgeError } from '../../lib/bridge-error.ts';
import { SlcanCommand } from '../../protocol/slcan-codec.ts';
import type { SlcanEvent } from '../../protocol/slcan-codec.ts';
import { answeredSomethingElse, hasVersionAnswer, identifyDialect } from './slcan-dialect.ts';
import type { SlcanAdapterIdentity } from './slcan-dialect.ts';

export interface SlcanIo {
  /** Writes without waiting for an answer (the stock CANable gives none). */
  write(text: string): void;
  /** Writes and waits for the in-order answer (CR, BEL → 300006, …; none → 300013). */
  command(text: string): Promise<SlcanEvent>;
  /** Every non-frame event goes to `sink` until the returned function is called. */
  collect(sink: (e: SlcanEvent) => void): () => void;
}

/** How long identification waits for the answer to "V" (a USB adapter answers in milliseconds). */
const IDENTIFY_WINDOW_MS = 500;

async function identifySlcanAdapter(
  io: SlcanIo,
  windowMs = IDENTIFY_WINDOW_MS,
): Promise<SlcanAdapterIdentity> {
  const events: SlcanEvent[] = [];
  let done: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (done = resolve));
  const stop = io.collect((e) => {
    events.push(e);
    if (hasVersionAnswer(events)) done();
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    io.write(SlcanCommand.close);
    io.write(SlcanCommand.version);
    await Promise.race([answered, new Promise((r) => (timer = setTimeout(r, windowMs)))]);
    // Lawicel answers "C" before "V": let a CR that is still on its way arrive with the version.
    await new Promise((r) => setImmediate(r));
  } finally {
    clearTimeout(timer);
    stop();
  }
  const identity = identifyDialect(events);
  if (!identity && answeredSomethingElse(events))
    throw new BridgeError(300015, 'The adapter answers, but not as an slcan adapter: wrong firmware');
  if (!identity)
    throw new BridgeError(300014, 'Unknown adapter kind: the serial device answered no slcan command');
  if (identity.dialect === 'lawicel' || identity.dialect === 'wican') {
    const n = await io.command(SlcanCommand.serialNumber).catch(() => undefined);
    if (n?.type === 'serial') identity.serial = n.value;
  }
  return identity;
}

/** Identifies the adapter if not yet known, then sets the bitrate and opens the channel. */
export async function slcanOpenSequence(
  io: SlcanIo,
  known: SlcanAdapterIdentity | undefined,
  { bitrate, listenOnly, oneShot = false }: { bitrate: number; listenOnly: boolean; oneShot?: boolean },
): Promise<SlcanAdapterIdentity> {
  const identity = known ?? (await identifySlcanAdapter(io));
  switch (identity.dialect) {
    case 'lawicel':
    case 'wican': // the same commands; "Z0" (timestamps off) answered too (wican-fw main/slcan.c)
      if (known) await io.command(SlcanCommand.close).catch(() => undefined);
      await io.command(SlcanCommand.bitrate(bitrate));
      await io.command(SlcanCommand.timestampsOff).catch(() => undefined); // optional in many adapters
      await io.command(listenOnly ? SlcanCommand.listenOnly : SlcanCommand.open);
      break;
    case 'canable':
      // Answers nothing: write and go on. "M1" would be overridden by can_enable (normal mode), so a
      // listen is a normal-mode open during which the bridge sends nothing.
      io.write(SlcanCommand.close);
      io.write(SlcanCommand.bitrate(bitrate));
      // "A0"/"A1": automatic retransmission, applied by can_enable; "C" does not reset it.
      io.write(oneShot ? 'A0\r' : 'A1\r');
      io.write(SlcanCommand.open);
      break;
    case 'canable25':
      io.write(SlcanCommand.close); // never answered; resets mode and flags to their defaults
      await io.command(SlcanCommand.bitrate(bitrate));
      // E: error reports (bus status for busDown); M: transmit echo (flow control).
      await io.command('MEM\r');
      if (oneShot) await io.command('A0\r'); // "C" above restored retransmission (USR_SlcanDefault)
      await io.command(listenOnly ? 'OS\r' : 'ON\r');
      break;
  }
  return identity;
}
