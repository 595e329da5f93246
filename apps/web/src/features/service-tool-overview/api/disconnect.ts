// Bridge POST /v2/disconnection: release the bike and the connector (leaving the workspace), under the
// workspace's credential (the stored one is gone once the workspace is left).
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export const disconnect = (credential: string) =>
  bridgeRequest('post', '/v2/disconnection', { credential, action: 'Disconnect bike' });
