// The 25 permission keys (portal-spec.md §6) and the role rules built on them.

export const PermissionKey = [
  'get_enumeration',
  'manage_dealer_account',
  'manage_order_case',
  'get_order',
  'update_order_status',
  'get_case_management',
  'review_claim_case',
  'get_bike_info',
  'manage_claim_case',
  'get_order_case',
  'update_case_management',
  'review_case_management',
  'manage_bike_info',
  'manage_case_management',
  'manage_workspace',
  'manage_order',
  'get_parameter',
  'get_claim_case',
  'get_workspace',
  'refund_order',
  'manage_dealer',
  'review_order_case',
  'register_dealer',
  'register_service_center',
  'view_as_service_center',
] as const;
export type PermissionKey = (typeof PermissionKey)[number];

/** The permission map the portal stores: key → granted. */
export type PermissionMap = Partial<Record<PermissionKey, boolean>>;

export function hasPermission(map: PermissionMap | null | undefined, key: PermissionKey): boolean {
  return map?.[key] === true;
}
export const isDealer = (map: PermissionMap | null | undefined) => hasPermission(map, 'register_dealer');
export const isServiceCenter = (map: PermissionMap | null | undefined) =>
  hasPermission(map, 'register_service_center');

/** Regions whose service regions count as "authorised" (portal-spec.md §6). */
export const AUTHORISED_REGION_IDS = [4, 5] as const;
export const isInAuthorisedRegion = (serviceRegionIds: readonly number[] | undefined) =>
  (serviceRegionIds ?? []).some((id) => (AUTHORISED_REGION_IDS as readonly number[]).includes(id));

/** Default permission sets of the two roles; the API seeds them, tests read them. */
export const DealerPermissions: readonly PermissionKey[] = [
  'get_enumeration',
  'manage_dealer_account',
  'get_case_management',
  'manage_case_management',
  'get_bike_info',
  'manage_bike_info',
  'get_workspace',
  'manage_workspace',
  'get_parameter',
  'get_order',
  'manage_order',
  'get_order_case',
  'manage_order_case',
  'get_claim_case',
  'manage_claim_case',
  'register_dealer',
];

export const ServiceCenterPermissions: readonly PermissionKey[] = [
  'get_enumeration',
  'get_case_management',
  'update_case_management',
  'review_case_management',
  'get_bike_info',
  'get_workspace',
  'get_parameter',
  'get_order',
  'update_order_status',
  'refund_order',
  'get_order_case',
  'review_order_case',
  'get_claim_case',
  'review_claim_case',
  'manage_dealer',
  'register_service_center',
  'view_as_service_center',
];
