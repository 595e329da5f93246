// Simulator control for the simulated Bafang CAN system (BRIDGE_SIM_SYSTEM=bafang): which bench
// bike is on the stand. Changing it ends the bridge's connection, as swapping bikes would.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BafangScenarioName, RideMode } from '@dealer/bike-sim';
import type { BafangBike } from '@dealer/bike-sim';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';

const BafangBenchState = Type.Object({
  system: StringEnum(['bafang'] as const),
  scenario: StringEnum(BafangScenarioName),
  scenarios: Type.Array(StringEnum(BafangScenarioName)),
  bitrate: Type.Integer({ description: 'The simulated bus bitrate' }),
  cable_connected: Type.Boolean(),
  error_codes: Type.Array(Type.Integer(), { description: 'Active codes the display reports' }),
  speed_limit_kmh: Type.Number(),
  ride: StringEnum(RideMode),
});

function benchState(bike: BafangBike) {
  return {
    system: 'bafang' as const,
    scenario: bike.scenario,
    scenarios: [...BafangScenarioName],
    bitrate: bike.bus.bitrate,
    cable_connected: bike.bus.linkUp,
    error_codes: [...bike.state.display.errorCodes],
    speed_limit_kmh: bike.state.speedLimitKmh,
    ride: bike.rideMode,
  };
}

export const simBafangRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bike = app.bridge.bafangBike;
  if (!bike) return;
  const tags = ['simulator'];
  app.get(
    '/sim/scenario',
    {
      schema: {
        tags,
        summary: 'The simulated Bafang system on the bench',
        response: replies(BafangBenchState),
      },
    },
    async () => benchState(bike),
  );
  app.put(
    '/sim/scenario',
    {
      schema: {
        tags,
        summary: 'Put a Bafang bench bike on the stand (fresh state)',
        body: Type.Object({ scenario: StringEnum(BafangScenarioName) }),
        response: replies(BafangBenchState),
      },
    },
    async (request) => {
      await app.bridge.connection.closeAll();
      bike.loadScenario(request.body.scenario);
      return benchState(bike);
    },
  );
  app.put(
    '/sim/ride',
    {
      schema: {
        tags,
        summary:
          'Turn the crank by hand or ride the Bafang bike on the stand (or stop): its drive unit and battery broadcast moving values',
        body: Type.Object({
          mode: StringEnum(RideMode, 'stopped, crank (turned by hand) or ride (pedalled on the stand)'),
        }),
        response: replies(BafangBenchState),
      },
    },
    async (request) => {
      bike.setRide(request.body.mode);
      return benchState(bike);
    },
  );
};
