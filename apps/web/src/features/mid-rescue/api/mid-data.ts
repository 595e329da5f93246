// GET /api/v2/protocol_part/{part_type}/barcode/{barcode}/parameter?param_type=mid_data: the factory
// identity of a part (module id, spec, board) by its serial, to write back when the bus has none.
import { apiRequest } from '../../../lib/api/client.ts';
import type { PathParamsOf } from '../../../lib/api/api-types.ts';
import { sessionHeaders, type WorkspaceRef } from '../../../domain/service-tool/index.ts';

type PartType = PathParamsOf<
  '/api/v2/protocol_part/{part_type}/barcode/{barcode}/parameter',
  'get'
>['part_type'];

export interface MidData {
  module_id: string;
  part_type: string;
  barcode: string;
  part_spec_code: string;
  hardware_version: string;
}

export async function fetchMidData(ws: WorkspaceRef, partType: string, barcode: string): Promise<MidData> {
  const res = await apiRequest('get', '/api/v2/protocol_part/{part_type}/barcode/{barcode}/parameter', {
    params: { part_type: partType as PartType, barcode },
    query: { param_type: 'mid_data' },
    headers: sessionHeaders(ws),
    // Unknown parts (404000) are answered on the screen: cloud no-MID instead.
  });
  return res.values as unknown as MidData;
}
