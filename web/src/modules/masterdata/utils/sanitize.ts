/**
 * Rich text sanitised in the browser before it is shown or sent (umeditor, markdown preview). The
 * domain sanitises again on write (sanitize-html, events' announcement-html); this keeps what the
 * editor shows as safe as what is stored: an allow-list of tags, no event handlers, no styles, no
 * `javascript:` addresses.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'span',
  'div',
  'font',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
]);
/** Dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'textarea',
  'select',
  'button',
  'link',
  'meta',
  'base',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const SAFE_LINK = /^(?:https?:|mailto:|\/|#|\.{0,2}\/)/i;
const SAFE_IMAGE = /^(?:https?:|\/|data:image\/(?:png|gif|jpe?g|webp);base64,)/i;

/** An address allowed in `href` / `src`; control characters and spaces are ignored when judging. */
export function safeUrl(url: string, image = false): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020]/g, '');
  return (image ? SAFE_IMAGE : SAFE_LINK).test(compact) || (!image && !/^[a-z][a-z0-9+.-]*:/i.test(compact));
}

function clean(node: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) continue;
    if (child.nodeType !== 1) {
      child.remove();
      continue;
    }
    const el = child as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      el.remove();
      continue;
    }
    clean(el, doc);
    if (!ALLOWED_TAGS.has(tag)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const keep =
        allowed.includes(name) &&
        (name === 'href' ? safeUrl(attr.value) : name === 'src' ? safeUrl(attr.value, true) : true);
      if (!keep) el.removeAttribute(attr.name);
    }
    if (tag === 'a' && el.getAttribute('target')) el.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The HTML with only allowed tags and attributes (needs a DOM: the browser, or happy-dom in tests). */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}
