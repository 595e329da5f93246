// The three tokens under the spec's storage keys.
import { StorageKey } from '@dealer/contracts';
import { readString, removeKey, writeString } from '../storage.ts';

export interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token: string;
  expires_in?: number;
  token_type?: string;
}

export const getAccessToken = () => readString(StorageKey.accessToken);
export const getRefreshToken = () => readString(StorageKey.refreshToken);
export const getIdToken = () => readString(StorageKey.idToken);

export function storeTokens(tokens: TokenSet): void {
  writeString(StorageKey.idToken, tokens.id_token);
  writeString(StorageKey.accessToken, tokens.access_token);
  if (tokens.refresh_token) writeString(StorageKey.refreshToken, tokens.refresh_token);
}

export function clearTokens(): void {
  removeKey(StorageKey.idToken);
  removeKey(StorageKey.accessToken);
  removeKey(StorageKey.refreshToken);
}
