import { describe, expect, it } from 'vitest';
import { toAnnouncementPush } from './announcement.realtime';
import { announcementAddBody, announcementRoutes } from './announcement.routes';

describe('announcement requests take the forms as they send them', () => {
  it('blank optional fields are null, codes may be numbers, omitted ones take the defaults', () => {
    expect(announcementAddBody.parse({ titile: ' 通知 ', msgCategory: 2, busId: '', openType: '' })).toEqual({
      titile: '通知',
      msgContent: '',
      msgCategory: '2',
      priority: 'L',
      msgType: 'ALL',
      userIds: [],
      openType: null,
      openPage: null,
      busId: null,
      busType: null,
      startTime: null,
      endTime: null,
    });
  });

  it('user ids as a comma-joined string, times as China Standard Time', () => {
    const body = announcementAddBody.parse({
      titile: 'x',
      msgType: 'USER',
      userIds: 'u1, u2,,',
      startTime: '2026-12-01 08:00:00',
    });
    expect(body.userIds).toEqual(['u1', 'u2']);
    expect(body.startTime).toBe('2026-12-01T00:00:00.000Z');
  });

  it('refuses a missing title and a time that is not one, in Chinese', () => {
    const r = announcementAddBody.safeParse({ titile: ' ', endTime: 'soon' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['请输入标题', '不是有效的时间']);
  });

  it('a batch delete reads the comma-joined ids without blanks and repeats', () => {
    expect(announcementRoutes.announcementDeleteBatch.query.parse({ ids: 'a,b,,a' })).toEqual({
      ids: ['a', 'b'],
    });
  });
});

describe('announcement pushes (what the bell receives)', () => {
  it('a release with its notice fields is one; a payload of another shape or stream is not', () => {
    const data = { id: 'a', titile: '通知', msgCategory: '2', priority: 'H' };
    expect(toAnnouncementPush({ type: 'AnnouncementReleased', streamId: 'announcement-a', data })).toEqual({
      type: 'AnnouncementReleased',
      data,
    });
    expect(
      toAnnouncementPush({ type: 'AnnouncementReleased', streamId: 'announcement-a', data: { id: 'a' } }),
    ).toBeNull();
    expect(toAnnouncementPush({ type: 'AnnouncementReleased', streamId: 'auction-1', data })).toBeNull();
    expect(
      toAnnouncementPush({
        type: 'AnnouncementRead',
        streamId: 'announcementRead-a.u1',
        data: { anntId: 'a' },
      }),
    ).toEqual({ type: 'AnnouncementRead', data: { anntId: 'a' } });
    expect(
      toAnnouncementPush({ type: 'AnnouncementCreated', streamId: 'announcement-a', data: {} }),
    ).toBeNull();
  });
});
