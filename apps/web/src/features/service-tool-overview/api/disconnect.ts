// Bridge POST /v2/disconnection: release the bike and the connector (leaving the workspace).
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export const disconnect = () => bridgeRequest('post', '/v2/disconnection', { action: 'Disconnect bike' });
