// Named shapes the shell uses, derived from the API types (never declared a second time).
import type { ResultOf } from './api-types.ts';

export type AuthConfig = ResultOf<'/api/auth/config', 'get'>;
export type Account = ResultOf<'/api/account/', 'get'>;
export type BikeShop = NonNullable<ResultOf<'/api/bike_shop/{postal_code}', 'get'>>;
