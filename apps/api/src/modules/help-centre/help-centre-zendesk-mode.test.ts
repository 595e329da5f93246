// With Zendesk configured, the media proxy accepts only https images of <subdomain>.zendesk.com;
// every refusal happens before any network access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { zendeskOf } from './help-centre.service.ts';

describe('help centre with Zendesk configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', {
      ZENDESK_SUBDOMAIN: 'acme',
      ZENDESK_EMAIL: 'bot@acme.com',
      ZENDESK_API_TOKEN: 'token',
    });
  });
  afterAll(() => api.close());

  it('refuses media from any other host, over http, or at private addresses', async () => {
    for (const url of [
      'http://acme.zendesk.com/hc/article_attachments/1/a.png',
      'https://acme.zendesk.com.evil.com/a.png',
      'https://other.zendesk.com/hc/article_attachments/1/a.png',
      `${api.config.publicUrl}/hc/article_attachments/serial-location-frame.svg`,
      'https://127.0.0.1/a.png',
      'https://10.0.0.8/a.png',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/a.png',
      'https://[fd00::1]/a.png',
    ]) {
      const res = await api.app.inject({ url: `/api/zendesk/media?img_url=${encodeURIComponent(url)}` });
      expect([res.statusCode, res.json().code], url).toEqual([400, 400700]);
    }
  });

  it('uses the adapter only with subdomain, e-mail and token, and refuses a subdomain that is not one', () => {
    expect(zendeskOf(loadConfig({ DATA_DIR: 'memory://', ZENDESK_SUBDOMAIN: 'acme' }))).toBeUndefined();
    expect(zendeskOf(api.config)?.kind).toBe('zendesk');
    const bad = loadConfig({
      DATA_DIR: 'memory://',
      ZENDESK_SUBDOMAIN: 'evil.com/x',
      ZENDESK_EMAIL: 'a@b.c',
      ZENDESK_API_TOKEN: 't',
    });
    expect(() => zendeskOf(bad)).toThrow(/ZENDESK_SUBDOMAIN/);
  });
});
