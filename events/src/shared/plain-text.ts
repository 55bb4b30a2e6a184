import { hasMarkup, isSafeLink, LINK_REFUSED, markupRefused } from '@srm/contracts';
import { DomainError } from '../errors';

/**
 * Plain-text and link fields ([SEC1] 11): one pure rule for every module's decider. A plain-text
 * field (a name, a contact, a title) holds no markup: the portal's SSR escapes it, but the next
 * consumer (an export, a PDF, a mail) may not. A link field holds a relative path or an http(s) URL,
 * never `javascript:`, `data:` or another scheme.
 */

// The pure rules are the contract's (contracts/src/core/plain-text.ts: the portal settings' schema uses them too).
export { hasMarkup, isSafeLink, LINK_REFUSED, markupRefused, plainText, safeLink } from '@srm/contracts';

/** Throws the field's validation error when the text carries markup; null and undefined pass. */
export function assertPlainText(field: string, label: string, value: string | null | undefined): void {
  if (typeof value === 'string' && hasMarkup(value)) {
    throw new DomainError('ValidationFailed', markupRefused(label), { field });
  }
}

/** Every named field of `values` that is given must be plain text (`{ field: label }`). */
export function assertPlainTexts(values: object, labels: Record<string, string>): void {
  for (const [field, label] of Object.entries(labels)) {
    const v: unknown = (values as Record<string, unknown>)[field];
    if (typeof v === 'string') assertPlainText(field, label, v);
  }
}

/** Throws the field's validation error unless the link is safe; null, undefined and '' pass (no link). */
export function assertSafeLink(field: string, value: string | null | undefined): void {
  if (typeof value === 'string' && value !== '' && !isSafeLink(value)) {
    throw new DomainError('ValidationFailed', LINK_REFUSED, { field });
  }
}
