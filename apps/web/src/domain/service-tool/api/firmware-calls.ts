// Firmware calls of the backend: what can be flashed on a module (GET /v2/firmware/updatable, with the
// session token), the catalogue of a part spec (GET /v2/firmware/), and the signed image with its
// manifest (GET /firmware/{id}/image) that the bridge verifies before writing anything.
import { apiRequest } from '../../../lib/api/client.ts';
import type { QueryOf, ResultOf } from '../../../lib/api/api-types.ts';
import type { WorkspaceRef } from '../service-tool-types.ts';
import { sessionHeaders } from './workspace-calls.ts';

type Updatable = ResultOf<'/api/v2/firmware/updatable', 'get'>;
export type FirmwareImageInfo = Updatable['updates'][number];
export type SignedImage = ResultOf<'/api/firmware/{id}/image', 'get'>;

export const fetchUpdatable = (ws: WorkspaceRef, query: QueryOf<'/api/v2/firmware/updatable', 'get'>) =>
  apiRequest('get', '/api/v2/firmware/updatable', { query, headers: sessionHeaders(ws) });

export const fetchFirmwareList = (ws: WorkspaceRef, query: QueryOf<'/api/v2/firmware/', 'get'>) =>
  apiRequest('get', '/api/v2/firmware/', { query, headers: sessionHeaders(ws) });

/** The backend's download call: the image (base64) with its Ed25519-signed manifest. */
export const downloadSignedImage = (firmwareId: number) =>
  apiRequest('get', '/api/firmware/{id}/image', { params: { id: firmwareId } });
