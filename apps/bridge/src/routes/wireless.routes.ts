// Wireless CAN adapters (decisions 2902, 2904): scan for Bluetooth LE adapters and for Wi-Fi adapters
// announced by mDNS, the Wi-Fi adapters known by address, and the one the next connect with connection_type `ble` goes through.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { StringEnum, replies } from './common.schemas.ts';

const Choice = Type.Object({
  link: StringEnum(['ble', 'tcp'] as const, 'ble: Bluetooth LE; tcp: Wi-Fi (slcan over TCP)'),
  address: Type.String({
    maxLength: 200,
    description: 'Bluetooth: the id from the scan; Wi-Fi: host:port (WiCAN: 192.168.80.1:3333)',
  }),
  name: Type.String({ maxLength: 100, description: 'As shown to the technician (the scan’s name)' }),
});
const ChoiceRequest = Type.Object({
  link: Choice.properties.link,
  address: Choice.properties.address,
  name: Type.Optional(Choice.properties.name),
});
const WirelessState = Type.Object({
  chosen: Type.Union([Choice, Type.Null()], { description: 'The adapter of the next `ble` connect' }),
  wifi_addresses: Type.Array(Type.String(), {
    description: 'Wi-Fi adapters known by address: BRIDGE_TCP_ADDRESS and the one last chosen',
  }),
});
const ScanRequest = Type.Object({
  seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 15, description: 'How long to listen (4)' })),
});
const ScanResult = Type.Object({
  adapters: Type.Array(
    Type.Object({
      id: Type.String({ description: 'The BLE library’s peripheral id (choose with it)' }),
      name: Type.String({ description: 'Its advertised name (the id when it sends none)' }),
      rssi: Type.Integer({ description: 'Signal strength in dBm, strongest first' }),
    }),
  ),
  wifi_adapters: Type.Array(
    Type.Object({
      name: Type.String({ description: 'Its mDNS host name (WiCAN: wican_<device id>)' }),
      address: Type.String({ description: 'host:port to choose it by (WiCAN’s default slcan port 3333)' }),
    }),
    { description: 'Wi-Fi adapters that announced themselves by mDNS (_wican._tcp)' },
  ),
  bluetooth: Type.Boolean({
    description: 'false: no Bluetooth on this computer (300019 reason), only Wi-Fi was searched',
  }),
});

export const wirelessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['system bridge'];
  const { wireless, connection } = app.bridge;
  const state = () => ({ chosen: wireless.chosen ?? null, wifi_addresses: wireless.wifiAddresses() });

  app.get(
    '/v1/system_bridge/wireless_adapter',
    {
      schema: {
        tags,
        summary: 'The chosen wireless adapter and the Wi-Fi adapters known',
        response: replies(WirelessState),
      },
    },
    async () => state(),
  );
  app.put(
    '/v1/system_bridge/wireless_adapter',
    {
      schema: {
        tags,
        summary: 'Choose the wireless adapter of the next Bluetooth connect (remembered)',
        body: ChoiceRequest,
        response: replies(WirelessState),
      },
    },
    async (request) => {
      if (connection.connected)
        throw new BridgeError(400003, 'Disconnect the bike before choosing another adapter');
      const { link, address, name } = request.body;
      await wireless.choose({ link, address, name: name ?? '' });
      return state();
    },
  );
  app.post(
    '/v1/system_bridge/wireless_adapters/scan',
    {
      schema: {
        tags,
        summary:
          'Bluetooth LE CAN adapters in range by name and signal, and Wi-Fi adapters announced by mDNS (300019: no Bluetooth and none announced)',
        body: ScanRequest,
        response: replies(ScanResult),
      },
    },
    async (request) => wireless.scan((request.body.seconds ?? 4) * 1000),
  );
};
