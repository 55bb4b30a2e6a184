import type { LoginRequest } from '../../session';

/** Where CAS sends the browser back with its `ticket` (a public route). */
export const CAS_LOGIN_PATH = '/user/casLogin';
export const SSO_LOGIN_PATH = '/user/ssoLogin';
export const THIRD_LOGIN_PATH = '/user/thirdLogin';

/** The server's words for a missing credential (sso.routes.ts, cas.routes.ts). */
export const MISSING_TOKEN = '缺少登录凭证';
export const MISSING_TICKET = '缺少CAS票据';

/** The CAS `service` this site asks CAS to return to: the CAS entry page, carrying the redirect. */
export const casService = (origin: string, redirect: string | null): string =>
  `${origin}${CAS_LOGIN_PATH}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

/** CAS's login page for this site (`{loginUrl}?service=`). */
export const casLoginHref = (loginUrl: string, origin: string, redirect: string | null): string => {
  const url = new URL(loginUrl);
  url.searchParams.set('service', casService(origin, redirect));
  return url.href;
};

/**
 * The service a ticket was issued for: the current URL without `ticket` (and without a fragment),
 * the other parameters kept byte for byte, since CAS compares the service as text.
 */
export function serviceWithoutTicket(href: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((p) => p !== '' && !p.startsWith('ticket='));
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  url.hash = '';
  return url.href;
}

/** The login an entry page makes from its URL, or the message for what is missing. */
export function externalLoginRequest(
  kind: 'sso' | 'third' | 'cas',
  href: string,
): { request: LoginRequest } | { missing: string } {
  const params = new URL(href).searchParams;
  if (kind === 'cas') {
    const ticket = params.get('ticket')?.trim();
    return ticket
      ? { request: { method: 'cas', ticket, service: serviceWithoutTicket(href) } }
      : { missing: MISSING_TICKET };
  }
  const token = params.get('token')?.trim();
  return token ? { request: { method: kind, token } } : { missing: MISSING_TOKEN };
}
