// The bridge's Prometheus metrics (prom-client), served at /metrics on loopback: UDS operations by
// service and outcome with their duration, CAN frames sent and received, bus errors by kind, and the
// firmware transfer (bytes in total and the rate of the last block). One registry per process: the
// bridge drives one bus, and the protocol layer counts into it wherever a channel is opened.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const bridgeRegistry = new Registry();
collectDefaultMetrics({ register: bridgeRegistry });

export const bridgeMetrics = {
  udsOperations: new Counter({
    name: 'bridge_uds_operations_total',
    help: 'UDS requests by service and outcome (ok, negative, timeout, error)',
    labelNames: ['service', 'outcome'],
    registers: [bridgeRegistry],
  }),
  udsDuration: new Histogram({
    name: 'bridge_uds_operation_duration_seconds',
    help: 'Time from a UDS request to its final answer, by service',
    labelNames: ['service'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [bridgeRegistry],
  }),
  frames: new Counter({
    name: 'bridge_can_frames_total',
    help: 'CAN frames of the diagnostic channels by direction (sent, received)',
    labelNames: ['direction'],
    registers: [bridgeRegistry],
  }),
  busErrors: new Counter({
    name: 'bridge_bus_errors_total',
    help: 'Bus and transport errors by ISO-TP error code (N_TIMEOUT_A, N_AS_TIMEOUT, TX_FAILED, …)',
    labelNames: ['kind'],
    registers: [bridgeRegistry],
  }),
  firmwareBytes: new Counter({
    name: 'bridge_firmware_bytes_total',
    help: 'Firmware bytes transferred to components (rate() of it is the bytes per second)',
    registers: [bridgeRegistry],
  }),
  firmwareRate: new Gauge({
    name: 'bridge_firmware_bytes_per_second',
    help: 'Transfer rate of the last firmware block',
    registers: [bridgeRegistry],
  }),
};
