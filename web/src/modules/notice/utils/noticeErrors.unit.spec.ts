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
    expect(noticeErrorToShow(new ApiError('Token失效，请重新登录', 500))).toBeNull();
    expect(noticeErrorToShow(new DOMException('aborted', 'AbortError'))).toBeNull();
    expect(noticeErrorToShow('odd')).toBeNull();
  });
});
