// UDS client (ISO 14229-1) over one ISO-TP channel. One request at a time; negative responses
// become UdsNegativeResponseError; 0x78 (response pending) switches the wait from P2 to P2*. The P2
// timer starts once the last frame of the request has left, not when the request is queued.
import { nrcName, Nrc, SecurityAccessPolicy, UdsService } from '@dealer/contracts';
import type { IsoTpChannel } from './iso-tp.ts';
import { IsoTpError } from './iso-tp-errors.ts';
import { bridgeMetrics } from '../lib/bridge-metrics.ts';
import { unlockSecurityAccess } from './security-access.ts';
import { inSpan } from '../lib/tracing.ts';

/** UDS service names by SID, for span names and metric labels ("readDataByIdentifier"). */
const serviceNames = new Map<number, string>(Object.entries(UdsService).map(([name, sid]) => [sid, name]));
const udsServiceName = (sid: number) => serviceNames.get(sid) ?? `0x${sid.toString(16)}`;

function outcomeOf(e: unknown): string {
  if (e instanceof UdsNegativeResponseError) return 'negative';
  if (e instanceof UdsTimeoutError) return 'timeout';
  return 'error';
}

export class UdsNegativeResponseError extends Error {
  constructor(
    readonly sid: number,
    readonly nrc: number,
  ) {
    super(`negative response to 0x${sid.toString(16)}: ${nrcName(nrc)} (0x${nrc.toString(16)})`);
  }
}

export class UdsTimeoutError extends Error {
  constructor(readonly sid: number) {
    super(`no response to service 0x${sid.toString(16)}`);
  }
}

export interface UdsClientOptions {
  /** P2client: time to the start of a response (server's 50 ms + transport margin). */
  p2Ms?: number;
  /** P2*client: time to the next response after a 0x78. */
  p2StarMs?: number;
  /** Give up after this many 0x78 in a row (a server stuck in "pending"). */
  maxPending?: number;
  /**
   * How long to wait out a SecurityAccess delay (0x37) before the one retry: the ECU's delay timer
   * (our ECUs': SecurityAccessPolicy.delayMs), never more than MAX_SECURITY_DELAY_MS.
   */
  securityDelayMs?: number;
}

/** The longest SecurityAccess delay the bridge waits out inside one call (a request must end). */
const MAX_SECURITY_DELAY_MS = 30_000;

export class UdsClient {
  private p2Ms: number;
  private p2StarMs: number;
  private readonly maxPending: number;
  private readonly securityDelayMs: number;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly channel: IsoTpChannel,
    options: UdsClientOptions = {},
  ) {
    this.p2Ms = options.p2Ms ?? 150;
    this.p2StarMs = options.p2StarMs ?? 5500;
    this.maxPending = options.maxPending ?? 20;
    this.securityDelayMs = Math.min(
      options.securityDelayMs ?? SecurityAccessPolicy.delayMs,
      MAX_SECURITY_DELAY_MS,
    );
  }

  get timing(): { p2Ms: number; p2StarMs: number } {
    return { p2Ms: this.p2Ms, p2StarMs: this.p2StarMs };
  }

  /** Send a request and return the positive response (including its SID byte). */
  request(
    req: Uint8Array,
    options: { suppressPositive?: boolean; functional?: boolean } = {},
  ): Promise<Uint8Array> {
    return this.exclusive(() => this.observed(req, options));
  }

  /**
   * Runs `fn` with this client's channel to itself: after the requests before it, and before the
   * ones after it (discovery listens on every node's channel and must not take a client's answer).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One exchange as a span "UDS <service>" and in the operation metrics. */
  private observed(
    req: Uint8Array,
    options: { suppressPositive?: boolean; functional?: boolean },
  ): Promise<Uint8Array> {
    const service = udsServiceName(req[0]!);
    const stopTimer = bridgeMetrics.udsDuration.startTimer({ service });
    const attributes = { 'uds.service': service, 'uds.request_bytes': req.length };
    return inSpan(`UDS ${service}`, attributes, () => this.exchange(req, options)).then(
      (res) => {
        stopTimer();
        bridgeMetrics.udsOperations.inc({ service, outcome: 'ok' });
        return res;
      },
      (e: unknown) => {
        stopTimer();
        bridgeMetrics.udsOperations.inc({ service, outcome: outcomeOf(e) });
        throw e;
      },
    );
  }

  private async exchange(
    req: Uint8Array,
    options: { suppressPositive?: boolean; functional?: boolean },
  ): Promise<Uint8Array> {
    const sid = req[0]!;
    this.channel.drain();
    await this.channel.send(req, { functional: options.functional === true });
    if (options.suppressPositive) return new Uint8Array(0);
    let wait = this.p2Ms;
    for (let pending = 0; ;) {
      let msg: Uint8Array;
      try {
        msg = await this.channel.receive(wait);
      } catch (e) {
        if (e instanceof IsoTpError && e.code === 'N_TIMEOUT_A') throw new UdsTimeoutError(sid);
        throw e;
      }
      if (msg[0] === 0x7f && msg[1] === sid) {
        const nrc = msg[2] ?? Nrc.generalReject;
        if (nrc === Nrc.responsePending) {
          if (++pending > this.maxPending) throw new UdsTimeoutError(sid);
          wait = this.p2StarMs;
          continue;
        }
        throw new UdsNegativeResponseError(sid, nrc);
      }
      if (msg[0] === sid + 0x40) return msg;
      // Anything else is a stray answer to an earlier request: keep waiting for ours.
    }
  }

  async diagnosticSessionControl(session: number): Promise<void> {
    const res = await this.request(Uint8Array.of(UdsService.diagnosticSessionControl, session));
    // The server announces its P2/P2* in the positive response; keep our margins on top.
    if (res.length >= 6) {
      const p2Server = (res[2]! << 8) | res[3]!;
      const p2StarServer = ((res[4]! << 8) | res[5]!) * 10;
      this.p2Ms = Math.max(this.p2Ms, p2Server + 100);
      this.p2StarMs = Math.max(this.p2StarMs, p2StarServer + 500);
    }
  }

  async testerPresent(suppress = false): Promise<void> {
    await this.request(Uint8Array.of(UdsService.testerPresent, suppress ? 0x80 : 0x00), {
      suppressPositive: suppress,
    });
  }

  /** SecurityAccess with the ECU's brute-force protection respected (security-access.ts). */
  securityAccess(level: number, key: (seed: Uint8Array) => Uint8Array): Promise<void> {
    return unlockSecurityAccess((req) => this.request(req), level, key, this.securityDelayMs);
  }

  async readDataByIdentifier(did: number): Promise<Uint8Array> {
    const res = await this.request(Uint8Array.of(UdsService.readDataByIdentifier, did >> 8, did & 0xff));
    if (res.length < 3 || ((res[1]! << 8) | res[2]!) !== did)
      throw new UdsNegativeResponseError(UdsService.readDataByIdentifier, Nrc.generalReject);
    return res.subarray(3);
  }

  async writeDataByIdentifier(did: number, data: Uint8Array): Promise<void> {
    await this.request(Uint8Array.of(UdsService.writeDataByIdentifier, did >> 8, did & 0xff, ...data));
  }

  /** ReadDTCInformation 0x02: DTCs whose status matches the mask, as "0xHHMM" codes with their status. */
  async readDtcByStatusMask(mask: number): Promise<{ code: string; status: number }[]> {
    const res = await this.request(Uint8Array.of(UdsService.readDtcInformation, 0x02, mask));
    const out: { code: string; status: number }[] = [];
    for (let i = 3; i + 3 < res.length; i += 4) {
      const code = `0x${((res[i]! << 8) | res[i + 1]!).toString(16).padStart(4, '0')}`;
      out.push({ code, status: res[i + 3]! });
    }
    return out;
  }

  async clearDiagnosticInformation(group = 0xffffff): Promise<void> {
    await this.request(
      Uint8Array.of(UdsService.clearDiagnosticInformation, group >> 16, (group >> 8) & 0xff, group & 0xff),
    );
  }

  /** RoutineControl; returns the routine status record (bytes after the routine id). */
  async routineControl(
    type: number,
    routine: number,
    option: Uint8Array = new Uint8Array(0),
  ): Promise<Uint8Array> {
    const res = await this.request(
      Uint8Array.of(UdsService.routineControl, type, routine >> 8, routine & 0xff, ...option),
    );
    return res.subarray(4);
  }

  /** RequestDownload with 4-byte address and size; returns maxNumberOfBlockLength. */
  async requestDownload(address: number, size: number): Promise<number> {
    const u32 = (v: number) => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
    const res = await this.request(
      Uint8Array.of(UdsService.requestDownload, 0x00, 0x44, ...u32(address), ...u32(size)),
    );
    const lenBytes = (res[1] ?? 0) >> 4;
    if (lenBytes < 1 || res.length < 2 + lenBytes)
      throw new UdsNegativeResponseError(UdsService.requestDownload, Nrc.generalReject);
    return res.subarray(2, 2 + lenBytes).reduce((acc, b) => acc * 256 + b, 0);
  }

  async transferData(sequence: number, data: Uint8Array): Promise<void> {
    const req = new Uint8Array(2 + data.length);
    req[0] = UdsService.transferData;
    req[1] = sequence & 0xff;
    req.set(data, 2);
    const started = performance.now();
    const res = await this.request(req);
    bridgeMetrics.firmwareBytes.inc(data.length);
    bridgeMetrics.firmwareRate.set((data.length * 1000) / Math.max(performance.now() - started, 1));
    if (res[1] !== (sequence & 0xff))
      throw new UdsNegativeResponseError(UdsService.transferData, Nrc.wrongBlockSequenceCounter);
  }

  async requestTransferExit(): Promise<void> {
    await this.request(Uint8Array.of(UdsService.requestTransferExit));
  }

  async ecuReset(type: number): Promise<void> {
    await this.request(Uint8Array.of(UdsService.ecuReset, type));
  }
}
