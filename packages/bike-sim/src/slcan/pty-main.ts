// Run the simulated bike as an SLCAN adapter on a pseudo-terminal, for the bridge's serial driver or
// any SLCAN tool:  npx tsx packages/bike-sim/src/slcan/pty-main.ts [scenario] [device-path]
// A Bafang scenario (bafang_healthy, …) puts the simulated Bafang CAN system behind the adapter.
// then  BRIDGE_DRIVER=serial BRIDGE_SERIAL_PATH=<printed path> npx tsx apps/bridge/src/server.ts
import { ScenarioName } from '@dealer/contracts';
import type { ScenarioName as Scenario } from '@dealer/contracts';
import { BafangBike } from '../bafang/bafang-bike.ts';
import { BafangScenarioName } from '../bafang/bafang-state.ts';
import type { BafangScenarioName as BafangScenario } from '../bafang/bafang-state.ts';
import { SimulatedBike } from '../bike/simulated-bike.ts';
import { exposeOnPty } from './slcan-pty.ts';

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
const device = await exposeOnPty(bike, path ? { path } : {});
console.log(
  `simulated bike "${scenario}" at ${bike.bus.bitrate} bit/s is an SLCAN adapter at ${device.path}`,
);
const stop = async () => {
  await device.close();
  bike.close();
  bike.bus.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
