import { describe, expect, it } from 'vitest';
import type { Announcement, UnreadNotices } from '../types';
import { bellLabel, initialNoticeTab, noticeTabs, unreadTotal } from './noticeCounts';

const item = (id: string, msgCategory: string): Announcement => ({
  id,
  titile: `公告 ${id}`,
  msgContent: '<p>x</p>',
  msgCategory,
  priority: 'L',
  msgType: 'ALL',
  userIds: [],
  openType: null,
  openPage: null,
  busId: null,
  busType: null,
  startTime: null,
  endTime: null,
  sender: '系统管理员',
  sendStatus: 1,
  sendTime: '2026-02-01T02:00:00.000Z',
  cancelTime: null,
  createTime: '2026-02-01T01:00:00.000Z',
  createBy: 'admin',
  updateTime: null,
  updateBy: null,
});

const seeded: UnreadNotices = {
  anntMsgList: [item('annt-holiday', '1'), item('annt-buyer-task', '1')],
  anntMsgTotal: 2,
  sysMsgList: [item('annt-welcome', '2')],
  sysMsgTotal: 1,
};

describe('bell counts', () => {
  it('the badge counts every unread notice and system message, not only the listed ones', () => {
    expect(unreadTotal(seeded)).toBe(3);
    expect(unreadTotal({ ...seeded, anntMsgList: [], anntMsgTotal: 25 })).toBe(26);
    expect(unreadTotal(undefined)).toBe(0);
  });

  it('splits the panel into 通知 and 系统消息 with their totals', () => {
    const [annt, sys] = noticeTabs(seeded);
    expect([annt.title, annt.total, annt.items.map((a) => a.id)]).toEqual([
      '通知',
      2,
      ['annt-holiday', 'annt-buyer-task'],
    ]);
    expect([sys.title, sys.total, sys.items.map((a) => a.id)]).toEqual(['系统消息', 1, ['annt-welcome']]);
    expect(noticeTabs(undefined).map((t) => t.total)).toEqual([0, 0]);
  });

  it('opens on notices unless only system messages are unread', () => {
    expect(initialNoticeTab(seeded)).toBe('annt');
    expect(initialNoticeTab({ ...seeded, anntMsgList: [], anntMsgTotal: 0 })).toBe('sys');
    expect(initialNoticeTab(undefined)).toBe('annt');
  });

  it('says the count in words', () => {
    expect(bellLabel(3)).toBe('3 条未读消息');
    expect(bellLabel(0)).toBe('没有未读消息');
  });
});
