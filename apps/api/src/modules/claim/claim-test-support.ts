// Shared set-up of the claim and order suites: the error_code_danger bike read into a workspace of
// the demo shop (as a connected service tool leaves it), a photo upload and JSON calls.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { DemoFleet } from '@dealer/contracts';
import type { TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikes, users, workspaces } from '../../db/tables/index.ts';
import { multipart, PNG_1X1 } from '../case/case-test-helpers.ts';

export const DANGER = DemoFleet.error_code_danger;
export const CONTROLLER = DANGER.components.find((c) => c.partType === 'controller')!;

export async function readBikeIntoWorkspace(api: TestApi): Promise<number> {
  const db = api.database.db;
  const [bike] = await db.select().from(bikes).where(eq(bikes.vin, DANGER.vin));
  const [user] = await db.select().from(users).where(eq(users.email, DemoAccounts.dealer));
  const reading = {
    components: DANGER.components.map((c) => ({
      part_type: c.partType,
      barcode: c.barcode,
      module_id: c.moduleId,
      part_spec_code: c.partSpecCode,
      firmware_version: c.firmwareVersion,
      hardware_version: c.hardwareVersion,
      in_bootloader: false,
    })),
    active_error_codes: DANGER.activeErrorCodes,
    history_error_codes: DANGER.historyErrorCodes,
  };
  const [ws] = await db
    .insert(workspaces)
    .values({
      bikeId: bike!.id,
      vin: DANGER.vin,
      bikeShopId: bike!.bikeShopId!,
      createdBy: user!.id,
      connectedAt: new Date(),
      lastReading: reading,
      healthScore: 40,
    })
    .returning();
  return ws!.id;
}

/** Tokens of the demo shop's dealer, its service center and the other shop's dealer, in that order. */
export const authParties = (api: TestApi) =>
  Promise.all([
    api.auth(DemoAccounts.dealer),
    api.auth(DemoAccounts.serviceCenter),
    api.auth(DemoAccounts.otherDealer),
  ]);

export function caller(api: TestApi) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

export async function uploadPhoto(api: TestApi, prefix: string, headers: Record<string, string>) {
  const form = multipart([
    { field: 'image_file', filename: 'motor.png', contentType: 'image/png', data: PNG_1X1 },
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: `/api${prefix}/image`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { id: string; url: string } }>().result;
}

export const DIAGNOSIS = {
  performed_at: '2026-11-20T10:00:00.000Z',
  health_score: 40,
  health_band: 'Poor',
  stages: [
    {
      stage: 'errorCodes',
      status: 'fail',
      findings: [
        { key: 'st.fd.f.activeCode', status: 'fail', vars: { code: '0x0101', component: 'Controller' } },
      ],
    },
  ],
};
