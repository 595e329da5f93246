// Wi-Fi CAN adapters that announce themselves on the local network by multicast DNS (decision 2904).
// WiCAN announces its web server as `_wican._tcp` on port 80, host `wican_<device id>.local`, with
// TXT mac, device_id, firmware, hardware (meatpiHQ/wican-fw main/wc_mdns.c); its slcan port is not
// announced, so the bridge offers the address with WiCAN's default slcan port 3333 (main/main.c), which
// the technician can change before choosing. bonjour-service (over multicast-dns) does the browsing.
import type { Bonjour, Service } from 'bonjour-service';

/** The service type WiCAN announces (`_wican._tcp`). */
const WICAN_MDNS_TYPE = 'wican';
/** WiCAN's slcan TCP port unless changed in its web configuration. */
const WICAN_DEFAULT_SLCAN_PORT = 3333;

export interface AnnouncedAdapter {
  /** The adapter's mDNS host name without `.local` (wican_<device id>): unique per adapter. */
  name: string;
  /** host:port to choose it by: the announcing address and the default slcan port. */
  address: string;
}

/** An IPv4 address the announcement came from or lists; else its .local name. */
function hostOf(service: Service): string {
  const isV4 = (a: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(a);
  if (service.referer && isV4(service.referer.address)) return service.referer.address;
  return service.addresses?.find(isV4) ?? service.host;
}

/**
 * Listens `ms` for adapters announcing `_wican._tcp`. A network without multicast (or a socket the
 * system refuses) finds nothing rather than failing the scan: the address can still be typed.
 */
export async function browseWifiAdapters(ms: number): Promise<AnnouncedAdapter[]> {
  const found = new Map<string, AnnouncedAdapter>();
  // Loaded when a scan first asks (decision 3113): most workshops never look for Wi-Fi adapters.
  const { Bonjour } = await import('bonjour-service');
  let bonjour: Bonjour;
  try {
    bonjour = new Bonjour({}, () => undefined);
  } catch {
    return [];
  }
  const browser = bonjour.find({ type: WICAN_MDNS_TYPE }, (service) => {
    const name = service.host.replace(/\.local\.?$/, '') || service.name;
    found.set(name, { name, address: `${hostOf(service)}:${WICAN_DEFAULT_SLCAN_PORT}` });
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  browser.stop();
  await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
