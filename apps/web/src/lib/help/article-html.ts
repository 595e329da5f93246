// Article bodies are HTML from the help centre (our own knowledge base or Zendesk: third-party HTML),
// shown inline by the help centre's article page and the service tool's problem-solving screen.
// DOMPurify keeps an allowlist of article markup — no script, no SVG or MathML, no forms, no inline
// styles, links and images only to http(s), mailto and our own paths — and images go through the
// API's media proxy (the only image source the portal trusts).
import DOMPurify from 'dompurify';

const ARTICLE_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 's', 'small',
  'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]; // prettier-ignore
const ARTICLE_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope', 'lang', 'dir'];
/** http(s), mailto, a path of our own or an anchor; nothing else (javascript:, data:, vbscript:, …). */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

const mediaProxyUrl = (src: string) => `/api/zendesk/media?img_url=${encodeURIComponent(src)}`;

export interface ArticleHtmlOptions {
  /** Links open in a new tab: the service tool keeps its bike session in the current one. */
  linksInNewTab?: boolean;
}

// One purifier of our own, so its hooks never apply to any other use of DOMPurify.
const purifier = DOMPurify(window);
let linksInNewTab = false;
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('rel', 'noopener noreferrer');
    if (linksInNewTab) node.setAttribute('target', '_blank');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src && /^https?:/i.test(src)) node.setAttribute('src', mediaProxyUrl(src));
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
  }
});

export function articleHtml(html: string, options: ArticleHtmlOptions = {}): string {
  linksInNewTab = options.linksInNewTab ?? false;
  // Article headings start at h2 in the source; the page's own h1 is the title, so levels are kept.
  return purifier.sanitize(html, {
    ALLOWED_TAGS: ARTICLE_TAGS,
    ALLOWED_ATTR: ARTICLE_ATTRIBUTES,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
