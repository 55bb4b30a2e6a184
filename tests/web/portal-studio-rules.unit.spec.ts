import { portal } from '@srm/events';
import { describe, expect, it } from 'vitest';
import type { StudioSettings } from '../../web/src/modules/studio/types';
import {
  COLOR_MESSAGE,
  draftProblems,
  HEX_COLOR,
  PORTAL_URL,
  problemAt,
  URL_MESSAGE,
} from '../../web/src/modules/studio/utils/draft';

/** The studio checks a draft before publishing; the server decides. They must agree (web takes only types from events). */
const defaults = (): StudioSettings => portal.portalSettingsSchema.parse({});

describe("the studio's input rules", () => {
  it("are the server's rules and messages", () => {
    expect(HEX_COLOR.source).toBe(portal.HEX_COLOR.source);
    expect(HEX_COLOR.flags).toBe(portal.HEX_COLOR.flags);
    expect(PORTAL_URL.source).toBe(portal.PORTAL_URL.source);
    expect(COLOR_MESSAGE).toBe(portal.COLOR_MESSAGE);
    expect(URL_MESSAGE).toBe(portal.URL_MESSAGE);
  });

  it('find nothing in the defaults', () => {
    expect(draftProblems(defaults())).toEqual([]);
  });

  it('name bad colours, addresses and empty years by the field the server names', () => {
    const d = defaults();
    const bad: StudioSettings = {
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
    // The server refuses the same fields with the same words.
    const server = portal.portalSettingsSchema.safeParse(bad).error?.issues ?? [];
    expect(server.map((i) => ({ field: i.path.join('.'), message: i.message }))).toEqual(problems);
  });
});
