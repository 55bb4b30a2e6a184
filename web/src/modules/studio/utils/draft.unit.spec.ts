import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../session';
import type { StudioSettings } from '../types';
import { DRAFT_KEY, isDirty, move, patchAt, readDraft, writeDraft } from './draft';

const model = (title: string) =>
  ({
    template: 'se',
    hero: { title: { text: title } },
    nav: { siteMap: [] },
    footer: {},
  }) as unknown as StudioSettings;

describe('studio draft', () => {
  it('keeps the draft under the pro__ namespace and drops it on reset', () => {
    const storage = createMemoryStorage();
    expect(readDraft(storage)).toBeNull();
    writeDraft(storage, model('草稿'));
    expect(DRAFT_KEY.startsWith('pro__')).toBe(true);
    expect(readDraft(storage)?.hero.title.text).toBe('草稿');
    writeDraft(storage, null);
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores an unreadable or foreign value instead of failing the page', () => {
    const storage = createMemoryStorage();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toBeNull();
    storage.setItem(DRAFT_KEY, JSON.stringify({ value: 1 }));
    expect(readDraft(storage)).toBeNull();
  });

  it('moves and patches list entries without touching the original', () => {
    const list = ['首页', '采购公告', '结果公示'];
    expect(move(list, 2, 0)).toEqual(['结果公示', '首页', '采购公告']);
    expect(move(list, 0, -1)).toEqual(list);
    expect(list).toEqual(['首页', '采购公告', '结果公示']);
    expect(patchAt([{ a: 1 }, { a: 2 }], 1, { a: 5 })).toEqual([{ a: 1 }, { a: 5 }]);
  });

  it('is dirty only when the draft differs from what is live', () => {
    expect(isDirty(model('a'), model('a'))).toBe(false);
    expect(isDirty(model('a'), model('b'))).toBe(true);
  });
});
