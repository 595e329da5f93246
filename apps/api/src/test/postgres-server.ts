// The PostgreSQL server of a test run: TEST_DATABASE_URL, given by the developer or CI, or set by the
// global set-up of the api-postgres and system-api projects (scripts/lib/test-postgres.mjs), which
// starts a throwaway server from npm when it is not given.

/** The PostgreSQL server of this run, or an error that says how to get one. */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'this test needs a PostgreSQL server: run it in its project (npx vitest run --project ' +
        'api-postgres|system-api), which starts one from npm, or set TEST_DATABASE_URL',
    );
  return url;
}
