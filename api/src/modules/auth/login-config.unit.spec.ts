import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const base = { TEMPORAL_ADDRESS: '127.0.0.1:7233' };
const secret = 'a-secret-of-at-least-32-characters-long';

describe('configuration of the other logins', () => {
  it('is off by default', () => {
    expect(loadConfig(base)).toMatchObject({ ssoIssuers: [], casUrl: undefined, encryptBodyKey: undefined });
  });

  it('reads trusted issuers, the CAS URL and the envelope key', () => {
    const c = loadConfig({
      ...base,
      SSO_ISSUERS: JSON.stringify([
        { name: 'portal', secret },
        { name: 'idp', secret, tenantId: '2' },
      ]),
      CAS_URL: 'https://cas.example.com/cas',
      ENCRYPT_BODY_KEY: 'sixteen-chars-at-least',
    });
    expect(c.ssoIssuers).toEqual([
      { name: 'portal', secret },
      { name: 'idp', secret, tenantId: '2' },
    ]);
    expect(c).toMatchObject({
      casUrl: 'https://cas.example.com/cas',
      encryptBodyKey: 'sixteen-chars-at-least',
    });
  });

  it('names what is wrong', () => {
    expect(() => loadConfig({ ...base, SSO_ISSUERS: 'portal' })).toThrow(/SSO_ISSUERS/);
    expect(() => loadConfig({ ...base, SSO_ISSUERS: '[{"name":"p","secret":"short"}]' })).toThrow(
      /at least 32/,
    );
    const twice = JSON.stringify([
      { name: 'p', secret },
      { name: 'p', secret },
    ]);
    expect(() => loadConfig({ ...base, SSO_ISSUERS: twice })).toThrow(/unique/);
    expect(() => loadConfig({ ...base, CAS_URL: 'cas server' })).toThrow(/CAS_URL/);
    expect(() => loadConfig({ ...base, ENCRYPT_BODY_KEY: 'short' })).toThrow(/ENCRYPT_BODY_KEY/);
  });
});
