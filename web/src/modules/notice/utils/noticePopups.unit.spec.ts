import { describe, expect, it } from 'vitest';
import type { NoticePush } from './noticeLive';
import { noticePopups } from './noticePopups';

const released = (id: string, msgCategory: string, position = 1): NoticePush => ({
  position,
  streamId: `announcement-${id}`,
  type: 'AnnouncementReleased',
  data: { id, titile: `标题${id}`, msgCategory, priority: 'H' },
});

describe('noticePopups (新消息通知)', () => {
  const batch = [
    released('a', '2'),
    released('b', '1', 2),
    { position: 3, streamId: 'announcement-a', type: 'AnnouncementRevoked', data: { id: 'a' } },
    { position: 4, streamId: 'announcementRead-b.u1', type: 'AnnouncementRead', data: { anntId: 'b' } },
  ];

  it('pops up releases only, titled by category, both kinds by default', () => {
    expect(noticePopups(batch, undefined)).toEqual([
      { id: 'a', title: '系统公告', text: '标题a', priority: 'H' },
      { id: 'b', title: '通知公告', text: '标题b', priority: 'H' },
    ]);
  });

  it('leaves out the kinds switched off', () => {
    expect(noticePopups(batch, { system: false, notice: true }).map((p) => p.id)).toEqual(['b']);
    expect(noticePopups(batch, { system: true, notice: false }).map((p) => p.id)).toEqual(['a']);
    expect(noticePopups(batch, { system: false, notice: false })).toEqual([]);
  });

  it('ignores malformed payloads and repeats', () => {
    const odd: NoticePush = {
      position: 5,
      streamId: 'announcement-x',
      type: 'AnnouncementReleased',
      data: null,
    };
    expect(noticePopups([odd, released('a', '2'), released('a', '2', 6)], undefined)).toHaveLength(1);
  });
});
