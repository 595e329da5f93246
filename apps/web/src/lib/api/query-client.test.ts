// What the persisted GET cache keeps across a reload (decisions 0042, 1704): reference and account
// data yes; the bike's readings and settings read through the bridge no, so a reload never shows a
// setting as it was before the last write.
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { persistOptions } from './query-client.ts';

describe('persisted GET cache', () => {
  it('keeps reference data and leaves out what the bike and the sign-in said', () => {
    const client = new QueryClient();
    client.setQueryData(['brand'], [{ id: 1 }]);
    client.setQueryData(['bridge', 'light_startup_state'], { light_startup_state: 'turn_on' });
    client.setQueryData(['service-tool', 'reading'], {});
    client.setQueryData(['auth', 'settings'], {});
    const kept = dehydrate(client, persistOptions.dehydrateOptions).queries.map((q) => q.queryKey[0]);
    expect(kept).toEqual(['brand']);
  });
});
