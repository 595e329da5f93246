// Bridge: POST /v2/connection (connect the bike through the connector under the workspace credential)
// and POST /v2/disconnection.
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export type ConnectionKind = 'cable' | 'ble';

/** `takeOver`: the technician confirmed taking the bike from another session of theirs (401007). */
export const connectBike = (connectionType: ConnectionKind, credential: string, takeOver = false) =>
  bridgeRequest('post', '/v2/connection', {
    body: { connection_type: connectionType, ...(takeOver ? { take_over: true } : {}) },
    credential,
    action: 'Connect bike',
  });

export const disconnectBike = (credential?: string) =>
  bridgeRequest('post', '/v2/disconnection', {
    ...(credential ? { credential } : {}),
    action: 'Disconnect bike',
  });
