import sanitizeHtml from 'sanitize-html';

const length = /^\d+(?:\.\d+)?(?:px|em|rem|%|pt)?$/;
const colour = /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
const lengths = [/^(?:\d+(?:\.\d+)?(?:px|em|rem|%|pt)?\s*){1,4}$/];

/** Inline styles rich-text editors write for formatting; anything else (url(), expression()) is dropped. */
const allowedStyles: Record<string, RegExp[]> = {
  color: [colour],
  'background-color': [colour],
  'text-align': [/^(?:left|right|center|justify)$/],
  'text-decoration': [/^(?:none|underline|line-through|overline)$/],
  'text-indent': [length],
  'font-size': [length, /^(?:x{0,2}-?small|medium|x{0,2}-?large)$/],
  'font-weight': [/^(?:normal|bold|bolder|lighter|\d{3})$/],
  'font-style': [/^(?:normal|italic|oblique)$/],
  'font-family': [/^[\w\s,"'-]{1,100}$/],
  'line-height': [length, /^normal$/],
  width: [length, /^auto$/],
  height: [length, /^auto$/],
  margin: lengths,
  'margin-left': [length],
  padding: lengths,
  'padding-left': [length],
  'vertical-align': [/^(?:top|middle|bottom|baseline)$/],
  'border-collapse': [/^(?:collapse|separate)$/],
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'hr',
  ],
  allowedAttributes: {
    '*': ['style', 'title', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    td: ['colspan', 'rowspan', 'width', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'valign'],
    ol: ['start', 'type'],
  },
  allowedStyles: { '*': allowedStyles },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Editors embed pasted images as data URLs; an image cannot run script.
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * An announcement's HTML as it may be shown to other users: formatting, links, images and tables
 * stay; scripts, event handlers, frames, forms and javascript: URLs go (sanitize-html's allowlist).
 */
export const sanitizeAnnouncementHtml = (html: string): string => sanitizeHtml(html, options);
