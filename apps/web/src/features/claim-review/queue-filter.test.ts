// The review queue's filters as the API reads them: unset filters are left out, shop goes to both
// queues, brand only to the claims queue.
import { describe, expect, it } from 'vitest';
import { NO_FILTER, queueQuery } from './queue-filter.ts';

describe('queueQuery', () => {
  it('sends no filter when none is set, so the API shows what awaits review', () => {
    expect(queueQuery(NO_FILTER, 'claims', 10)).toEqual({ page: 1, page_size: 10 });
    expect(queueQuery(NO_FILTER, 'cases', 20)).toEqual({ page: 1, page_size: 20 });
  });

  it('filters both queues by shop, status and age', () => {
    const filter = { status: 'approved', shop: 2, brand: 0, age: 7 };
    const expected = { page: 1, page_size: 20, status: 'approved', bike_shop_id: 2, older_than_days: 7 };
    expect(queueQuery(filter, 'claims', 20)).toEqual(expected);
    expect(queueQuery(filter, 'cases', 20)).toEqual(expected);
  });

  it('filters claims by brand, never order cases', () => {
    const filter = { ...NO_FILTER, shop: 1, brand: 3 };
    expect(queueQuery(filter, 'claims', 10)).toEqual({
      page: 1,
      page_size: 10,
      bike_shop_id: 1,
      brand_id: 3,
    });
    expect(queueQuery(filter, 'cases', 10)).toEqual({ page: 1, page_size: 10, bike_shop_id: 1 });
  });
});
