// Article bodies are HTML from the help centre (our own knowledge base or Zendesk). They are shown
// inline, so anything that can run script is removed first, and images go through the API's media
// proxy (the only image source the portal trusts).

const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON', 'LINK', 'META', 'BASE']);

const safeUrl = (value: string) => /^(https?:|mailto:|\/|#)/i.test(value.trim());

export function sanitizeArticleHtml(html: string, mediaUrl: (src: string) => string): string {
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
      el.setAttribute('target', '_blank');
    }
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src');
      if (src && /^https?:/i.test(src)) el.setAttribute('src', mediaUrl(src));
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
      el.setAttribute('loading', 'lazy');
    }
  }
  return root.innerHTML;
}

export const mediaProxyUrl = (src: string) => `/api/zendesk/media?img_url=${encodeURIComponent(src)}`;
