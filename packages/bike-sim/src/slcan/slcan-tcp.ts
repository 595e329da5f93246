// A simulated bike behind an slcan adapter emulator on a TCP port: what a Wi-Fi adapter such as WiCAN
// serves (its slcan port, 3333 by default: wican-fw main/main.c), and the socket the pty variant
// (slcan-pty.ts) links its pseudo-terminal to. Each connection gets its own adapter state, as each
// open of the device does.
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { SimulatedBike } from '../bike/simulated-bike.ts';
import { SLCAN_BUS_ERROR, SLCAN_ERROR_PASSIVE, SlcanDevice } from './slcan-device.ts';
import { Canable25Device } from './canable25-device.ts';
import { CanableStockDevice } from './canable-stock-device.ts';
import { WicanDevice } from './wican-device.ts';
import { throttledLink } from './throttled-link.ts';
import type { LinkThrottle } from './throttled-link.ts';
import type { SlcanControllerHost, SlcanControllerStats } from './slcan-can-controller.ts';

/** What can sit behind the adapter: any simulated system with a bus and a tester side. */
export type SlcanHost = Pick<SimulatedBike, 'bus' | 'attachTester'>;

/**
 * Which adapter is played: a Lawicel CANUSB-style adapter (answers every command), a CANable on its
 * stock slcan firmware (canable-fw for the 1.0, canable2-fw for the 2.0: answers nothing), a CANable
 * on the CANable 2.5 firmware, or a WiCAN (Wi-Fi/Bluetooth, CR to everything).
 */
export const SlcanAdapterKinds = ['lawicel', 'canable', 'canable2', 'canable25', 'wican'] as const;
export type SlcanAdapterKind = (typeof SlcanAdapterKinds)[number];

/** The adapter's view of the bike: its tester side of the bus, and the bus's timing. */
export function slcanControllerHost(bike: SlcanHost): SlcanControllerHost {
  return {
    attach: () => bike.attachTester('slcan'),
    busBitrate: bike.bus.bitrate,
    frameDurationMs: (bits: number) => bike.bus.frameDurationMs(bits),
  };
}

export interface SlcanTcpServer {
  host: string;
  port: number;
  kind: SlcanAdapterKind;
  /** Connections open now. */
  readonly connections: number;
  /** The adapter's counters, summed over every connection. */
  stats(): SlcanControllerStats;
  /** Drops every connection, as an adapter switched off or out of range does. */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function serveSlcanOverTcp(
  bike: SlcanHost,
  options: { kind?: SlcanAdapterKind; host?: string; port?: number; throttle?: LinkThrottle } = {},
): Promise<SlcanTcpServer> {
  const kind = options.kind ?? 'lawicel';
  const devices: { stats: SlcanControllerStats }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const host = slcanControllerHost(bike);
    const link = throttledLink(socket, options.throttle);
    if (kind === 'wican') devices.push(new WicanDevice(link, host));
    else if (kind === 'canable25') devices.push(new Canable25Device(link, host));
    else if (kind !== 'lawicel')
      devices.push(new CanableStockDevice(link, host, kind === 'canable' ? 'canable-fw' : 'canable2-fw'));
    else
      devices.push(
        new SlcanDevice(link, {
          ...host,
          serialNumber: 'SIM1',
          // Cable pulled: the adapter's frames go unacknowledged, its controller turns error passive.
          statusFlags: () => (bike.bus.linkUp ? 0 : SLCAN_ERROR_PASSIVE | SLCAN_BUS_ERROR),
        }),
      );
  });
  const listenHost = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, listenHost, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: listenHost,
    port,
    kind,
    get connections() {
      return sockets.size;
    },
    stats: () => {
      const sum = { framesOnBus: 0, framesAtUnconfirmedBitrate: 0, framesDropped: 0 };
      for (const d of devices)
        for (const k of Object.keys(sum) as (keyof SlcanControllerStats)[]) sum[k] += d.stats[k];
      return sum;
    },
    dropConnections: () => {
      for (const s of sockets) s.destroy();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
