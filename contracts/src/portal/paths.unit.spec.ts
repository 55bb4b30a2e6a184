import { describe, expect, it } from 'vitest';
import { homePathOf, isHomePath, isPortalPath, pagePathOf } from './paths';

describe('portal paths', () => {
  it("are the portal's pages, homes included; the back office's are not", () => {
    expect(
      ['/portal', '/portal/Home', '/proHome', '/about', '/detail', '/planCollectInfo'].every(isPortalPath),
    ).toBe(true);
    expect(['/user/login', '/portal/other', '/aboutus', '/dashboard/analysis'].some(isPortalPath)).toBe(
      false,
    );
    expect(isHomePath('/user/indexHome')).toBe(true);
    expect(isHomePath('/about')).toBe(false);
  });

  it('read a URL without its query, hash and trailing slash; a template has its home', () => {
    expect(pagePathOf('/purchaseAnnouncement?type=inquiry&selected=x')).toBe('/purchaseAnnouncement');
    expect(pagePathOf('/about/#contact')).toBe('/about');
    expect(pagePathOf('/')).toBe('/');
    expect(homePathOf('pro')).toBe('/proHome');
    expect(homePathOf('se')).toBe('/portal/Home');
  });
});
