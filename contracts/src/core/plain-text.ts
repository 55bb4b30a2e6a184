import type { z } from 'zod';

/**
 * Plain-text and link fields ([SEC1] 11): one pure rule for every module (the domain's deciders
 * through events/src/shared/plain-text.ts, and the contract's schemas such as the portal settings).
 * A plain-text field (a name, a contact, a title) holds no markup: the portal's SSR escapes it, but
 * the next consumer (an export, a PDF, a mail) may not. A link field holds a relative path or an
 * http(s) URL, never `javascript:`, `data:` or another scheme.
 */

/** The WHATWG URL both runtimes have (browsers, Node); the contract compiles without DOM or Node types. */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** A tag, a comment, a doctype or a processing instruction: `<` followed by a letter, `/`, `!` or `?`. */
const MARKUP = /<[a-zA-Z!/?]/;

/** True when the text carries markup (`a < b` and `x<5` do not). */
export const hasMarkup = (text: string): boolean => MARKUP.test(text);

export const markupRefused = (label: string) => `${label}不能包含HTML标签或脚本`;
export const LINK_REFUSED = '链接只能是以/开头的站内路径或http(s)网址';

/**
 * A link a page may open: a relative path (`/portal/news/1`, `system/UserList`, `#top`, `?a=1`) or an
 * absolute http(s) URL. Whitespace, control characters, backslashes (browsers read them as `/`, so
 * `/\evil.example` is another site), quotes and angle brackets are refused; so is `//host` (another
 * site under the page's scheme) and anything with a scheme before its first `/`, `?` or `#`.
 */
export function isSafeLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (link === '' || /[\s\u0000-\u001f\u007f\\<>"'`]/.test(link)) return false;
  if (/^https?:\/\//i.test(link)) {
    try {
      const url = new URL(link);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }
  if (link.startsWith('//')) return false;
  const head = link.split(/[/?#]/, 1)[0]!;
  return !head.includes(':');
}

/** The same rules as zod refinements, for a command or entity schema (the field's path stays). */
export const plainText = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.refine((s) => !hasMarkup(s), markupRefused(label));
export const safeLink = <T extends z.ZodString>(schema: T): T =>
  schema.refine((s) => s === '' || isSafeLink(s), LINK_REFUSED);
