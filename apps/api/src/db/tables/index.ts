// Every table of the schema; each module's tables file is listed here once.
export * from './foundation.ts';
export * from './catalogue.ts';
export * from './workspace.ts';
export * from './records.ts';
export * from './help-centre.ts';
export * from './service-report.ts';
export * from './audit.ts';
export * from './claims.ts';
export * from './cache-versions.ts';
export * from './tenancy.ts';
export * from './api-processes.ts';
export * from './tuf.ts';
