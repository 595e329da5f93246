// Connecting a named bike: open (or resume) its workspace for the session token, connect the bike
// through the bridge under that credential, read identification and module ids, ask the backend which
// bike the module ids belong to, and — when it is the named bike — send the reading as the first task
// reload. Each stage is reported so the screen can show progress.
import { isBridgeError } from '../../lib/bridge/bridge-error.ts';
import {
  putTaskReading,
  readBike,
  toTaskReading,
  type BikeReading,
  type TaskReload,
  type WorkspaceRef,
} from '../../domain/service-tool/index.ts';
import { connectBike, disconnectBike, type ConnectionKind } from './api/bridge-connection.ts';
import { openWorkspace } from './api/open-workspace.ts';
import { suggestWorkspace } from './api/suggest-workspace.ts';
import { checkIdentity, type IdentityCheck } from './identity.ts';

export const CONNECT_STAGES = ['workspace', 'connect', 'read', 'identify', 'tasks'] as const;
export type ConnectStage = (typeof CONNECT_STAGES)[number];

export interface ConnectInput {
  shopId: number;
  vin: string;
  /** Resume this workspace (from the suggestion) instead of opening a new one. */
  workspaceId?: number;
  connectionType: ConnectionKind;
  /** Credential of an earlier session, to release a bike that session still holds. */
  previousCredential?: string | null;
  onStage: (stage: ConnectStage) => void;
  /** The technician typed and reconfirmed this bike's frame number (the mismatch step). */
  frameConfirmed?: boolean;
  /** The resumed workspace's identity was settled before (identity.ts, settledBefore). */
  settledBefore?: boolean;
  /** The technician confirmed taking the bike from another session of theirs (401007, decision 2800). */
  takeOver?: boolean;
}

export interface ConnectResult {
  workspace: WorkspaceRef;
  reading: BikeReading;
  identity: IdentityCheck;
  /** The first task reload (only when the bike is the named one). */
  reload: TaskReload | null;
}

export async function connectNamedBike(input: ConnectInput): Promise<ConnectResult> {
  input.onStage('workspace');
  const opened = await openWorkspace({
    bike_shop_id: input.shopId,
    vin: input.vin,
    ...(input.workspaceId !== undefined ? { workspace_id: input.workspaceId } : {}),
  });
  const workspace: WorkspaceRef = { id: opened.id, vin: opened.vin, sessionToken: opened.session_token };
  const credential = workspace.sessionToken;

  input.onStage('connect');
  const takeOver = input.takeOver === true;
  try {
    await connectBike(input.connectionType, credential, takeOver);
  } catch (e) {
    // Still connected from an earlier session of this browser: release it and connect again.
    if (!(isBridgeError(e) && e.code === 400003 && input.previousCredential)) throw e;
    await disconnectBike(input.previousCredential);
    await connectBike(input.connectionType, credential, takeOver);
  }

  input.onStage('read');
  const reading = await readBike(undefined, credential);
  const mids = reading.basicInfo.components.map((c) => c.module_id).filter((m) => m !== '');

  input.onStage('identify');
  const byMids =
    mids.length > 0
      ? await suggestWorkspace({ bike_shop_id: input.shopId, mids: mids.join(',') })
      : { vin: null, workspace: null };
  const identity = checkIdentity(opened.vin, reading.basicInfo.vin, byMids.vin, {
    vinOnBus: reading.basicInfo.protocol_type !== 'BAFANG_CAN',
    frameConfirmed: input.frameConfirmed === true,
    settledBefore: input.workspaceId !== undefined && input.settledBefore === true,
  });
  if (identity.kind !== 'match') return { workspace, reading, identity, reload: null };

  input.onStage('tasks');
  const reload = await putTaskReading(workspace, toTaskReading(reading));
  return { workspace, reading, identity, reload };
}
