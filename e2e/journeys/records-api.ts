// Setup through the product's own API, signed in as the page's user (its access token): a
// workspace with tasks, an activity and comments, as the service tool leaves them; no open case left
// on a bike by another journey. Not a test file (no .test.ts): shared by the records journeys.
import { PORTAL_VERSION, PORTAL_VERSION_HEADER, type DemoBike } from '@dealer/contracts';
import type { Page } from 'playwright-core';

export async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const res = await page.evaluate(
    async ({ method, url, body, header, version }) => {
      const token = localStorage.getItem('accessToken') ?? '';
      const r = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          [header]: version,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: r.status, json: (await r.json()) as unknown };
    },
    { method, url, body, header: PORTAL_VERSION_HEADER, version: PORTAL_VERSION },
  );
  if (res.status !== 200) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json as { result: T }).result;
}

/** The reading the bridge would send for a demo bike. */
function readingOf(bike: DemoBike) {
  return {
    vin: bike.vin,
    components: bike.components.map((c) => ({
      part_type: c.partType,
      barcode: c.barcode,
      module_id: c.moduleId,
      part_spec_code: c.partSpecCode,
      firmware_version: c.firmwareVersion,
      hardware_version: c.hardwareVersion,
      font_version: c.fontVersion,
      icon_version: c.iconVersion,
      in_bootloader: c.inBootloader ?? false,
    })),
    active_error_codes: [...bike.activeErrorCodes],
    history_error_codes: [...bike.historyErrorCodes],
  };
}

/** Opens a workspace for the bike, reloads its tasks, records a sensor check and comments on a task. */
export async function workspaceWithWork(page: Page, bike: DemoBike, note: string): Promise<number> {
  const ws = await call<{ id: number }>(page, 'POST', '/api/workspace/', { vin: bike.vin, bike_shop_id: 1 });
  const tasks = await call<{ task_info: { task_list: { id: number; level: string }[] } }>(
    page,
    'PUT',
    `/api/v1/workspace/${ws.id}/task`,
    readingOf(bike),
  );
  await call(page, 'POST', `/api/workspace/${ws.id}/activity/sensor_diagnosis`, {
    sensor: 'torque',
    value: 40,
    reference: 40,
    comment: note,
  });
  const critical =
    tasks.task_info.task_list.find((t) => t.level === 'critical') ?? tasks.task_info.task_list[0];
  if (critical)
    await call(page, 'POST', `/api/workspace/task/${critical.id}/comment`, {
      comment: 'Motor cooled down, error cleared',
    });
  return ws.id;
}

/**
 * Cancels the shop's open cases for a bike (pending or sent back). Journeys share one product
 * instance: a case another journey left open (service-tool-mid-not-found sends one for the same bike)
 * would make the portal refuse a new case of that kind.
 */
export async function cancelOpenCases(page: Page, vin: string): Promise<void> {
  for (const status of ['pending', 'revising']) {
    const open = await call<{ items: { id: number }[] }>(
      page,
      'GET',
      `/api/case_management/?vin=${vin}&status=${status}&page=1&page_size=50`,
    );
    for (const c of open.items)
      await call(page, 'PATCH', `/api/case_management/${c.id}/status`, {
        status: 'canceled',
        comment: 'Closed before the records review journey',
      });
  }
}
