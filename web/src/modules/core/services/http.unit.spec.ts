import { describe, expect, it } from 'vitest';
import { queryString, sessionReaction } from './http';

describe('the HTTP client and the error catalogue', () => {
  it('a 401 logs the session out; the Token失效 500 opens the expiry dialog only when a token is stored', () => {
    expect(sessionReaction(401, '未授权，请重新登录', true)).toBe('unauthorized');
    expect(sessionReaction(500, 'Token失效，请重新登录', true)).toBe('tokenInvalid');
    expect(sessionReaction(500, 'Token失效，请重新登录', false)).toBeNull();
    expect(sessionReaction(500, '服务器内部错误', true)).toBeNull();
    expect(sessionReaction(403, '拒绝访问', true)).toBeNull();
  });

  it('joins multi-valued filters with commas and leaves out empty ones', () => {
    expect(queryString({ pageNo: 1, status: ['1', '2'], name: '', x: undefined })).toBe(
      '?pageNo=1&status=1%2C2',
    );
    expect(queryString({})).toBe('');
  });
});
