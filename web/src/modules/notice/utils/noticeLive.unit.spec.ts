import { describe, expect, it } from 'vitest';
import {
  changesNotices,
  initialNoticeLiveState,
  isAnnouncementPush,
  reduceNoticeLive,
  toNoticePushes,
  type NoticeLiveAction,
  type NoticePush,
} from './noticeLive';

const push = (position: number, type: string, streamId: string, data: unknown = {}): NoticePush => ({
  position,
  streamId,
  type,
  data,
});
const run = (...actions: NoticeLiveAction[]) => actions.reduce(reduceNoticeLive, initialNoticeLiveState);

describe('announcement pushes', () => {
  it('a release, revoke, deletion or read mark changes the notices; other events do not', () => {
    expect(isAnnouncementPush(push(1, 'AnnouncementReleased', 'announcement-a1'))).toBe(true);
    expect(isAnnouncementPush(push(2, 'AnnouncementRevoked', 'announcement-a1'))).toBe(true);
    expect(isAnnouncementPush(push(3, 'AnnouncementDeleted', 'announcement-a1'))).toBe(true);
    expect(isAnnouncementPush(push(4, 'AnnouncementRead', 'announcementRead-a1.u1'))).toBe(true);
    expect(isAnnouncementPush(push(5, 'AnnouncementCreated', 'announcement-a1'))).toBe(false);
    expect(isAnnouncementPush(push(6, 'AuctionBidPlaced', 'auction-42'))).toBe(false);
    expect(isAnnouncementPush(push(7, 'AnnouncementReleased', 'auction-42'))).toBe(false);
  });

  it('keeps only payloads of the gateway shape from a batch', () => {
    const batch = [
      {
        position: 7,
        streamId: 'announcement-a',
        type: 'AnnouncementReleased',
        data: { id: 'a' },
        createdAt: 'x',
      },
      { position: '8', streamId: 'announcement-b', type: 'AnnouncementReleased' },
      { position: -1, streamId: 'announcement-c', type: 'AnnouncementReleased' },
      null,
      'text',
    ];
    expect(toNoticePushes(batch)).toEqual([push(7, 'AnnouncementReleased', 'announcement-a', { id: 'a' })]);
    expect(toNoticePushes({ not: 'a batch' })).toEqual([]);
    expect(changesNotices(toNoticePushes(batch))).toBe(true);
    expect(changesNotices([push(9, 'SelfCheckCompleted', 'selfCheck-1')])).toBe(false);
  });
});

describe('notice link state', () => {
  it('starts idle, follows the socket, and tells nobody when nothing changed', () => {
    const connecting = run({ type: 'socket.connecting' });
    expect(connecting.connection).toBe('connecting');
    expect(reduceNoticeLive(connecting, { type: 'socket.connecting' })).toBe(connecting);
    expect(run({ type: 'socket.connecting' }, { type: 'socket.connected' }).connection).toBe('connected');
    expect(run({ type: 'socket.connected' }, { type: 'socket.disconnected' }).connection).toBe(
      'disconnected',
    );
  });

  it('remembers the highest position received (the resume cursor), whatever the event', () => {
    const s = run(
      { type: 'events.received', events: [push(5, 'X', 'x-1'), push(9, 'Y', 'y-1')] },
      { type: 'events.received', events: [push(7, 'Z', 'z-1')] },
    );
    expect(s.lastPosition).toBe(9);
    expect(reduceNoticeLive(s, { type: 'events.received', events: [] })).toBe(s);
    expect(reduceNoticeLive(s, { type: 'events.received', events: [push(3, 'Z', 'z-1')] })).toBe(s);
  });

  it('a change bumps the revision; the end of the session forgets the cursor and the link', () => {
    const s = run(
      { type: 'socket.connected' },
      { type: 'events.received', events: [push(5, 'AnnouncementReleased', 'announcement-a')] },
      { type: 'notices.changed' },
    );
    expect(s.revision).toBe(1);
    const ended = reduceNoticeLive(s, { type: 'session.ended' });
    expect(ended).toEqual({ connection: 'idle', lastPosition: null, revision: 2 });
  });
});
