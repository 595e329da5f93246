// Named shapes the shell uses, derived from the API types (never declared a second time).
import type { ResultOf } from './api-types.ts';

export type AuthConfig = ResultOf<'/api/auth/config', 'get'>;
export type TokenResult = ResultOf<'/api/user/login/authorization_code', 'post'>;
export type Account = ResultOf<'/api/account/', 'get'>;
export type AccountDetail = NonNullable<Account['detail']>;
export type BikeShop = NonNullable<ResultOf<'/api/bike_shop/{postal_code}', 'get'>>;
