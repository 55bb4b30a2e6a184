import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core';
import { noticeErrorToShow } from './noticeErrors';

describe('notice errors', () => {
  it("shows the server's message, but not what the session already handles", () => {
    expect(noticeErrorToShow(new ApiError('未找到对应公告', 404))).toBe('未找到对应公告');
    expect(noticeErrorToShow(new ApiError('网络异常，请检查网络连接', null))).toBe(
      '网络异常，请检查网络连接',
    );
    expect(noticeErrorToShow(new ApiError('未授权，请重新登录', 401))).toBeNull();
    const expired = {
      success: false,
      message: 'Token失效，请重新登录',
      code: 500,
      result: null,
      timestamp: 0,
    };
    expect(
      noticeErrorToShow(new ApiError(expired.message, 500, { ...expired, reason: 'TokenInvalid' })),
    ).toBeNull();
    // The text alone is not the reason: a 500 is shown.
    expect(noticeErrorToShow(new ApiError(expired.message, 500, expired))).toBe(expired.message);
    expect(noticeErrorToShow(new DOMException('aborted', 'AbortError'))).toBeNull();
    expect(noticeErrorToShow('odd')).toBeNull();
  });
});
