// `npm run outbox -w apps/api` shows the mails that wait in the outbox (e.g. a password reset code).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { startApi } from '../../start-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { outbox } from '../../../scripts/outbox.ts';
import { seededDataDir } from '../../test/seeded-database.ts';

describe('outbox command', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-outbox-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'lists the outbox of the embedded database and prints one mail in full',
    { timeout: 300_000 },
    async () => {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' };
      await seededDataDir(dataDir); // the portal has run here before
      const api = await startApi(loadConfig(env));
      try {
        const res = await api.app.inject({
          method: 'POST',
          url: '/api/user/forgot_password',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ username: DemoAccounts.dealer }),
        });
        expect(res.statusCode).toBe(200);
        // The portal is still running: the command reads a copy of its data folder.
        const list: string[] = [];
        expect(await outbox([], env, (line) => list.push(line))).toBe(0);
        expect(list[0]).toMatch(
          /^\s+1 .* pending\s+dealer@example\.com\s+Your Dealer Portal password reset code$/,
        );
      } finally {
        await api.close();
      }
      const one: string[] = [];
      expect(await outbox(['1'], env, (line) => one.push(line))).toBe(0);
      expect(one).toContain('To:      dealer@example.com');
      expect(one.join('\n')).toMatch(/password reset code is \d{6}\./);
      expect(await outbox(['--bogus'], env, () => undefined)).toBe(2);
    },
  );
});
