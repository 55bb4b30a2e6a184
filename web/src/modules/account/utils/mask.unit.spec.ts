import { describe, expect, it } from 'vitest';
import { formatCst, maskEmail, maskPhone } from './mask';

describe('account display helpers', () => {
  it('masks the middle of a phone and the name of an email', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('12345')).toBe('12345');
    expect(maskEmail('zhangsan@example.com')).toBe('z***@example.com');
    expect(maskEmail('nobody')).toBe('nobody');
  });

  it('shows times in China Standard Time', () => {
    expect(formatCst('2026-11-22T02:03:04.000Z')).toBe('2026-11-22 10:03:04');
    expect(formatCst('2026-11-22T17:00:00.000Z')).toBe('2026-11-23 01:00:00');
  });
});
