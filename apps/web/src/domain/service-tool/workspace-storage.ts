// The connected workspace under the spec's storage keys (workspaceId, workspaceVin, sessionToken).
import { StorageKey } from '@dealer/contracts';
import { readString, removeKey, writeString } from '../../lib/storage.ts';
import type { WorkspaceRef } from './service-tool-types.ts';

export function storedWorkspace(): WorkspaceRef | null {
  const id = Number(readString(StorageKey.workspaceId));
  const vin = readString(StorageKey.workspaceVin);
  const sessionToken = readString(StorageKey.sessionToken);
  return Number.isInteger(id) && id > 0 && vin && sessionToken ? { id, vin, sessionToken } : null;
}

export function storeWorkspace(ws: WorkspaceRef): void {
  writeString(StorageKey.workspaceId, String(ws.id));
  writeString(StorageKey.workspaceVin, ws.vin);
  writeString(StorageKey.sessionToken, ws.sessionToken);
}

export function forgetStoredWorkspace(): void {
  removeKey(StorageKey.workspaceId);
  removeKey(StorageKey.workspaceVin);
  removeKey(StorageKey.sessionToken);
}
