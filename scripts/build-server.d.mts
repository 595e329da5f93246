// Types of what TypeScript code (the benchmarks) uses from build-server.mjs.
export declare const serverEnvironment: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
/** `node`, the server's V8 flags and its built file (as npm start runs it). */
export declare const serverCommand: (name: 'api' | 'bridge') => [string, ...string[]];
