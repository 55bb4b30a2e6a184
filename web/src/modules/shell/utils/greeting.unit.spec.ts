import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('greeting by hour', () => {
  it("changes at 9, 12, 14 and 20 o'clock", () => {
    expect([0, 8, 9, 11, 12, 13, 14, 19, 20, 23].map(greeting)).toEqual([
      '早上好',
      '早上好',
      '上午好',
      '上午好',
      '中午好',
      '中午好',
      '下午好',
      '下午好',
      '晚上好',
      '晚上好',
    ]);
  });
});
