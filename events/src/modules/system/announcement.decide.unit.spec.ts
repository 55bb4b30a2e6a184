import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  ANNOUNCEMENT_NOT_FOUND,
  decide,
  decideRead,
  END_BEFORE_START,
  evolve,
  evolveRead,
  initialReadState,
  initialState,
  ONLY_DRAFT_EDITABLE,
  ONLY_DRAFT_RELEASABLE,
  ONLY_RELEASED_REVOCABLE,
  RECIPIENT_NOT_FOUND,
  SELECT_ONE,
  checkDeleteBatch,
  USERS_REQUIRED,
  type AnnouncementCommand,
  type AnnouncementReadCommand,
} from './announcement.decide';
import type { AnnouncementContent, AnnouncementEvent, AnnouncementReadEvent } from './announcement.events';

const t0 = new Date('2026-11-22T08:00:00.000Z');
const content: AnnouncementContent = {
  titile: '春节放假通知',
  msgContent: '<p>放假 <b>七天</b></p>',
  msgCategory: '1',
  priority: 'M',
  msgType: 'ALL',
  userIds: [],
  openType: null,
  openPage: null,
  busId: null,
  busType: null,
  startTime: null,
  endTime: null,
};
const created = (c: Partial<AnnouncementContent> = {}): AnnouncementEvent => ({
  type: 'AnnouncementCreated',
  data: { ...content, ...c, id: 'a1', tenantId: '1', sender: 'admin' },
});
const released: AnnouncementEvent = {
  type: 'AnnouncementReleased',
  data: {
    sendTime: t0.toISOString(),
    audience: { tenantId: '1', msgType: 'ALL', userIds: [] },
    titile: content.titile,
    msgCategory: '1',
    priority: 'M',
  },
};
const given = (events: AnnouncementEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: AnnouncementCommand) => () => decide(c, state) };
};
const create = (c: Partial<AnnouncementContent> = {}): AnnouncementCommand => ({
  type: 'CreateAnnouncement',
  id: 'a1',
  tenantId: '1',
  sender: 'admin',
  content: { ...content, ...c },
  knownUsers: ['u1', 'u2'],
});
const refused = (run: () => unknown, message: string) => {
  expect(run).toThrow(DomainError);
  expect(run).toThrow(message);
};

describe('announcement decider: create and edit', () => {
  it('given nothing, when created, then a draft with the content as given', () => {
    expect(given([]).when(create())()).toEqual([created()]);
  });

  it('given nothing, when created with a script, an event handler and a javascript: link, then only the formatting is kept', () => {
    const [e] = given([]).when(
      create({
        msgContent:
          '<p onclick="steal()">hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src="https://x/y.png" onerror="z()"></p>',
      }),
    )();
    expect(e?.type === 'AnnouncementCreated' && e.data.msgContent).toBe(
      '<p>hi <a>x</a> <img src="https://x/y.png" /></p>',
    );
  });

  it('given nothing, when created for chosen users without any, then refused', () => {
    refused(given([]).when(create({ msgType: 'USER', userIds: [] })), USERS_REQUIRED);
  });

  it('given nothing, when created for the whole tenant with user ids, then the ids are dropped', () => {
    expect(given([]).when(create({ msgType: 'ALL', userIds: ['u1'] }))()).toEqual([created()]);
  });

  it('given nothing, when created ending before it starts, then refused', () => {
    refused(
      given([]).when(create({ startTime: '2026-12-02T00:00:00.000Z', endTime: '2026-12-01T00:00:00.000Z' })),
      END_BEFORE_START,
    );
  });

  it('given a draft, when edited, then only the changed fields with old and new values', () => {
    expect(
      given([created()]).when({
        type: 'EditAnnouncement',
        tenantId: '1',
        changes: { titile: '新标题', priority: 'M', msgType: 'USER', userIds: ['u2', 'u2'] },
        knownUsers: ['u1', 'u2'],
      })(),
    ).toEqual([
      {
        type: 'AnnouncementEdited',
        data: {
          changes: {
            titile: { from: content.titile, to: '新标题' },
            msgType: { from: 'ALL', to: 'USER' },
            userIds: { from: [], to: ['u2'] },
          },
        },
      },
    ]);
  });

  it('given nothing, when created for a user who is not of the tenant, then refused', () => {
    refused(
      given([]).when(create({ msgType: 'USER', userIds: ['u1', 'other-tenant'] })),
      RECIPIENT_NOT_FOUND,
    );
  });

  it('given nothing, when created for the whole tenant naming a foreign user, then created (the ids are dropped)', () => {
    expect(given([]).when(create({ msgType: 'ALL', userIds: ['other-tenant'] }))()).toEqual([created()]);
  });

  it('given a draft, when edited to name a user who is not of the tenant, then refused', () => {
    refused(
      given([created()]).when({
        type: 'EditAnnouncement',
        tenantId: '1',
        changes: { msgType: 'USER', userIds: ['u1', 'other-tenant'] },
        knownUsers: ['u1'],
      }),
      RECIPIENT_NOT_FOUND,
    );
  });

  it('given a USER draft, when only its title is edited, then its recipients are not asked about again', () => {
    const forU1 = created({ msgType: 'USER', userIds: ['u1'] });
    expect(
      given([forU1]).when({
        type: 'EditAnnouncement',
        tenantId: '1',
        changes: { titile: '新' },
        knownUsers: [],
      })(),
    ).toHaveLength(1);
  });

  it('given a draft, when edited with nothing new, then no event', () => {
    expect(
      given([created()]).when({
        type: 'EditAnnouncement',
        tenantId: '1',
        changes: { ...content },
        knownUsers: ['u1', 'u2'],
      })(),
    ).toEqual([]);
  });

  it('given a released announcement, when edited, then refused', () => {
    refused(
      given([created(), released]).when({
        type: 'EditAnnouncement',
        tenantId: '1',
        changes: { titile: 'x' },
        knownUsers: ['u1', 'u2'],
      }),
      ONLY_DRAFT_EDITABLE,
    );
  });

  it("given another tenant's announcement, when any command comes, then it is not found", () => {
    for (const c of [
      { type: 'EditAnnouncement', tenantId: '2', changes: { titile: 'x' }, knownUsers: ['u1', 'u2'] },
      { type: 'ReleaseAnnouncement', tenantId: '2', now: t0 },
      { type: 'DeleteAnnouncement', tenantId: '2' },
    ] as AnnouncementCommand[]) {
      refused(given([created()]).when(c), ANNOUNCEMENT_NOT_FOUND);
    }
  });
});

describe('announcement decider: release, revoke, delete', () => {
  it('given a draft for chosen users, when released, then the send time and who it reaches', () => {
    expect(
      given([created({ msgType: 'USER', userIds: ['u1', 'u2'], msgCategory: '2', priority: 'H' })]).when({
        type: 'ReleaseAnnouncement',
        tenantId: '1',
        now: t0,
      })(),
    ).toEqual([
      {
        type: 'AnnouncementReleased',
        data: {
          sendTime: t0.toISOString(),
          audience: { tenantId: '1', msgType: 'USER', userIds: ['u1', 'u2'] },
          titile: content.titile,
          msgCategory: '2',
          priority: 'H',
        },
      },
    ]);
  });

  it('given a released announcement, when released again, then refused', () => {
    refused(
      given([created(), released]).when({ type: 'ReleaseAnnouncement', tenantId: '1', now: t0 }),
      ONLY_DRAFT_RELEASABLE,
    );
  });

  it('given a released announcement, when revoked, then revoked for the same audience', () => {
    expect(
      given([created(), released]).when({ type: 'RevokeAnnouncement', tenantId: '1', now: t0 })(),
    ).toEqual([
      {
        type: 'AnnouncementRevoked',
        data: { at: t0.toISOString(), audience: { tenantId: '1', msgType: 'ALL', userIds: [] } },
      },
    ]);
  });

  it('given a draft, when revoked, then refused', () => {
    refused(
      given([created()]).when({ type: 'RevokeAnnouncement', tenantId: '1', now: t0 }),
      ONLY_RELEASED_REVOCABLE,
    );
  });

  it('given a released announcement, when deleted, then its audience is told; a draft has none', () => {
    expect(given([created(), released]).when({ type: 'DeleteAnnouncement', tenantId: '1' })()).toEqual([
      { type: 'AnnouncementDeleted', data: { audience: { tenantId: '1', msgType: 'ALL', userIds: [] } } },
    ]);
    expect(given([created()]).when({ type: 'DeleteAnnouncement', tenantId: '1' })()).toEqual([
      { type: 'AnnouncementDeleted', data: { audience: null } },
    ]);
  });

  it('given a deleted announcement, when released, then it is not found', () => {
    const deleted: AnnouncementEvent = { type: 'AnnouncementDeleted', data: { audience: null } };
    refused(
      given([created(), deleted]).when({ type: 'ReleaseAnnouncement', tenantId: '1', now: t0 }),
      ANNOUNCEMENT_NOT_FOUND,
    );
  });
});

describe('announcement batch delete', () => {
  it('when a batch names no announcement, then refused', () => {
    refused(() => checkDeleteBatch([]), SELECT_ONE);
  });

  it('when a batch names more than 1000, then refused; 1000 are accepted', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `a${i}`);
    refused(() => checkDeleteBatch(ids), SELECT_ONE);
    expect(() => checkDeleteBatch(ids.slice(0, 1000))).not.toThrow();
  });
});

describe('announcement read marks', () => {
  const mark: AnnouncementReadCommand = {
    type: 'MarkAnnouncementRead',
    anntId: 'a1',
    userId: 'u1',
    tenantId: '1',
    now: t0,
    addressed: true,
  };
  const read: AnnouncementReadEvent = {
    type: 'AnnouncementRead',
    data: { anntId: 'a1', userId: 'u1', tenantId: '1', readTime: t0.toISOString() },
  };

  it('given unread, when marked, then read at that time', () => {
    expect(decideRead(mark, initialReadState())).toEqual([read]);
  });

  it('given unread, when marked by a reader it is not released to, then it is not found', () => {
    refused(() => decideRead({ ...mark, addressed: false }, initialReadState()), ANNOUNCEMENT_NOT_FOUND);
  });

  it('given read, when marked again, then nothing more is written', () => {
    expect(
      decideRead({ ...mark, now: new Date(t0.getTime() + 1000) }, evolveRead(initialReadState(), read)),
    ).toEqual([]);
  });
});

describe('announcement titles are plain text, pages safe links ([SEC1] 11)', () => {
  it('when the title carries markup, then refused', () => {
    expect(given([]).when(create({ titile: '<script>alert(1)</script>' }))).toThrow(
      '标题不能包含HTML标签或脚本',
    );
  });

  it('when the page to open is javascript:, then refused (on create and on edit)', () => {
    expect(given([]).when(create({ openType: 'url', openPage: 'javascript:alert(1)' }))).toThrow(
      '链接只能是以/开头的站内路径或http(s)网址',
    );
    expect(
      given([created()]).when({
        type: 'EditAnnouncement',
        tenantId: '1',
        changes: { openType: 'url', openPage: 'javascript:alert(1)' },
        knownUsers: ['u1', 'u2'],
      }),
    ).toThrow(DomainError);
  });

  it('when the page is a relative path or an https URL, then created', () => {
    expect(given([]).when(create({ openType: 'component', openPage: 'system/UserList' }))()).toHaveLength(1);
    expect(given([]).when(create({ openType: 'url', openPage: 'https://example.com/a' }))()).toHaveLength(1);
  });
});
