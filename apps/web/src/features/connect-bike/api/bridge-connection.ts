// Bridge: POST /v2/connection (connect the bike through the connector under the workspace credential),
// POST /v2/disconnection, GET /v2/bike/module_id.
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export type ConnectionKind = 'cable' | 'ble';

export const connectBike = (connectionType: ConnectionKind, credential: string) =>
  bridgeRequest('post', '/v2/connection', { body: { connection_type: connectionType }, credential, action: 'Connect bike' });

export const disconnectBike = (credential?: string) => bridgeRequest('post', '/v2/disconnection', { ...(credential ? { credential } : {}), action: 'Disconnect bike' });

export const readModuleIds = (credential: string) => bridgeRequest('get', '/v2/bike/module_id', { credential, action: 'Read module id' });
