// Bench actions (simulator driver only): what a technician physically does at the bike — press a
// display button, plug the charger, plug the service connector into the computer, swap a component
// for a spare from the shop's stock. Each changes only the simulated hardware; the portal sees the
// effect the way it would on a real bike (press counts, battery state, connector, identity reads).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RideMode, RideSensorFault } from '@dealer/bike-sim';
import { ButtonFunctionName, DemoSpareParts, isUdsNodeName } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { PartTypeSchema, StringEnum, replies } from './common.schemas.ts';
import { ScenarioState, benchState } from './sim.routes.ts';

const Plugged = Type.Object({ plugged: Type.Boolean() });
// No bridge catalogue code means "the display is not counting" (400103 says the opposite and 400001
// is about the bridge's own connection): a refused press carries 400004 (the press is not a valid
// input now), as every error answer carries a catalogue code, and says why in `reason`.
const PressRefused = Type.Object(
  {
    code: Type.Literal(400004),
    reason: StringEnum(['bike_not_on', 'not_in_button_detection'] as const),
    message: Type.String(),
  },
  {
    description:
      'The press was not counted: the bike is not on, or the display is not in button detection mode',
  },
);
const Pressed = Type.Object({ button: StringEnum(ButtonFunctionName), press_count: Type.Integer() });
const Fitted = Type.Object({
  part_type: PartTypeSchema,
  part_spec_code: Type.String(),
  barcode: Type.String(),
  module_id: Type.String(),
  hardware_version: Type.String(),
  firmware_version: Type.String(),
});

export const simBenchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bike = app.bridge.simBike;
  if (!bike) return;
  const tags = ['simulator'];

  app.post(
    '/sim/button',
    {
      schema: {
        tags,
        summary: 'Press a display button (counted only while the display is in button detection mode)',
        body: Type.Object({
          button: StringEnum(ButtonFunctionName, 'Button function: short or long press of a button'),
        }),
        response: { ...replies(Pressed), 409: PressRefused },
      },
    },
    async (request, reply) => {
      const { button } = request.body;
      if (bike.state.power !== 'on') {
        return reply.code(409).send({
          code: 400004 as const,
          reason: 'bike_not_on' as const,
          message: `The bike is ${bike.state.power === 'off' ? 'off' : 'in ship mode'}: switch it on before pressing its buttons`,
        });
      }
      if (!bike.pressButton(button)) {
        return reply.code(409).send({
          code: 400004 as const,
          reason: 'not_in_button_detection' as const,
          message: 'The display counts presses only in button detection mode: start the button test first',
        });
      }
      return { button, press_count: bike.state.buttonPressCounts[button] ?? 0 };
    },
  );

  app.put(
    '/sim/charger',
    {
      schema: {
        tags,
        summary:
          'Plug the charger into the bike (or unplug it): the packs report charging, a sleeping bike wakes',
        body: Plugged,
        response: replies(ScenarioState),
      },
    },
    async (request) => {
      bike.setChargerPlugged(request.body.plugged);
      return benchState(bike);
    },
  );

  app.put(
    '/sim/ride',
    {
      schema: {
        tags,
        summary:
          'Turn the crank by hand or ride the bike on the stand (or stop): the drive controller reports live speed, cadence, torque, currents and temperatures; `fault` silences one sensor',
        body: Type.Object({
          mode: StringEnum(RideMode, 'stopped, crank (turned by hand) or ride (pedalled on the stand)'),
          fault: Type.Optional(
            Type.Union([StringEnum(RideSensorFault), Type.Null()], {
              description: 'A sensor that gives no signal while the crank turns',
            }),
          ),
        }),
        response: replies(ScenarioState),
      },
    },
    async (request) => {
      bike.ride.set(request.body.mode, request.body.fault ?? null);
      return benchState(bike);
    },
  );

  app.put(
    '/sim/connector',
    {
      schema: {
        tags,
        summary: 'Plug the service connector into the computer (or pull it out, which ends the connection)',
        body: Plugged,
        response: replies(ScenarioState),
      },
    },
    async (request) => {
      if (!request.body.plugged && bike.connectorPresent)
        await app.bridge.connection.closeAll('connector_lost');
      bike.setConnectorPlugged(request.body.plugged);
      return benchState(bike);
    },
  );

  app.put(
    '/sim/component/:partType',
    {
      schema: {
        tags,
        summary:
          'Swap a component for a spare from the demo stock (bike off, swap, bike on): the spare answers with its own identity',
        params: Type.Object({ partType: PartTypeSchema }),
        body: Type.Object({
          barcode: Type.String({
            description: 'Serial of a demo spare part of this type (contracts DemoSpareParts)',
          }),
        }),
        response: replies(Fitted),
      },
    },
    async (request) => {
      const { partType } = request.params;
      const { barcode } = request.body;
      if (!isUdsNodeName(partType) || partType === 'dongle' || !bike.component(partType)) {
        throw new BridgeError(300202, `The bike has no ${partType} on the bus to swap`, {
          component: partType,
        });
      }
      const spare = DemoSpareParts.find((p) => p.barcode === barcode);
      if (!spare)
        throw new BridgeError(
          400004,
          `${barcode} is not a spare part in stock (${DemoSpareParts.map((p) => p.barcode).join(', ')})`,
        );
      if (spare.partType !== partType)
        throw new BridgeError(400004, `${barcode} is a ${spare.partType}, not a ${partType}`);
      if (bike.state.components.some((c) => c.barcode === barcode))
        throw new BridgeError(400004, `${barcode} is already fitted to this bike`);
      const fitted = bike.swapComponent(spare);
      return {
        part_type: fitted.partType,
        part_spec_code: fitted.partSpecCode,
        barcode: fitted.barcode,
        module_id: fitted.moduleId,
        hardware_version: fitted.hardwareVersion,
        firmware_version: fitted.slots[fitted.activeSlot]?.version ?? '',
      };
    },
  );
};
