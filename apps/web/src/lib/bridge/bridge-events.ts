// Payloads of the bridge's server-sent event streams. The streams' OpenAPI entries only describe
// their `data:` lines in words (an event stream has no JSON schema), so the shapes are written here
// once, from those descriptions: /v1/status/* and /v1/progress/*.
import type {
  BikeSystemConnectionStatus,
  ConnectionType,
  ConnectorStatus,
  SystemBridgeStatus,
} from '@dealer/contracts';

export type DetectionMode = 'none' | 'button' | 'flash';

/** data of /v1/status/all */
export interface BridgeStatusAll {
  connection: BikeSystemConnectionStatus;
  connector: ConnectorStatus;
  communication: SystemBridgeStatus;
  connection_type: ConnectionType;
  detection_mode: DetectionMode;
}
/** data of /v1/status/connection */
export interface BridgeConnectionStatusEvent {
  status: BikeSystemConnectionStatus;
  connection_type: ConnectionType;
}
/** data of /v1/status/connector */
export interface BridgeConnectorStatusEvent {
  status: ConnectorStatus;
}
/** data of /v1/status/communication */
export interface BridgeCommunicationStatusEvent {
  status: SystemBridgeStatus;
  detection_mode: DetectionMode;
}

export const ProgressKind = ['firmware_update', 'operate_parameter', 'panel_frame_update'] as const;
export type ProgressKind = (typeof ProgressKind)[number];
export type ProgressStage =
  'preflight' | 'erasing' | 'transferring' | 'verifying' | 'rebooting' | 'writing' | 'done' | 'failed';

/** data of /v1/progress/{kind} */
export interface BridgeProgressEvent {
  operation: ProgressKind;
  component: string;
  stage: ProgressStage;
  /** 0–100 */
  progress: number;
  transferred_bytes?: number;
  total_bytes?: number;
  message?: string;
  error?: { code: number; message: string };
}

export interface StatusStreams {
  all: BridgeStatusAll;
  connection: BridgeConnectionStatusEvent;
  connector: BridgeConnectorStatusEvent;
  communication: BridgeCommunicationStatusEvent;
}
