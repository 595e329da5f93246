// Run the simulated bike as an SLCAN adapter on a pseudo-terminal, for the bridge's serial driver or
// any SLCAN tool:  npx tsx packages/bike-sim/src/slcan/pty-main.ts [scenario] [device-path]
// A Bafang scenario (bafang_healthy, …) puts the simulated Bafang CAN system behind the adapter.
// SLCAN_ADAPTER=lawicel|canable|canable2|canable25|wican picks the adapter kind (default lawicel).
// then  BRIDGE_DRIVER=serial BRIDGE_SERIAL_PATH=<printed path> npx tsx apps/bridge/src/server.ts
// SLCAN_TCP_PORT=3333 serves the adapter on that TCP port instead of a pty, as a Wi-Fi adapter does
// (SLCAN_TCP_HOST, default 127.0.0.1); then  BRIDGE_DRIVER=tcp BRIDGE_TCP_ADDRESS=127.0.0.1:3333 …
import { readFileSync, unwatchFile, watchFile, writeFileSync } from 'node:fs';
import { ScenarioName } from '@dealer/contracts';
import type { ScenarioName as Scenario } from '@dealer/contracts';
import { BafangBike } from '../bafang/bafang-bike.ts';
import { BafangScenarioName } from '../bafang/bafang-state.ts';
import type { BafangScenarioName as BafangScenario } from '../bafang/bafang-state.ts';
import { SimulatedBike } from '../bike/simulated-bike.ts';
import { exposeOnPty } from './slcan-pty.ts';
import { SlcanAdapterKinds, serveSlcanOverTcp } from './slcan-tcp.ts';
import type { SlcanAdapterKind } from './slcan-tcp.ts';

const [scenario = 'healthy', path] = process.argv.slice(2);
const bafang = BafangScenarioName.includes(scenario as BafangScenario);
if (!bafang && !ScenarioName.includes(scenario as Scenario)) {
  console.error(
    `unknown scenario "${scenario}"; one of ${[...ScenarioName, ...BafangScenarioName].join(', ')}`,
  );
  process.exit(1);
}
const bike = bafang
  ? new BafangBike({
      scenario: scenario as BafangScenario,
      bitrate: Number(process.env.BAFANG_SIM_BITRATE ?? 250_000),
    })
  : new SimulatedBike({ scenario: scenario as Scenario });
const kind = (process.env.SLCAN_ADAPTER ?? 'lawicel') as SlcanAdapterKind;
if (!SlcanAdapterKinds.includes(kind)) {
  console.error(`unknown SLCAN_ADAPTER "${kind}"; one of ${SlcanAdapterKinds.join(', ')}`);
  process.exit(1);
}
const tcpPort = process.env.SLCAN_TCP_PORT;
/** The adapter plugged in: on its TCP port, or on a pty (the first time at `path`, if given). */
const plugIn = (at: string | undefined) =>
  tcpPort
    ? serveSlcanOverTcp(bike, {
        kind,
        port: Number(tcpPort),
        host: process.env.SLCAN_TCP_HOST ?? '127.0.0.1',
      })
    : exposeOnPty(bike, { kind, ...(at ? { path: at } : {}) });
let device = await plugIn(path);
const where = 'path' in device ? device.path : `${device.host}:${device.port} (TCP)`;
console.log(
  `simulated bike "${scenario}" at ${bike.bus.bitrate} bit/s is an SLCAN adapter at ${where} (${kind})`,
);

// The adapter pulled out and plugged back in, the bike kept as it is (a controller left in its
// bootloader stays there), told through the file SLCAN_CONTROL names (a word written to it; signals
// would not pass tsx): "pull" arms a pull after SLCAN_PULL_AFTER_FRAMES (default 200) ISO-TP
// consecutive frames from the tester, that is inside a transfer such as a firmware update; "plug"
// plugs it back in at the same device path.
const pullAfter = Number(process.env.SLCAN_PULL_AFTER_FRAMES ?? 200);
let untap: (() => void) | undefined;
const armPull = () => {
  untap?.();
  let frames = 0;
  untap = bike.bus.onTransmit((f, from) => {
    if (from.segment !== 'tester' || f.data[0]! >> 4 !== 2 || ++frames < pullAfter) return;
    untap?.();
    untap = undefined;
    void device.close().then(() => console.log(`adapter pulled after ${frames} consecutive frames`));
  });
};
const plugBackIn = () =>
  void plugIn('path' in device ? device.path : undefined).then((d) => {
    device = d;
    console.log(`adapter plugged back in at ${where}`);
  });
const control = process.env.SLCAN_CONTROL;
if (control) {
  writeFileSync(control, '');
  watchFile(control, { interval: 50 }, () => {
    const word = readFileSync(control, 'utf8').trim();
    if (word === 'pull') armPull();
    else if (word === 'plug') plugBackIn();
  });
}

const stop = async () => {
  if (control) unwatchFile(control);
  await device.close();
  bike.close();
  bike.bus.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
