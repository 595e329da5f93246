export * from './can-id.ts';
export * from './commands.ts';
export * from './transfer.ts';
export * from './values.ts';
export * from './display-values.ts';
export * from './controller-parameters.ts';
export * from './error-codes.ts';
