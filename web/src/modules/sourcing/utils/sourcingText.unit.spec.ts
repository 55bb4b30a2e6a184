import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { splitProblem, wholeMinute } from './sourcingText';

describe('the award form’s split check', () => {
  const line = { materialName: '硅烷偶联剂', quantity: '100.000' };
  it('accepts shares that sum to the line’s quantity, exactly in thousandths', () => {
    expect(splitProblem(line, ['60', '40.000'])).toBeNull();
    expect(splitProblem(line, ['33.333', '33.333', '33.334'])).toBeNull();
  });
  it('leaves a line nobody is given unawarded, and ignores empty or zero shares', () => {
    expect(splitProblem(line, [])).toBeNull();
    expect(splitProblem(line, ['', '0'])).toBeNull();
    expect(splitProblem(line, ['100', '', '0'])).toBeNull();
  });
  it('refuses a split that does not sum, in the API’s words', () => {
    expect(splitProblem(line, ['60', '39'])).toBe(
      '「硅烷偶联剂」的中标数量合计 99.000 应等于需求数量 100.000',
    );
    expect(splitProblem(line, ['60.5', 'x'])).toBe('「硅烷偶联剂」的中标数量应为数字，最多3位小数');
  });
});

describe('deadlines', () => {
  it('are sent as the picked minute with its offset', () => {
    const d = dayjs('2026-12-01T10:07:42.123');
    expect(wholeMinute(d)).toMatch(/^2026-12-01T10:07:00[+-]\d{2}:\d{2}$/);
  });
});
