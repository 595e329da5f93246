// POST /v2/detection_mode/hmi/button, POST /v2/detection_mode/hmi/flash, DELETE /v2/detection_mode/hmi
// (bridge): enter and leave the display's detection modes. While one is active every other bike call
// answers 400103, so the screen always leaves it (also when it unmounts).
import { useMutation } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export type FlashMode = 'all' | 'sequence';

const startButtonDetection = () =>
  bridgeRequest('post', '/v2/detection_mode/hmi/button', { body: {}, action: 'Start button detection' });
const startFlashDetection = (flashMode: FlashMode) =>
  bridgeRequest('post', '/v2/detection_mode/hmi/flash', {
    body: { flash_mode: flashMode },
    action: 'Start flash detection',
  });
export const exitDetection = () =>
  bridgeRequest('delete', '/v2/detection_mode/hmi', { action: 'Exit detection mode' });

export const useStartButtonDetection = () =>
  useMutation({ mutationFn: startButtonDetection, meta: { silent: true } });
export const useStartFlashDetection = () =>
  useMutation({ mutationFn: startFlashDetection, meta: { silent: true } });
export const useExitDetection = () => useMutation({ mutationFn: exitDetection, meta: { silent: true } });
