import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type CasValidation =
  | { ok: true; user: string }
  | { ok: false; code: string; message: string }
  /** Not a CAS 2.0 serviceResponse at all. */
  | null;

const parser = new XMLParser({
  // `cas:` is the usual prefix, but any prefix bound to the CAS namespace is valid XML.
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Usernames such as 00123 stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim();
  if (v && typeof v === 'object' && '#text' in v && typeof v['#text'] === 'string') return v['#text'].trim();
  return undefined;
};

/**
 * Reads a CAS 2.0 `serviceValidate` answer: `cas:authenticationSuccess/cas:user`, or
 * `cas:authenticationFailure` with its `code` attribute and text.
 */
export function parseCasServiceResponse(xml: string): CasValidation {
  if (XMLValidator.validate(xml) !== true) return null;
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return null;
  }
  const response = (doc as { serviceResponse?: unknown } | undefined)?.serviceResponse;
  if (!response || typeof response !== 'object') return null;
  const r = response as { authenticationSuccess?: unknown; authenticationFailure?: unknown };
  if (r.authenticationSuccess && typeof r.authenticationSuccess === 'object') {
    const user = text((r.authenticationSuccess as { user?: unknown }).user);
    return user ? { ok: true, user } : null;
  }
  if (r.authenticationFailure !== undefined) {
    const f = r.authenticationFailure;
    const code =
      f && typeof f === 'object' && '@code' in f && typeof f['@code'] === 'string' ? f['@code'] : '';
    return { ok: false, code: code || 'UNKNOWN', message: text(f) ?? '' };
  }
  return null;
}
