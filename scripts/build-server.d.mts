// Types of what TypeScript code (the benchmarks) uses from build-server.mjs.
export declare const serverEnvironment: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
export declare const serverCommand: (name: 'api' | 'bridge') => [string, ...string[]];
