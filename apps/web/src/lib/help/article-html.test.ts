import { describe, expect, it } from 'vitest';
import { articleHtml } from './article-html.ts';

describe('article html', () => {
  it('drops scripts, templates, handlers, inline styles and javascript links', () => {
    const out = articleHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><template><img src=x onerror=alert(1)></template><a href="javascript:alert(1)">a</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript|template|style/);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a rel="noopener noreferrer">a</a>');
  });

  it('routes images through the media proxy with an alt text and lazy loading', () => {
    const out = articleHtml(
      '<img src="https://x.zendesk.com/a.png" srcset="https://x.zendesk.com/b.png 2x">',
    );
    expect(out).toContain('/api/zendesk/media?img_url=https%3A%2F%2Fx.zendesk.com%2Fa.png');
    expect(out).not.toContain('srcset');
    expect(out).toContain('alt=""');
    expect(out).toContain('loading="lazy"');
  });

  it('keeps links in the tab unless asked to open them in a new one', () => {
    const html = '<a href="https://e.com">e</a><a href="/help/article/2">next</a>';
    expect(articleHtml(html)).not.toContain('target=');
    const newTab = articleHtml(html, { linksInNewTab: true });
    expect(newTab.match(/target="_blank"/g)).toHaveLength(2);
    expect(newTab).toContain('href="/help/article/2"');
  });
});
