// GET /api/auth/config: the OpenID Connect settings the login page needs.
import { apiRequest } from '../../api/client.ts';
import type { AuthConfig } from '../../api/api-models.ts';

let memo: Promise<AuthConfig> | null = null;

/** Fetched once per page load; logout needs it after the query cache has been cleared. */
export function getAuthConfig(): Promise<AuthConfig> {
  memo ??= apiRequest('get', '/api/auth/config', { anonymous: true }).catch((err: unknown) => {
    memo = null;
    throw err;
  });
  return memo;
}
