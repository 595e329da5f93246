// Types of test-postgres.mjs for the TypeScript that imports it (the e2e harness's own-postgres.ts).
export interface TestPostgres {
  /** postgres://postgres:<password>@127.0.0.1:<port>/test */
  url: string;
  stop(): Promise<void>;
}
export function startTestPostgres(): Promise<TestPostgres>;
export default function setup(): Promise<(() => Promise<void>) | undefined>;
