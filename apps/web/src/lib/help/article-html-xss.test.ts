// Every payload of the OWASP XSS filter-evasion list (and the SVG/MathML cases of issue 12) goes
// through the article sanitiser; what comes out is parsed again and must hold nothing that can run.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleHtml } from './article-html.ts';

const payloads = fs
  .readFileSync(path.join(import.meta.dirname, 'fixtures/xss-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

const SCRIPTABLE = ['script', 'svg', 'math', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input',
  'button', 'base', 'meta', 'link', 'style', 'template', 'set', 'animate', 'use', 'foreignobject', 'noscript',
  'isindex', 'video', 'audio', 'source', 'details', 'marquee']; // prettier-ignore
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'background',
  'dynsrc',
  'lowsrc',
  'to',
  'values',
  'from',
  'by',
];

/** What in this sanitised HTML could run script, as readable findings (empty: nothing). */
function scriptable(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  const findings: string[] = [];
  // The whole document: a raw payload may close the wrapper or add a <body onload>.
  for (const el of doc.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'html' || tag === 'head' || el.id === 'root') continue;
    if (SCRIPTABLE.includes(tag)) findings.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`${tag}[${name}]`);
      if (name === 'style') findings.push(`${tag}[style]`);
      // Browsers ignore white space and control characters inside a URL scheme.
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && !/^(https?:|mailto:|\/(?!\/)|#)/.test(value) && value !== '')
        findings.push(`${tag}[${name}=${attr.value}]`);
    }
  }
  return findings;
}

describe('article sanitiser against the OWASP XSS filter-evasion list', () => {
  it('has the list, and the check finds what can run in the raw payloads', () => {
    expect(payloads.length).toBeGreaterThan(100);
    // The detector is not vacuous: unsanitised, most payloads are flagged.
    const flagged = payloads.filter((p) => scriptable(p).length > 0).length;
    expect(flagged).toBeGreaterThan(payloads.length * 0.8);
  });

  it.each(payloads.map((p, i) => [i + 1, p] as const))(
    'payload %i leaves nothing that can run: %s',
    (_, payload) => {
      expect(scriptable(articleHtml(payload))).toEqual([]);
      expect(scriptable(articleHtml(payload, { linksInNewTab: true }))).toEqual([]);
    },
  );

  it('keeps the article itself: text, headings, lists, safe links and proxied images', () => {
    const out = articleHtml(
      '<h2>Brakes</h2><ol><li>Check <a href="https://help.example.com/a">this</a></li></ol><img src="https://x.zendesk.com/a.png" alt="pad">',
    );
    expect(out).toContain('<h2>Brakes</h2>');
    expect(out).toContain('<a href="https://help.example.com/a" rel="noopener noreferrer">this</a>');
    expect(out).toContain('src="/api/zendesk/media?img_url=https%3A%2F%2Fx.zendesk.com%2Fa.png"');
  });
});
