// Article bodies are HTML from the help centre (our own knowledge base or Zendesk), shown inline by
// the help centre's article page and the service tool's problem-solving screen. Anything that can run
// script is removed first, and images go through the API's media proxy (the only image source the
// portal trusts).

const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'LINK',
  'META',
  'BASE',
  'TEMPLATE',
]);

const safeUrl = (value: string) => /^(https?:|mailto:|\/|#)/i.test(value.trim());

export const mediaProxyUrl = (src: string) => `/api/zendesk/media?img_url=${encodeURIComponent(src)}`;

export interface ArticleHtmlOptions {
  /** Links open in a new tab: the service tool keeps its bike session in the current one. */
  linksInNewTab?: boolean;
}

export function articleHtml(html: string, options: ArticleHtmlOptions = {}): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  for (const el of [...root.querySelectorAll('*')]) {
    if (DROP.has(el.tagName)) {
      el.remove();
      continue;
    }
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcset') el.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'src') && !safeUrl(attr.value)) el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A') {
      el.setAttribute('rel', 'noopener noreferrer');
      if (options.linksInNewTab) el.setAttribute('target', '_blank');
    }
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src');
      if (src && /^https?:/i.test(src)) el.setAttribute('src', mediaProxyUrl(src));
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
      el.setAttribute('loading', 'lazy');
    }
  }
  // Article headings start at h2 in the source; the page's own h1 is the title, so levels are kept.
  return root.innerHTML;
}
