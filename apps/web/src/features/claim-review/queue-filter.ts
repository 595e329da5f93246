// The queue's filters: status ('' = awaiting review), shop, brand and minimum age in days (0 = any),
// and the query each queue sends for them.
export interface QueueFilter {
  status: string;
  shop: number;
  brand: number;
  age: number;
}

export type QueueKind = 'claims' | 'cases';

export const NO_FILTER: QueueFilter = { status: '', shop: 0, brand: 0, age: 0 };

export interface QueueQuery<S extends string> {
  page: number;
  page_size: number;
  status?: S;
  bike_shop_id?: number;
  brand_id?: number;
  older_than_days?: number;
}

/**
 * The query of one queue's call: only the filters that are set (an unset one means "all", and the API
 * reads a missing status as "awaiting review"). An order case concerns a delivery, not a bike, so
 * it has no brand: the brand filter applies to claims only.
 */
export function queueQuery<S extends string>(
  filter: QueueFilter,
  kind: QueueKind,
  pageSize: number,
): QueueQuery<S> {
  return {
    page: 1,
    page_size: pageSize,
    ...(filter.status ? { status: filter.status as S } : {}),
    ...(filter.shop ? { bike_shop_id: filter.shop } : {}),
    ...(kind === 'claims' && filter.brand ? { brand_id: filter.brand } : {}),
    ...(filter.age ? { older_than_days: filter.age } : {}),
  };
}
