// Bridge PUT /v2/device/{partType}/module_id: write the module id back and read it again.
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BridgeComponentName } from '../../../lib/bridge/bridge-types.ts';

export const writeModuleId = (component: BridgeComponentName, moduleId: string) =>
  bridgeRequest('put', '/v2/device/{partType}/module_id', {
    params: { partType: component },
    body: { module_id: moduleId },
    action: 'Write module id',
  });
