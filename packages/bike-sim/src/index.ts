export * from './can/can-frame.ts';
export * from './can/virtual-bus.ts';
export * from './isotp/isotp-endpoint.ts';
export * from './model/bike-state.ts';
export * from './persistence/state-store.ts';
export * from './bike/simulated-bike.ts';
export { DefaultTiming } from './uds/server-context.ts';
export type { SimTiming } from './uds/server-context.ts';
