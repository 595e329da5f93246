export * from './enums.ts';
export * from './server-errors.ts';
export * from './bridge-errors.ts';
export * from './permissions.ts';
export * from './part-types.ts';
export * from './help-centre.ts';
export * from './constants.ts';
export * from './demo-fleet.ts';
