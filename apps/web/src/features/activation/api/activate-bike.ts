// POST /v2/control_and_display_unit/activation (bridge): the display records the activation date.
import { useMutation } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const activateBike = (activationDate: string) =>
  bridgeRequest('post', '/v2/control_and_display_unit/activation', {
    body: { activation_date: activationDate },
    action: 'Activate bike',
  });
export const useActivateBike = () => useMutation({ mutationFn: activateBike, meta: { silent: true } });
