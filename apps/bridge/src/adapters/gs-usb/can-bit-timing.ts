// Bit timing for a bitrate from the device's BT_CONST, as the Linux kernel computes it for every CAN
// driver (torvalds/linux drivers/net/can/dev/calc_bittiming.c can_calc_bittiming with
// can_update_sample_point; sjw default of drivers/net/can/dev/bittiming.c can_sjw_set_default since
// v6.3). CiA sample points: 87.5 % up to 500 kbit/s, 80 % up to 800 kbit/s, 75 % above.
import type { BitTiming, BitTimingConst } from './gs-usb-wire.ts';

const CAN_SYNC_SEG = 1;
/** CAN_CALC_MAX_ERROR: the kernel refuses a bitrate more than 5.0 % off. */
const MAX_ERROR_PERMILLE = 50;

export interface CalculatedBitTiming extends BitTiming {
  /** The bitrate the timing really gives (fclk / (brp × bit time)). */
  bitrate: number;
  /** Sample point in tenths of a percent (875 = 87.5 %). */
  samplePoint: number;
}

function nominalSamplePoint(bitrate: number): number {
  if (bitrate > 800_000) return 750;
  if (bitrate > 500_000) return 800;
  return 875;
}

function updateSamplePoint(btc: BitTimingConst, nominal: number, tseg: number) {
  let best = { samplePoint: 0, error: Number.MAX_SAFE_INTEGER, tseg1: 0, tseg2: 0 };
  for (let i = 0; i <= 1; i++) {
    let tseg2 = tseg + CAN_SYNC_SEG - Math.floor((nominal * (tseg + CAN_SYNC_SEG)) / 1000) - i;
    tseg2 = Math.min(Math.max(tseg2, btc.tseg2Min), btc.tseg2Max);
    let tseg1 = tseg - tseg2;
    if (tseg1 > btc.tseg1Max) {
      tseg1 = btc.tseg1Max;
      tseg2 = tseg - tseg1;
    }
    const samplePoint = Math.floor((1000 * (tseg + CAN_SYNC_SEG - tseg2)) / (tseg + CAN_SYNC_SEG));
    const error = Math.abs(nominal - samplePoint);
    if (samplePoint <= nominal && error < best.error) best = { samplePoint, error, tseg1, tseg2 };
  }
  return best;
}

/** can_calc_bittiming; throws RangeError when no timing comes within 5 % of the bitrate. */
export function calcBitTiming(btc: BitTimingConst, bitrate: number): CalculatedBitTiming {
  const nominal = nominalSamplePoint(bitrate);
  let bestBitrateError = Number.MAX_SAFE_INTEGER;
  let bestSamplePointError = Number.MAX_SAFE_INTEGER;
  let bestTseg = 0;
  let bestBrp = 0;
  // tseg even = round down, odd = round up
  for (let tseg = (btc.tseg1Max + btc.tseg2Max) * 2 + 1; tseg >= (btc.tseg1Min + btc.tseg2Min) * 2; tseg--) {
    const tsegAll = CAN_SYNC_SEG + Math.floor(tseg / 2);
    let brp = Math.floor(btc.fclkCan / (tsegAll * bitrate)) + (tseg % 2);
    brp = Math.floor(brp / btc.brpInc) * btc.brpInc;
    if (brp < btc.brpMin || brp > btc.brpMax) continue;
    const bitrateError = Math.abs(bitrate - Math.floor(btc.fclkCan / (brp * tsegAll)));
    if (bitrateError > bestBitrateError) continue;
    if (bitrateError < bestBitrateError) bestSamplePointError = Number.MAX_SAFE_INTEGER;
    const { error } = updateSamplePoint(btc, nominal, Math.floor(tseg / 2));
    if (error >= bestSamplePointError) continue;
    bestSamplePointError = error;
    bestBitrateError = bitrateError;
    bestTseg = Math.floor(tseg / 2);
    bestBrp = brp;
    if (bitrateError === 0 && error === 0) break;
  }
  if (bestBrp === 0 || Math.floor((bestBitrateError * 1000) / bitrate) > MAX_ERROR_PERMILLE)
    throw new RangeError(`no bit timing within 5 % of ${bitrate} bit/s at ${btc.fclkCan} Hz`);
  const { samplePoint, tseg1, tseg2 } = updateSamplePoint(btc, nominal, bestTseg);
  const propSeg = Math.floor(tseg1 / 2);
  const phaseSeg1 = tseg1 - propSeg;
  const sjw = Math.max(1, Math.min(phaseSeg1, Math.floor(tseg2 / 2)));
  if (sjw > btc.sjwMax) throw new RangeError(`sjw ${sjw} over the device's maximum ${btc.sjwMax}`);
  return {
    propSeg,
    phaseSeg1,
    phaseSeg2: tseg2,
    sjw,
    brp: bestBrp,
    bitrate: Math.floor(btc.fclkCan / (bestBrp * (CAN_SYNC_SEG + tseg1 + tseg2))),
    samplePoint,
  };
}
