import { describe, expect, it } from 'vitest';
import { textsInOrder } from './dict.routes';

// The loaders' parameter rules are the domain's: events/src/modules/system/table-dict.rules.unit.spec.ts.
describe('texts in order', () => {
  const texts = new Map([
    ['1', '男'],
    ['2', '女'],
  ]);
  it('keeps the keys order, leaving unknown keys out or, asked to, answering them as themselves', () => {
    expect(textsInOrder(['2', 'x', '1'], texts, false)).toEqual(['女', '男']);
    expect(textsInOrder(['2', 'x', '1'], texts, true)).toEqual(['女', 'x', '男']);
  });
});
