// The technician's hands at the simulated bench (the bridge's /sim bench actions) and a look at what
// the portal recorded (the workspace's activities through the product's own API). Not a test file.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PORTAL_VERSION,
  PORTAL_VERSION_HEADER,
  type ButtonFunctionName,
  type PartType,
} from '@dealer/contracts';

async function bench(
  bridgeUrl: string,
  method: 'POST' | 'PUT',
  path: string,
  body: object,
): Promise<unknown> {
  const res = await fetch(`${bridgeUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.json();
}

/** Rides the bike on the stand (PUT /sim/ride): the crank turned, a ride, or stopped; `fault` silences a sensor. */
export const ride = (
  bridgeUrl: string,
  mode: 'stopped' | 'crank' | 'ride',
  fault?: 'speed' | 'torque' | 'cadence',
) => bench(bridgeUrl, 'PUT', '/sim/ride', { mode, ...(fault ? { fault } : {}) });

/** Presses a display button once (counted while the display is in button detection). */
export const pressButton = (bridgeUrl: string, button: ButtonFunctionName) =>
  bench(bridgeUrl, 'POST', '/sim/button', { button });

/** Plugs the charger into the bike. */
export const plugCharger = (bridgeUrl: string) => bench(bridgeUrl, 'PUT', '/sim/charger', { plugged: true });

/** Plugs the service connector into the computer. */
export const plugConnector = (bridgeUrl: string) =>
  bench(bridgeUrl, 'PUT', '/sim/connector', { plugged: true });

/** Swaps a component of the bike for a spare part from the demo stock. */
export const swapComponent = (bridgeUrl: string, partType: PartType, barcode: string) =>
  bench(bridgeUrl, 'PUT', `/sim/component/${partType}`, { barcode });

export interface RecordedActivity {
  kind: string;
  success: boolean;
  result: Record<string, unknown>;
}

/** The activities of the page's current workspace, oldest first, as the API keeps them. */
export async function workspaceActivities(page: Page): Promise<RecordedActivity[]> {
  const res = await page.evaluate(
    async ({ header, version }) => {
      const id = localStorage.getItem('workspaceId') ?? '';
      const r = await fetch(`/api/workspace/${id}/activity`, {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`, [header]: version },
      });
      return { status: r.status, json: (await r.json()) as { result: RecordedActivity[] } };
    },
    { header: PORTAL_VERSION_HEADER, version: PORTAL_VERSION },
  );
  expect(res.status).toBe(200);
  return res.json.result;
}
