// Simulator control (simulator driver only): choose the demo-fleet bike on the bench and arm the
// cable-pull fault. Changing the bike ends the bridge's connection, as swapping bikes would. The
// technician's bench actions (buttons, charger, connector, component swap) are in sim-bench.routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RideMode, RideSensorFault, type SimulatedBike } from '@dealer/bike-sim';
import { DemoFleet, ScenarioName } from '@dealer/contracts';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';

const Fault = Type.Object({
  cablePullAfterBytes: Type.Integer({
    minimum: 0,
    description: 'Cut the cable after this many bytes of the next firmware transfer',
  }),
});
export const ScenarioState = Type.Object({
  scenario: StringEnum(ScenarioName),
  vin: Type.String(),
  scenarios: Type.Array(StringEnum(ScenarioName)),
  fault: Type.Union([
    Type.Object({ cablePullAfterBytes: Type.Integer(), fired: Type.Boolean() }),
    Type.Null(),
  ]),
  power: StringEnum(['on', 'ship_mode', 'off'] as const),
  cable_connected: Type.Boolean(),
  connector_plugged: Type.Boolean({ description: 'The service connector is plugged into the computer' }),
  charger_plugged: Type.Boolean({ description: 'The charger is plugged into the bike' }),
  ride: Type.Object(
    {
      mode: StringEnum(RideMode),
      fault: Type.Union([StringEnum(RideSensorFault), Type.Null()]),
    },
    { description: 'The bike on the stand: crank turned or ridden, and a sensor giving no signal' },
  ),
});

/** What is on the bench now (the reply of every simulator control call). */
export function benchState(bike: SimulatedBike) {
  const f = bike.armedFault;
  return {
    scenario: bike.scenario,
    vin: DemoFleet[bike.scenario].vin,
    scenarios: [...ScenarioName],
    fault: f ? { cablePullAfterBytes: f.cablePullAfterBytes, fired: f.fired } : null,
    power: bike.state.power,
    cable_connected: bike.bus.linkUp,
    connector_plugged: bike.connectorPresent,
    charger_plugged: bike.chargerPlugged,
    ride: bike.ride.status,
  };
}

export const simRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bike = app.bridge.simBike;
  if (!bike) return;
  const state = () => benchState(bike);
  const tags = ['simulator'];

  app.get(
    '/sim/scenario',
    { schema: { tags, summary: 'The simulated bike on the bench', response: replies(ScenarioState) } },
    async () => state(),
  );

  app.put(
    '/sim/scenario',
    {
      schema: {
        tags,
        summary: 'Put a demo-fleet bike on the bench (fresh state) and optionally arm the cable-pull fault',
        body: Type.Object({
          scenario: StringEnum(ScenarioName),
          fault: Type.Optional(Fault),
          wake: Type.Optional(
            Type.Boolean({
              description: 'Only wake the current bike (charger plugged) instead of replacing it',
            }),
          ),
        }),
        response: replies(ScenarioState),
      },
    },
    async (request) => {
      const { scenario, fault, wake } = request.body;
      if (wake && scenario === bike.scenario) bike.wake();
      else {
        await app.bridge.connection.closeAll();
        bike.loadScenario(scenario);
      }
      if (fault) bike.armCablePull(fault.cablePullAfterBytes);
      return state();
    },
  );
};
