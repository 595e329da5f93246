// POST /api/workspace/: open a new workspace for the bike (or resume one with workspace_id) and get
// its session token, which is also the bridge credential.
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

export type OpenWorkspaceBody = BodyOf<'/api/workspace/', 'post'>;
export const openWorkspace = (body: OpenWorkspaceBody) => apiRequest('post', '/api/workspace/', { body });
