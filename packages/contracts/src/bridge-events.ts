// The bridge's server-sent event streams: names and `data:` payloads of /v1/status/* and
// /v1/progress/*. An event stream has no JSON schema in OpenAPI (its entries describe the lines in
// words), so the bridge that sends these and the portal that reads them share the shapes from here.
import type {
  BikeSystemConnectionStatus,
  ConnectionType,
  ConnectorStatus,
  SystemBridgeStatus,
} from './enums.ts';
import type { LiveValues } from './uds-live-data.ts';

export const DetectionMode = ['none', 'button', 'flash'] as const;
export type DetectionMode = (typeof DetectionMode)[number];

/**
 * Why the bike connection ended: `requested` — the disconnect call, or the bridge ended it on purpose
 * (sleep mode, another bike on the bench, a refused update source, shutdown); `link_lost` — the bike
 * stopped answering (cable pulled, bike switched off, CAN bus down); `connector_lost` — the connector
 * left the computer. Null while a connection is being made or held, and before the first one.
 */
export const DisconnectReason = ['requested', 'link_lost', 'connector_lost'] as const;
export type DisconnectReason = (typeof DisconnectReason)[number];

/** data of /v1/status/all: the bridge's whole observable state. */
export interface BridgeStatusAll {
  connection: BikeSystemConnectionStatus;
  connector: ConnectorStatus;
  communication: SystemBridgeStatus;
  connection_type: ConnectionType;
  detection_mode: DetectionMode;
  disconnect_reason: DisconnectReason | null;
}
/** data of /v1/status/connection */
export interface BridgeConnectionStatusEvent {
  status: BikeSystemConnectionStatus;
  connection_type: ConnectionType;
  disconnect_reason: DisconnectReason | null;
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

/** The status streams by name (/v1/status/{name}) with their payloads. */
export interface BridgeStatusStreams {
  all: BridgeStatusAll;
  connection: BridgeConnectionStatusEvent;
  connector: BridgeConnectorStatusEvent;
  communication: BridgeCommunicationStatusEvent;
}
export const BridgeStatusStreamName = [
  'all',
  'connection',
  'communication',
  'connector',
] as const satisfies readonly (keyof BridgeStatusStreams)[];
export type BridgeStatusStreamName = (typeof BridgeStatusStreamName)[number];

/** What each status stream sends of the whole state (the bridge sends this; a change elsewhere is not news). */
export const bridgeStatusStreamData: {
  [K in BridgeStatusStreamName]: (s: BridgeStatusAll) => BridgeStatusStreams[K];
} = {
  all: (s) => s,
  connection: (s) => ({
    status: s.connection,
    connection_type: s.connection_type,
    disconnect_reason: s.disconnect_reason,
  }),
  communication: (s) => ({ status: s.communication, detection_mode: s.detection_mode }),
  connector: (s) => ({ status: s.connector }),
};

/** The progress streams by name (/v1/progress/{kind}). */
export const ProgressKind = ['firmware_update', 'operate_parameter', 'panel_frame_update'] as const;
export type ProgressKind = (typeof ProgressKind)[number];

export const ProgressStage = [
  'preflight',
  'erasing',
  'transferring',
  'verifying',
  'rebooting',
  'writing',
  'done',
  'failed',
] as const;
export type ProgressStage = (typeof ProgressStage)[number];

/** data of /v1/progress/{kind} */
export interface BridgeProgressEvent {
  operation: ProgressKind;
  component: string;
  stage: ProgressStage;
  /** 0–100. */
  progress: number;
  transferred_bytes?: number;
  total_bytes?: number;
  /** A firmware update over a wireless link: the transfer's time predicted from the measured link rate. */
  predicted_ms?: number;
  message?: string;
  error?: { code: number; message: string };
}

/**
 * data of /v1/live/drive: one sample of the drive controller's live data (uds-live-data.ts) about
 * four times a second while a portal screen listens, or, with `values` null, why there is none now
 * (the bike is not connected, an operation holds the bus): the stream keeps trying.
 */
export interface BridgeLiveDataEvent {
  /** Milliseconds since 1970-01-01 when the controller answered (or the read failed). */
  at: number;
  /** A signal missing from the values is one this drive system does not report. */
  values: LiveValues | null;
  error?: { code: number; message: string };
}
