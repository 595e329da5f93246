// The queue's filters: status ('' = awaiting review), shop, brand and minimum age in days (0 = any).
export interface QueueFilter {
  status: string;
  shop: number;
  brand: number;
  age: number;
}
