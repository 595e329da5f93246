// POST /v2/bike/sleep_mode (bridge): ship mode — the bike powers down until a charger wakes it, so
// the connection ends with this call.
import { useMutation } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const enterSleepMode = () => bridgeRequest('post', '/v2/bike/sleep_mode', { action: 'Enter sleep mode' });
export const useEnterSleepMode = () => useMutation({ mutationFn: enterSleepMode, meta: { silent: true } });
