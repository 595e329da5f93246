// Bridge DELETE /v2/bike/error_codes: clear every component's error codes after a repair; the answer
// names the codes that went and the ones the bike set again at once (cause still present).
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export const clearErrorCodes = () =>
  bridgeRequest('delete', '/v2/bike/error_codes', { action: 'Clear error codes' });
