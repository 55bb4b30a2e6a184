import { describe, expect, it } from 'vitest';
import { announcementTitle, formatNoticeTime, priorityOption, priorityOptions } from './noticeDisplay';

describe('announcement display', () => {
  it('titles the dialog 系统公告 for category 2 and 通知公告 otherwise', () => {
    expect(announcementTitle('2')).toBe('系统公告');
    expect(announcementTitle('1')).toBe('通知公告');
    expect(announcementTitle(undefined)).toBe('通知公告');
  });

  it('reads priorities from the dictionary, else L 一般 / M 重要 / H 紧急', () => {
    const defaults = priorityOptions(undefined);
    expect(defaults.map((p) => `${p.value} ${p.text}`)).toEqual(['L 一般', 'M 重要', 'H 紧急']);
    const fromDict = priorityOptions({ priority: [{ value: 'H', text: '特急', color: 'magenta' }] });
    expect(priorityOption(fromDict, 'H')).toEqual({ value: 'H', text: '特急', color: 'magenta' });
    expect(priorityOptions({ priority: [] })).toBe(defaults);
    expect(priorityOption(defaults, 'X')).toEqual({ value: 'X', text: 'X', color: 'default' });
    expect(priorityOption(defaults, null)).toBeNull();
  });

  it('shows times as YYYY-MM-DD HH:mm:ss in the local zone', () => {
    const local = new Date(2026, 1, 3, 4, 5, 6);
    expect(formatNoticeTime(local.toISOString())).toBe('2026-02-03 04:05:06');
    expect(formatNoticeTime('soon')).toBe('soon');
    expect(formatNoticeTime(null)).toBe('');
  });
});
