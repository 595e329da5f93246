// The sign-in calls: code exchange, refresh and token login (verify).
import { apiRequest } from '../../api/client.ts';

export const exchangeAuthorizationCode = (body: {
  client_id: string;
  code: string;
  redirect_uri: string;
  code_verifier: string;
}) => apiRequest('post', '/api/user/login/authorization_code', { body, anonymous: true });

export const refreshTokenCall = (refreshToken: string) =>
  apiRequest('post', '/api/user/refresh_token', { body: { refresh_token: refreshToken }, anonymous: true });

export const verifyToken = () => apiRequest('get', '/api/user/verify_token');
