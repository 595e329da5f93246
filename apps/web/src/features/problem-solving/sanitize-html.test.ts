import { describe, expect, it } from 'vitest';
import { mediaProxyUrl, sanitizeArticleHtml } from './sanitize-html.ts';

describe('article html', () => {
  it('drops scripts, handlers and javascript links', () => {
    const out = sanitizeArticleHtml('<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a>', mediaProxyUrl);
    expect(out).not.toMatch(/script|onclick|javascript/);
    expect(out).toContain('<p>Hi</p>');
  });
  it('routes images through the media proxy and opens links in a new tab', () => {
    const out = sanitizeArticleHtml('<img src="https://x.zendesk.com/a.png"><a href="https://e.com">e</a>', mediaProxyUrl);
    expect(out).toContain('/api/zendesk/media?img_url=https%3A%2F%2Fx.zendesk.com%2Fa.png');
    expect(out).toContain('alt=""');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});
