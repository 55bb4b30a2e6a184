import { describe, expect, it } from 'vitest';
import { draftProblems, isHexColor, isPortalUrl, problemAt } from './draft';
import { LINK_REFUSED } from '../core/index';
import { portalSettingsSchema, URL_MESSAGE, type PortalSettings } from './settings';

const defaults = (): PortalSettings => portalSettingsSchema.parse({});

describe("the studio's draft rules", () => {
  it('take hex colours and http(s) or site-path addresses only', () => {
    expect(['#fff', '#004CE0', '#ffffffcc'].every(isHexColor)).toBe(true);
    expect(['red', '#12345', '004CE0', '#ggg'].some(isHexColor)).toBe(false);
    expect(['https://a.example.com/x?y=1', 'http://a', '/about#profile', '/'].every(isPortalUrl)).toBe(true);
    expect(
      ['javascript:alert(1)', '//evil.example.com', 'www.a.com', 'https://', 'data:x', '/a b'].some(
        isPortalUrl,
      ),
    ).toBe(false);
  });

  it('find nothing in the defaults', () => {
    expect(draftProblems(defaults())).toEqual([]);
  });

  it('name bad colours, addresses and empty years by the field and message the server refuses them with', () => {
    const d = defaults();
    const bad: PortalSettings = {
      ...d,
      hero: {
        ...d.hero,
        primaryColor: 'blue',
        title: { ...d.hero.title, style: { ...d.hero.title.style, color: '#ffff' } },
      },
      footer: {
        ...d.footer,
        siteMap: [{ ...d.footer.siteMap[0]!, children: [{ title: '坏', url: 'javascript:alert(1)' }] }],
        otherLinks: [
          { title: '好', url: 'https://example.com/x' },
          { title: '坏', url: 'www.example.com' },
        ],
        imgs: [{ title: '伙伴', src: '//cdn.example.com/a.png' }],
      },
      company: { ...d.company, timeline: [{ year: ' ', months: [] }] },
    };
    const problems = draftProblems(bad);
    expect(problems.map((p) => p.field)).toEqual([
      'hero.primaryColor',
      'hero.title.style.color',
      'footer.siteMap.0.children.0.url',
      'footer.otherLinks.1.url',
      'footer.imgs.0.src',
      'company.timeline.0.year',
    ]);
    expect(problemAt(problems, 'footer.otherLinks.1.url')).toBe(URL_MESSAGE);
    expect(problemAt(problems, 'footer.otherLinks.0.url')).toBeUndefined();
    // The schema the server validates with refuses the same fields, first with the same words.
    const server = portalSettingsSchema.safeParse(bad).error?.issues ?? [];
    const first = new Map<string, string>();
    for (const i of server) if (!first.has(i.path.join('.'))) first.set(i.path.join('.'), i.message);
    expect([...first].map(([field, message]) => ({ field, message }))).toEqual(problems);
  });

  it('refuse a site path that leaves the site through a backslash, as the server does', () => {
    const d = defaults();
    const bad: PortalSettings = {
      ...d,
      footer: { ...d.footer, otherLinks: [{ title: '坏', url: '/\\evil.example' }] },
    };
    expect(isPortalUrl('/\\evil.example')).toBe(false);
    expect(draftProblems(bad)).toEqual([{ field: 'footer.otherLinks.0.url', message: LINK_REFUSED }]);
    const server = portalSettingsSchema.safeParse(bad).error?.issues ?? [];
    expect(server.map((i) => i.message)).toEqual([LINK_REFUSED]);
  });
});
