import { describe, expect, it } from 'vitest';
import { formatCurrency, formatThousands, MONEY_TOO_LARGE, moneyToChinese, truncate } from './format';

describe('number display: thousands separators (spec §5)', () => {
  it('groups the integer part by three', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands('1234567.891')).toBe('1,234,567.891');
    expect(formatThousands(-9876543.21)).toBe('-9,876,543.21');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(0)).toBe('0');
  });
  it('leaves text that is not a number as it is, and nothing as nothing', () => {
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
  });
});

describe('currency display: at least 2 decimals (spec §5)', () => {
  it('pads to two decimals and groups thousands', () => {
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(7)).toBe('7.00');
    expect(formatCurrency('0.1')).toBe('0.10');
    expect(formatCurrency(-1000)).toBe('-1,000.00');
  });
  it('keeps further decimals', () => {
    expect(formatCurrency(1.2345)).toBe('1.2345');
  });
  it('leaves non-numbers alone', () => {
    expect(formatCurrency('n/a')).toBe('n/a');
    expect(formatCurrency(null)).toBe('');
  });
});

describe('money in Chinese capitals (spec §5)', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [1010, '壹仟零壹拾元整'],
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [1.05, '壹元零伍分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.55, '伍角伍分'],
    [100000, '壹拾万元整'],
    [100001, '壹拾万零壹元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [100000000, '壹亿元整'],
    [1000000000000, '壹万亿元整'],
    [123456789012.34, '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分'],
    [999999999999999, '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    ['3.999', '肆元整'],
    [-12.3, '负壹拾贰元叁角'],
  ])('%s -> %s', (value, text) => {
    expect(moneyToChinese(value)).toBe(text);
  });
  it('refuses amounts of 1e15 or more with 超出最大处理数字', () => {
    expect(MONEY_TOO_LARGE).toBe('超出最大处理数字');
    expect(moneyToChinese(1e15)).toBe('超出最大处理数字');
    expect(moneyToChinese(-1e16)).toBe('超出最大处理数字');
    expect(moneyToChinese(Number.POSITIVE_INFINITY)).toBe('超出最大处理数字');
  });
});

describe('truncation (spec §9)', () => {
  it('cuts text longer than 12 characters with an ellipsis', () => {
    expect(truncate('华东玻纤集团原材料采购部门一')).toBe('华东玻纤集团原材料采购部...');
    expect(truncate('华东玻纤集团')).toBe('华东玻纤集团');
    expect(truncate(null)).toBe('');
  });
});
