import { portal } from '@srm/events';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../session';
import type { StudioSettings } from '../types';
import {
  COLOR_MESSAGE,
  DRAFT_KEY,
  draftProblems,
  HEX_COLOR,
  isDirty,
  move,
  patchAt,
  PORTAL_URL,
  problemAt,
  readDraft,
  removeAt,
  URL_MESSAGE,
  writeDraft,
} from './draft';

const model = (title: string) =>
  ({
    template: 'se',
    hero: { title: { text: title } },
    nav: { siteMap: [] },
    footer: {},
  }) as unknown as StudioSettings;
const defaults = () => portal.portalSettingsSchema.parse({});

describe('studio draft', () => {
  it('keeps the draft and the version it started from under the pro__ namespace; drops it on reset', () => {
    const storage = createMemoryStorage();
    expect(readDraft(storage)).toBeNull();
    writeDraft(storage, { baseVersion: 3, settings: model('草稿') });
    expect(DRAFT_KEY.startsWith('pro__')).toBe(true);
    expect(readDraft(storage)).toEqual({ baseVersion: 3, settings: model('草稿') });
    writeDraft(storage, null);
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores an unreadable or foreign value, and a draft that does not know its base version', () => {
    const storage = createMemoryStorage();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toBeNull();
    storage.setItem(DRAFT_KEY, JSON.stringify({ value: 1 }));
    expect(readDraft(storage)).toBeNull();
    // The shape before base versions: the bare model.
    storage.setItem(DRAFT_KEY, JSON.stringify(model('旧草稿')));
    expect(readDraft(storage)).toBeNull();
    storage.setItem(DRAFT_KEY, JSON.stringify({ baseVersion: -1, settings: model('x') }));
    expect(readDraft(storage)).toBeNull();
  });

  it('moves, patches and removes list entries without touching the original', () => {
    const list = ['首页', '采购公告', '结果公示'];
    expect(move(list, 2, 0)).toEqual(['结果公示', '首页', '采购公告']);
    expect(move(list, 0, -1)).toEqual(list);
    expect(removeAt(list, 1)).toEqual(['首页', '结果公示']);
    expect(list).toEqual(['首页', '采购公告', '结果公示']);
    expect(patchAt([{ a: 1 }, { a: 2 }], 1, { a: 5 })).toEqual([{ a: 1 }, { a: 5 }]);
  });

  it('is dirty only when the draft differs from what is live', () => {
    expect(isDirty(model('a'), model('a'))).toBe(false);
    expect(isDirty(model('a'), model('b'))).toBe(true);
  });
});

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
