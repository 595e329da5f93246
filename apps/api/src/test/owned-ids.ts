// What the authorization walk fills in: for each path, query or body parameter that names something a
// shop owns, the demo shop's own value (shop-objects.ts). Paths whose ids are reference data (models,
// part specs, firmware, help articles) are named in UNOWNED_PATHS with the reason.
import type { ShopObjects } from './shop-objects.ts';

export const UNOWNED_PATHS: RegExp[] = [
  /^\/api\/(v[12]\/)?bike_spec\//, // models: the manufacturer's catalogue
  /^\/api\/part_spec\//, // part specs: the catalogue
  /^\/api\/(v[12]\/)?barcode_part\//, // which spec a barcode is: the catalogue
  /^\/api\/firmware\//, // firmware images: the brand's catalogue
  /^\/api\/tuf\//, // the firmware TUF repository: public signed metadata, like a mirror (3000)
  /^\/api\/zendesk\//, // help centre articles
  /^\/api\/bike_shop\/\{postal_code\}/, // account setup finds a shop by postal code and phone (0061)
  /^\/api\/account\/dealer$/, // joining files a request the shop decides on (self-escalation test)
];

/** The shop's value for a path parameter of `path`, or undefined when it names nothing of a shop. */
export function ownedPathValue(path: string, name: string, o: ShopObjects): string | undefined {
  const byName: Record<string, string> = {
    vin: o.vin,
    public_id: o.reportPublicId,
    request_id: String(o.joinRequestId),
    task_id: String(o.taskId),
    activity_id: String(o.activityId),
    barcode: o.part.barcode,
    part_type: o.part.partType,
  };
  if (name !== 'id') return byName[name];
  const byPath: [RegExp, string | number][] = [
    [/^\/api\/account\/bike_shop\//, o.shopId],
    [/^\/api\/workspace\/task\//, o.taskId],
    [/^\/api\/workspace\/activity\//, o.activityId],
    [/^\/api\/(v[12]\/)?workspace\/\{id\}/, o.workspaceId],
    [/^\/api\/service_report\/workspace\//, o.workspaceId],
    [/^\/api\/claim\/image\//, o.claimImageId],
    [/^\/api\/claim\//, o.claimId],
    [/^\/api\/order_case\/image\//, o.orderCaseImageId],
    [/^\/api\/order_case\//, o.orderCaseId],
    [/^\/api\/order\//, o.orderId],
    [/^\/api\/case_management\/image\//, o.caseImageId],
    [/^\/api\/case_management\//, o.caseId],
    [/^\/api\/(export\/)?service_report\//, o.reportId],
    [/^\/api\/service_book\//, o.bookEntryId],
    [/^\/api\/(v[12]\/)?protocol_part\//, o.part.id],
  ];
  const found = byPath.find(([pattern]) => pattern.test(path));
  return found ? String(found[1]) : undefined;
}

/** Query and body fields that name something of a shop, with the shop's values for `path`. */
export function ownedValues(path: string, o: ShopObjects): Record<string, unknown> {
  const image = /^\/api\/claim/.test(path)
    ? o.claimImageId
    : /^\/api\/order/.test(path)
      ? o.orderCaseImageId
      : o.caseImageId;
  return {
    vin: o.vin,
    bike_shop_id: o.shopId,
    workspace_id: o.workspaceId,
    claim_id: o.claimId,
    image_ids: [image],
    activity_ids: [o.activityId],
    task_ids: [o.taskId],
  };
}

/** Values for required query parameters that fit the shop's objects (not owned themselves). */
export const FITTING_QUERY: Record<string, string> = {
  param_type: 'mid_data',
  part_type: 'hmi',
  operation: 'REPLACE',
};

/** Lists and searches answer 200 with what the caller may see; anything else must be refused. */
export function isListOperation(method: string, path: string): boolean {
  return method === 'GET' && !/\{/.test(path);
}
