// One of everything a bike shop owns, made through the API as the demo shop's dealer would make it
// (the authorization walk then tries to reach each of them as everyone who must not): a workspace
// with tasks and an activity, a claim, an order with an order case, a case, images of each kind, a
// published service report, a service book entry, a diagnosis run, a join request and a live part.
import { expect } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import type { TestApi } from './test-api.ts';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createUser } from '../identity/identity.testing.ts';
import { openWorkspaceFor } from '../modules/workspace/workspace.test-support.ts';
import { readingOf } from '../modules/task-engine/demo-view.ts';
import { caller, uploadPhoto } from '../modules/claim/claim-test-support.ts';

const SHOP_BIKE = DemoFleet.error_code_danger;

export interface ShopObjects {
  shopId: number;
  vin: string;
  workspaceId: number;
  /** The workspace's session token (the v2 calls' credential). */
  sessionToken: string;
  taskId: number;
  activityId: number;
  claimId: number;
  claimImageId: string;
  orderId: number;
  orderCaseId: number;
  orderCaseImageId: string;
  caseId: number;
  caseImageId: string;
  reportId: number;
  reportPublicId: string;
  bookEntryId: number;
  joinRequestId: number;
  part: { id: number; partType: string; barcode: string };
}

export async function makeShopObjects(api: TestApi): Promise<ShopObjects> {
  const call = caller(api);
  const dealer = await api.auth(DemoAccounts.dealer);
  const service = await api.auth(DemoAccounts.serviceCenter);
  const ok = async (res: ReturnType<typeof call>) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json().result;
  };

  const ws = await openWorkspaceFor(api, DemoAccounts.dealer, SHOP_BIKE.vin);
  const tasks = await api.app.inject({
    method: 'PUT',
    url: `/api/v2/workspace/${ws.id}/task`,
    headers: ws.session,
    payload: readingOf(SHOP_BIKE),
  });
  expect(tasks.statusCode, tasks.body).toBe(200);
  const taskId = tasks.json().result.task_info.task_list[0].id as number;
  const activity = await ok(
    call('POST', `/workspace/${ws.id}/activity/enter_ship_mode`, dealer, { success: true }),
  );

  const claimImage = await uploadPhoto(api, '/claim', dealer);
  const controller = SHOP_BIKE.components.find((c) => c.partType === 'controller')!;
  const claim = await ok(
    call('POST', '/claim', dealer, {
      vin: SHOP_BIKE.vin,
      part_type: 'controller',
      serial: controller.barcode,
      image_ids: [claimImage.id],
    }),
  );

  const order = await ok(
    call('POST', '/order', dealer, { lines: [{ part_spec_code: 'BAT-500', quantity: 1 }] }),
  );
  await ok(call('POST', `/order/${order.id}/status`, service, { status: 'confirmed' }));
  await ok(
    call('POST', `/order/${order.id}/status`, service, { status: 'shipped', tracking_number: '1Z999' }),
  );
  const orderCaseImage = await uploadPhoto(api, '/order_case', dealer);
  const withCase = await ok(
    call('POST', `/order/${order.id}/case`, dealer, {
      kind: 'damaged',
      description: 'Housing cracked on arrival',
      image_ids: [orderCaseImage.id],
    }),
  );

  const caseImage = await uploadPhoto(api, '/case_management', dealer);
  const cases = await ok(call('GET', '/case_management/', dealer));

  const report = await ok(
    call('POST', '/service_report/', dealer, {
      workspace_id: ws.id,
      title: 'Walk report',
      summary: 'Checked',
      activity_ids: [activity.id],
    }),
  );
  const published = await ok(call('POST', `/service_report/${report.id}/publish`, dealer));
  const entry = await ok(
    call('POST', '/service_book/', dealer, { vin: SHOP_BIKE.vin, title: 'Chain check' }),
  );

  const asker = await createUser(api.database.db);
  const joined = await api.app.inject({
    method: 'POST',
    url: '/api/account/dealer',
    headers: await api.auth(asker.email),
    payload: {
      first_name: 'Ada',
      last_name: 'Ask',
      phone_number: '+49 30 5550177',
      job_title: 'Mechanic',
      bike_shop_id: 1,
    },
  });
  expect(joined.statusCode, joined.body).toBe(202);

  const hmi = SHOP_BIKE.components.find((c) => c.partType === 'hmi')!;
  const part = await ok(call('GET', `/protocol_part/hmi/barcode/${hmi.barcode}`, dealer));

  return {
    shopId: 1,
    vin: SHOP_BIKE.vin,
    workspaceId: ws.id,
    sessionToken: ws.session_token,
    taskId,
    activityId: activity.id,
    claimId: claim.id,
    claimImageId: claimImage.id,
    orderId: order.id,
    orderCaseId: withCase.cases[0].id,
    orderCaseImageId: orderCaseImage.id,
    caseId: cases.items[0].id,
    caseImageId: caseImage.id,
    reportId: report.id,
    reportPublicId: published.public_id,
    bookEntryId: entry.id,
    joinRequestId: joined.json().result.join_request.id,
    part: { id: part.id, partType: 'hmi', barcode: hmi.barcode },
  };
}
