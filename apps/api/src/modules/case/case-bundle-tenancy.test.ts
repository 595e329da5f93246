// Another shop's bike is never changed through a part-bundle case, and a barcode look-up answers only
// about the caller's own parts (issue 26 finding 3, decision 2651).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { DemoFleet, DemoSpareParts } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { OtherShopBikes } from '../../db/seed/catalogue.seed.ts';
import { barcodeParts, bikeParts, bikes, cases } from '../../db/tables/index.ts';
import { caseCalls } from './case-test-helpers.ts';
import { authParties } from '../claim/claim-test-support.ts';

const VIN = DemoFleet.healthy.vin;
const HARBOR_VIN = OtherShopBikes[0].vin;

describe.each(testDatabases())('part bundles across shops on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let harbor: Record<string, string>;
  const { call } = caseCalls(() => api);

  /** The parts live on a bike, by barcode. */
  const liveParts = async (vin: string) =>
    (
      await api.database.db
        .select({ barcode: bikeParts.barcode, partType: bikeParts.partType, id: bikeParts.id })
        .from(bikeParts)
        .innerJoin(bikes, eq(bikes.id, bikeParts.bikeId))
        .where(and(eq(bikes.vin, vin), isNull(bikeParts.removedAt)))
    ).sort((a, b) => a.barcode.localeCompare(b.barcode));

  beforeAll(async () => {
    api = await createTestApi(kind);
    [dealer, service, harbor] = await authParties(api);
  });
  afterAll(() => api.close());

  it("refuses a barcode live on another shop's bike when the case is filed (400701); that bike keeps it", async () => {
    const before = await liveParts(HARBOR_VIN);
    const hmi = before.find((p) => p.partType === 'hmi')!;
    const res = await call('POST', '/case_management/post_bundle', dealer, {
      vin: VIN,
      bike_shop_id: 1,
      components: [{ part_type: 'hmi', barcode: hmi.barcode }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400701, details: [{ field: 'body/components/0/barcode' }] });
    expect(await liveParts(HARBOR_VIN)).toEqual(before);
  });

  it('refuses it again at approval when the part was fitted to another shop meanwhile; the case stays pending', async () => {
    const spare = DemoSpareParts.find((p) => p.partType === 'battery')!;
    const filed = await call('POST', '/case_management/post_bundle', dealer, {
      vin: DemoFleet.error_code_warning.vin,
      bike_shop_id: 1,
      components: [{ part_type: 'battery', barcode: spare.barcode }],
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const caseId = filed.json().result.id as number;
    // Meanwhile the spare is fitted to the other shop's bike (registered there).
    const [harborBike] = await api.database.db.select().from(bikes).where(eq(bikes.vin, HARBOR_VIN));
    const [known] = await api.database.db
      .select()
      .from(barcodeParts)
      .where(eq(barcodeParts.barcode, spare.barcode));
    const [row] = await api.database.db
      .insert(bikeParts)
      .values({
        bikeId: harborBike!.id,
        partType: 'battery',
        barcode: spare.barcode,
        partSpecId: known!.partSpecId,
        moduleId: spare.moduleId,
        hardwareVersion: spare.hardwareVersion,
        firmwareVersion: spare.firmwareVersion,
        installedAt: new Date(),
      })
      .returning();
    const review = await call('POST', `/case_management/${caseId}/review`, service, { decision: 'approve' });
    expect(review.json().code).toBe(400701);
    const [kept] = await api.database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(kept!.status).toBe('pending');
    expect((await liveParts(HARBOR_VIN)).map((p) => p.id)).toContain(row!.id);
  });

  it('answers a barcode or part id look-up only for parts on no bike or on a bike the caller sees', async () => {
    const theirs = (await liveParts(HARBOR_VIN)).find((p) => p.partType === 'hmi')!;
    const mine = (await liveParts(VIN)).find((p) => p.partType === 'hmi')!;
    const spare = DemoSpareParts.find((p) => p.partType === 'motor')!;
    const lookUp = (type: string, barcode: string, headers: Record<string, string>) =>
      call('GET', `/protocol_part/${type}/barcode/${barcode}`, headers);
    const theirsForDealer = await lookUp('hmi', theirs.barcode, dealer);
    expect(theirsForDealer.statusCode).toBe(404);
    expect(theirsForDealer.json().code).toBe(404000);
    // Indistinguishable from a barcode that does not exist.
    expect((await lookUp('hmi', 'HMNOSUCH01', dealer)).json().code).toBe(404000);
    expect((await lookUp('hmi', theirs.barcode, harbor)).statusCode).toBe(200);
    expect((await lookUp('hmi', mine.barcode, dealer)).statusCode).toBe(200);
    expect((await lookUp('hmi', mine.barcode, harbor)).json().code).toBe(404000);
    expect((await lookUp('motor', spare.barcode, harbor)).statusCode).toBe(200);
    // The service center of the EU region sees the Berlin shop's part, not Seattle's.
    expect((await lookUp('hmi', mine.barcode, service)).statusCode).toBe(200);
    expect((await lookUp('hmi', theirs.barcode, service)).json().code).toBe(404000);

    // By id, and the part parameters (the factory module id) the same way.
    const theirId = (await lookUp('hmi', theirs.barcode, harbor)).json().result.id as number;
    expect((await call('GET', `/protocol_part/${theirId}`, dealer)).json().code).toBe(404000);
    expect((await call('GET', `/protocol_part/${theirId}`, harbor)).statusCode).toBe(200);
    for (const url of [
      `/v1/protocol_part/${theirId}/parameter?param_type=mid_data`,
      `/v1/protocol_part/hmi/barcode/${theirs.barcode}/parameter?param_type=mid_data`,
    ]) {
      expect((await call('GET', url, dealer)).json().code, url).toBe(404000);
      expect((await call('GET', url, harbor)).statusCode, url).toBe(200);
    }
  });
});
