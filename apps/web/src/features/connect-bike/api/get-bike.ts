// GET /api/bike/{vin}: model, brand, frame number, registered components and picture of a bike.
import { apiRequest } from '../../../lib/api/client.ts';
import type { ResultOf } from '../../../lib/api/api-types.ts';

export type Bike = ResultOf<'/api/bike/{vin}', 'get'>;
export const getBike = (vin: string) => apiRequest('get', '/api/bike/{vin}', { params: { vin } });
