import { describe, expect, it } from 'vitest';
import { guard, safeRedirect } from './guard';

const at = (pathname: string, o: { token?: boolean; isShow?: number | null; search?: string } = {}) =>
  guard({ pathname, search: o.search ?? '', hasToken: o.token ?? false, isShow: o.isShow ?? null });

describe('route guard (spec §2)', () => {
  it('without a token, a private route goes to login with the full path as redirect', () => {
    expect(at('/isystem/user', { search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fisystem%2Fuser%3Fa%3D1',
    });
    expect(at('/user/login')).toEqual({ kind: 'allow' });
    expect(at('/portal/Home')).toEqual({ kind: 'allow' });
  });

  it("the public portal's pages need no token; /pro/ is public only as a folder, not as a prefix", () => {
    for (const p of [
      '/proHome',
      '/purchaseAnnouncement',
      '/resultAnnouncement',
      '/about',
      '/feature',
      '/guide',
    ]) {
      expect(at(p)).toEqual({ kind: 'allow' });
    }
    expect(at('/news')).toEqual({ kind: 'allow' });
    expect(at('/detail', { search: '?id=1' })).toEqual({ kind: 'allow' });
    expect(at('/pro/purchaseAnnouncement')).toEqual({ kind: 'allow' });
    expect(at('/process/myTask').kind).toBe('redirect');
    expect(at('/aboutx').kind).toBe('redirect');
  });

  it('with a token, the login page sends a user to its default home', () => {
    expect(at('/user/login', { token: true, isShow: 1 })).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(at('/user/login', { token: true, isShow: 2 })).toEqual({
      kind: 'redirect',
      to: '/completeSupInfo',
    });
  });

  it('a supplier with isShow 2 is confined to /completeSupInfo; others are sent away from it', () => {
    expect(at('/sup/order', { token: true, isShow: 2 })).toEqual({
      kind: 'redirect',
      to: '/completeSupInfo',
    });
    expect(at('/completeSupInfo', { token: true, isShow: 2 })).toEqual({ kind: 'allow' });
    expect(at('/completeSupInfo', { token: true, isShow: 1 })).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(at('/isystem/user', { token: true, isShow: 1 })).toEqual({ kind: 'allow' });
  });

  it('follows a redirect only within the site', () => {
    expect(safeRedirect('/isystem/user?x=1')).toBe('/isystem/user?x=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
  });
});
