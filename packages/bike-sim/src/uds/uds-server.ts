// The UDS (ISO 14229-1) server of one simulated component: session and security handling, the
// S3 session timeout, suppress-positive-response, response-pending (0x78) for slow jobs, and
// dispatch to the service handlers.
import { Nrc, UdsService, UdsSession } from '@dealer/contracts';
import { bootAfterReset, bootModeOf } from '../model/bike-state.ts';
import type { ComponentState } from '../model/bike-state.ts';
import { readDataByIdentifier, writeDataByIdentifier } from './data-services.ts';
import { clearDiagnosticInformation, readDtcInformation } from './dtc-services.ts';
import { requestDownload, requestTransferExit, transferData } from './download-services.ts';
import { routineControl } from './routine-services.ts';
import { SecurityAttempts, securityAccess } from './security-access.ts';
import { NrcError } from './server-context.ts';
import type { BikeHost, Reply, ServerContext } from './server-context.ts';

/** P2server_max 50 ms and P2*server_max 5000 ms, as announced in the session response. */
const P2_MS = 50;
const P2_STAR_MS = 5000;
const WITH_SUBFUNCTION = new Set<number>([0x10, 0x11, 0x19, 0x27, 0x31, 0x3e]);
/**
 * Services the default session does not offer (ISO 14229-1:2013 §9.2.1, the table of services allowed
 * per session: SecurityAccess and the download services only in non-default sessions). They are
 * refused with 0x7F before any format check (§7.5.2, Figure 5: "SID supported in active session?"
 * comes before the sub-function and length checks of Figure 6).
 */
const NOT_IN_DEFAULT_SESSION = new Set<number>([0x27, 0x34, 0x36, 0x37]);
/** NRCs a server keeps quiet about for functionally addressed requests (ISO 14229-1 7.5). */
const QUIET_WHEN_FUNCTIONAL = new Set<number>([
  Nrc.serviceNotSupported,
  Nrc.subFunctionNotSupported,
  Nrc.requestOutOfRange,
  Nrc.subFunctionNotSupportedInActiveSession,
  Nrc.serviceNotSupportedInActiveSession,
]);

type Handler = (ctx: ServerContext, req: Uint8Array) => Reply;

export class UdsServer {
  readonly ctx: ServerContext;
  private busy = false;
  private rebooting = false;
  private lastRequestAt = 0;
  private readonly securityAttempts: SecurityAttempts;
  private readonly handlers = new Map<number, Handler>([
    [UdsService.diagnosticSessionControl, (c, r) => this.sessionControl(c, r)],
    [UdsService.ecuReset, (c, r) => this.ecuReset(c, r)],
    [UdsService.securityAccess, (c, r) => securityAccess(c, r, this.securityAttempts)],
    [
      UdsService.testerPresent,
      (_c, r) => (r[1] === 0 ? Uint8Array.of(0x7e, 0) : throwNrc(Nrc.subFunctionNotSupported)),
    ],
    [UdsService.readDataByIdentifier, readDataByIdentifier],
    [UdsService.writeDataByIdentifier, writeDataByIdentifier],
    [UdsService.readDtcInformation, readDtcInformation],
    [UdsService.clearDiagnosticInformation, clearDiagnosticInformation],
    [UdsService.routineControl, routineControl],
    [UdsService.requestDownload, requestDownload],
    [UdsService.transferData, transferData],
    [UdsService.requestTransferExit, requestTransferExit],
  ]);

  constructor(
    bike: BikeHost,
    component: ComponentState,
    private readonly send: (response: Uint8Array) => Promise<void>,
    private readonly onReboot: () => void = () => undefined,
  ) {
    this.ctx = {
      bike,
      component,
      session: UdsSession.default,
      unlocked: new Set(),
      seeds: new Map(),
      download: undefined,
      reset: () => this.reset(),
    };
    this.securityAttempts = new SecurityAttempts(() => bike.timing.securityDelayMs);
  }

  /** Forget the session as a power loss would. */
  powerCycle(): void {
    this.endSession();
    bootAfterReset(this.ctx.component);
    this.busy = false;
  }

  handle(raw: Uint8Array, functional: boolean): void {
    if (this.ctx.bike.state.power !== 'on' || this.rebooting || raw.length === 0) return;
    const now = performance.now();
    if (this.ctx.session !== UdsSession.default && now - this.lastRequestAt > this.ctx.bike.timing.s3Ms)
      this.endSession();
    this.lastRequestAt = now;
    const sid = raw[0]!;
    const req = Uint8Array.from(raw);
    if (this.busy) return this.negative(sid, Nrc.busyRepeatRequest, functional);
    // ISO 14229-1:2013 §7.5.2 Figure 5, then Figure 6 for services with a sub-function.
    const handler = this.handlers.get(sid);
    if (!handler) return this.negative(sid, Nrc.serviceNotSupported, functional);
    if (this.ctx.session === UdsSession.default && NOT_IN_DEFAULT_SESSION.has(sid))
      return this.negative(sid, Nrc.serviceNotSupportedInActiveSession, functional);
    let suppress = false;
    if (WITH_SUBFUNCTION.has(sid)) {
      // Figure 6 "minimum length check": SID and sub-function parameter.
      if (req.length < 2) return this.negative(sid, Nrc.incorrectMessageLength, functional);
      suppress = (req[1]! & 0x80) !== 0;
      req[1] = req[1]! & 0x7f;
    }
    this.run(sid, () => handler(this.ctx, req), suppress, functional);
  }

  private run(sid: number, job: () => Reply, suppress: boolean, functional: boolean): void {
    let reply: Reply;
    try {
      reply = job();
    } catch (e) {
      if (e instanceof NrcError) return this.negative(sid, e.nrc, functional);
      console.error('simulated component failed', e);
      return this.negative(sid, Nrc.generalReject, functional);
    }
    if (reply === null) return;
    if (reply instanceof Uint8Array) {
      if (!suppress) this.emit(reply);
      return;
    }
    if ('afterSent' in reply) {
      const after = reply.afterSent;
      if (suppress) after();
      else void this.send(reply.response).then(after, after);
      return;
    }
    // Slow job: announce it (0x78), keep the tester waiting up to P2*, then answer.
    const { pendingMs, finish } = reply;
    this.emit(Uint8Array.of(0x7f, sid, Nrc.responsePending));
    this.busy = true;
    setTimeout(() => {
      this.busy = false;
      if (!this.rebooting && this.ctx.bike.state.power === 'on') this.run(sid, finish, false, functional);
    }, pendingMs);
  }

  private emit(response: Uint8Array): void {
    this.send(response).catch(() => undefined); // a lost answer is the tester's timeout to handle
  }

  private negative(sid: number, nrc: number, functional: boolean): void {
    if (functional && QUIET_WHEN_FUNCTIONAL.has(nrc)) return;
    this.emit(Uint8Array.of(0x7f, sid, nrc));
  }

  private endSession(): void {
    this.ctx.session = UdsSession.default;
    this.ctx.unlocked.clear();
    this.ctx.seeds.clear();
    this.ctx.download = undefined;
  }

  private reset(): void {
    this.endSession();
    this.rebooting = true;
    bootAfterReset(this.ctx.component);
    if (this.ctx.component.node === 'hmi') this.ctx.bike.detection.mode = 'none';
    this.ctx.bike.changed();
    this.onReboot();
    setTimeout(() => (this.rebooting = false), this.ctx.bike.timing.resetMs);
  }

  private sessionControl(ctx: ServerContext, req: Uint8Array): Reply {
    const session = req[1]!;
    // Figure 6: an unknown sub-function (0x12) before the service's total length check (0x13).
    if (!(Object.values(UdsSession) as number[]).includes(session))
      throw new NrcError(Nrc.subFunctionNotSupported);
    if (req.length !== 2) throw new NrcError(Nrc.incorrectMessageLength);
    const ok = () =>
      Uint8Array.of(
        0x50,
        session,
        P2_MS >> 8,
        P2_MS & 0xff,
        (P2_STAR_MS / 10) >> 8,
        (P2_STAR_MS / 10) & 0xff,
      );
    if (session === UdsSession.default) {
      this.endSession();
      return ok();
    }
    if (session === UdsSession.extended) {
      if (bootModeOf(ctx.component) === 'bootloader') throw new NrcError(Nrc.conditionsNotCorrect);
      this.endSession();
      ctx.session = session;
      return ok();
    }
    if (session === UdsSession.programming) {
      this.endSession();
      ctx.session = session;
      if (!ctx.component.bootPending) {
        // Jump to the bootloader: from here on it keeps control until an update completes.
        ctx.component.bootPending = true;
        ctx.bike.changed();
      }
      return { pendingMs: ctx.bike.timing.programmingEntryMs, finish: ok };
    }
    throw new NrcError(Nrc.subFunctionNotSupported);
  }

  private ecuReset(_ctx: ServerContext, req: Uint8Array): Reply {
    if (req[1] !== 0x01 && req[1] !== 0x03) throw new NrcError(Nrc.subFunctionNotSupported);
    if (req.length !== 2) throw new NrcError(Nrc.incorrectMessageLength);
    return { response: Uint8Array.of(0x51, req[1]), afterSent: () => this.reset() };
  }
}

function throwNrc(nrc: number): never {
  throw new NrcError(nrc);
}
