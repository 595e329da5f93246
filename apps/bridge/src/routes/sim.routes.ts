// Simulator control (simulator driver only): choose the demo-fleet bike on the bench and arm the
// cable-pull fault. Changing the bike ends the bridge's connection, as swapping bikes would.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DemoFleet, ScenarioName } from '@dealer/contracts';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';

const Fault = Type.Object({ cablePullAfterBytes: Type.Integer({ minimum: 0, description: 'Cut the cable after this many bytes of the next firmware transfer' }) });
const ScenarioState = Type.Object({
  scenario: StringEnum(ScenarioName),
  vin: Type.String(),
  scenarios: Type.Array(StringEnum(ScenarioName)),
  fault: Type.Union([Type.Object({ cablePullAfterBytes: Type.Integer(), fired: Type.Boolean() }), Type.Null()]),
  power: StringEnum(['on', 'ship_mode', 'off'] as const),
  cable_connected: Type.Boolean(),
});

export const simRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bike = app.bridge.simBike;
  if (!bike) return;
  const state = () => {
    const f = bike.armedFault;
    return {
      scenario: bike.scenario,
      vin: DemoFleet[bike.scenario].vin,
      scenarios: [...ScenarioName],
      fault: f ? { cablePullAfterBytes: f.cablePullAfterBytes, fired: f.fired } : null,
      power: bike.state.power,
      cable_connected: bike.bus.linkUp,
    };
  };
  const tags = ['simulator'];

  app.get('/sim/scenario', { schema: { tags, summary: 'The simulated bike on the bench', response: replies(ScenarioState) } }, async () => state());

  app.put(
    '/sim/scenario',
    {
      schema: {
        tags,
        summary: 'Put a demo-fleet bike on the bench (fresh state) and optionally arm the cable-pull fault',
        body: Type.Object({ scenario: StringEnum(ScenarioName), fault: Type.Optional(Fault), wake: Type.Optional(Type.Boolean({ description: 'Only wake the current bike (charger plugged) instead of replacing it' })) }),
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
