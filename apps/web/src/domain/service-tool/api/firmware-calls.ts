// Firmware calls of the backend: what can be flashed on a module (GET /v2/firmware/updatable, with the
// session token), the catalogue of a part spec (GET /v2/firmware/), and an image's signed manifest with
// a short-lived image_url (GET /firmware/{id}/image_link): the bridge fetches the bytes itself and
// verifies them before writing anything (decision 3003).
import { apiRequest } from '../../../lib/api/client.ts';
import type { QueryOf, ResultOf } from '../../../lib/api/api-types.ts';
import type { WorkspaceRef } from '../service-tool-types.ts';
import { sessionHeaders } from './workspace-calls.ts';

type Updatable = ResultOf<'/api/v2/firmware/updatable', 'get'>;
export type FirmwareImageInfo = Updatable['updates'][number];
export type ImageLink = ResultOf<'/api/firmware/{id}/image_link', 'get'>;

export const fetchUpdatable = (ws: WorkspaceRef, query: QueryOf<'/api/v2/firmware/updatable', 'get'>) =>
  apiRequest('get', '/api/v2/firmware/updatable', { query, headers: sessionHeaders(ws) });

export const fetchFirmwareList = (ws: WorkspaceRef, query: QueryOf<'/api/v2/firmware/', 'get'>) =>
  apiRequest('get', '/api/v2/firmware/', { query, headers: sessionHeaders(ws) });

/** An image's Ed25519-signed manifest and the URL the bridge fetches its bytes from (no base64 here). */
export const fetchImageLink = (firmwareId: number) =>
  apiRequest('get', '/api/firmware/{id}/image_link', { params: { id: firmwareId } });
