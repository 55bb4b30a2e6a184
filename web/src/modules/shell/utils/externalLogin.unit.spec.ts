import { describe, expect, it } from 'vitest';
import { casLoginHref, casService, externalLoginRequest, serviceWithoutTicket } from './externalLogin';

const origin = 'https://srm.example.com';

describe('entry pages of the SSO, third-party and CAS logins', () => {
  it('validates a CAS ticket for exactly the service CAS was asked to return to', () => {
    for (const redirect of [null, '/isystem/role?from=mail&x=a b', '/dashboard/analysis']) {
      const service = casService(origin, redirect);
      // CAS appends the ticket to the service as it got it.
      const back = `${service}${service.includes('?') ? '&' : '?'}ticket=ST-1-abc`;
      expect(serviceWithoutTicket(back)).toBe(service);
      expect(externalLoginRequest('cas', back)).toEqual({
        request: { method: 'cas', ticket: 'ST-1-abc', service },
      });
    }
    expect(serviceWithoutTicket(`${origin}/user/casLogin?ticket=ST-2&redirect=%2Fa#top`)).toBe(
      `${origin}/user/casLogin?redirect=%2Fa`,
    );
  });

  it("sends the browser to CAS's login page with this site's service", () => {
    const href = casLoginHref('https://cas.example.com/cas/login', origin, '/isystem/role');
    expect(new URL(href).searchParams.get('service')).toBe(
      'https://srm.example.com/user/casLogin?redirect=%2Fisystem%2Frole',
    );
  });

  it('takes the one-time token from the query, and says what is missing', () => {
    expect(externalLoginRequest('sso', `${origin}/user/ssoLogin?token=abc&redirect=%2Fx`)).toEqual({
      request: { method: 'sso', token: 'abc' },
    });
    expect(externalLoginRequest('third', `${origin}/user/thirdLogin?token=t`)).toEqual({
      request: { method: 'third', token: 't' },
    });
    expect(externalLoginRequest('sso', `${origin}/user/ssoLogin`)).toEqual({ missing: '缺少登录凭证' });
    expect(externalLoginRequest('cas', `${origin}/user/casLogin?redirect=%2Fx`)).toEqual({
      missing: '缺少CAS票据',
    });
  });
});
