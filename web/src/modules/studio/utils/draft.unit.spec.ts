import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage';
import type { StudioSettings } from '../types';
import { DRAFT_KEY, isDirty, move, patchAt, readDraft, removeAt, writeDraft } from './draft';

const model = (title: string) =>
  ({
    template: 'se',
    hero: { title: { text: title } },
    nav: { siteMap: [] },
    footer: {},
  }) as unknown as StudioSettings;

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
