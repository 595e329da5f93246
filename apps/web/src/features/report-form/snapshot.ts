// The diagnostic snapshot a report carries when sent from a workspace: components, open tasks and
// error codes, so the service center sees what the technician saw.
import type { ResultOf } from '../../lib/api/api-types.ts';

type Workspace = ResultOf<'/api/workspace/{id}', 'get'>;
type Bike = ResultOf<'/api/bike/{vin}', 'get'>;

export function diagnosticSnapshot(ws: Workspace, bike: Bike): Record<string, unknown> {
  const tasks = ws.task_info.task_list.filter((t) => t.status !== 'removed');
  const errorCodes = [
    ...new Set(tasks.flatMap((t) => (typeof t.detail.error_code === 'string' ? [t.detail.error_code] : []))),
  ];
  return {
    workspace_id: ws.id,
    vin: ws.vin,
    health_score: ws.health_score,
    components: bike.components.map((c) => ({
      part_type: c.part_type,
      barcode: c.barcode,
      part_spec_code: c.part_spec_code,
      firmware_version: c.firmware_version,
      hardware_version: c.hardware_version,
    })),
    tasks: tasks.map((t) => ({
      id: t.id,
      task_type: t.task_type,
      level: t.level,
      part_type: t.part_type,
      status: t.status,
    })),
    error_codes: errorCodes,
  };
}
