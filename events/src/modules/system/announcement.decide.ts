import { DELETE_BATCH_MAX, SELECT_ONE } from '@srm/contracts/system';
import { DomainError } from '../../errors';
import { applyChanges, diffFields } from '../../shared/diff';
import { assertPlainText, assertSafeLink } from '../../shared/plain-text';
import type { Decider } from '../../store/command';
import { sanitizeAnnouncementHtml } from './announcement-html';
import type {
  AnnouncementAudience,
  AnnouncementContent,
  AnnouncementEvent,
  AnnouncementReadEvent,
} from './announcement.events';

export const ANNOUNCEMENT_NOT_FOUND = '未找到对应公告';
export const ANNOUNCEMENT_EXISTS = '该公告已存在';
export const ONLY_DRAFT_EDITABLE = '只有未发布的公告可以编辑';
export const ONLY_DRAFT_RELEASABLE = '只有未发布的公告可以发布';
export const ONLY_RELEASED_REVOCABLE = '只有已发布的公告可以撤销';
export const USERS_REQUIRED = '请选择指定用户';
export const END_BEFORE_START = '结束时间不能早于开始时间';
export const RECIPIENT_NOT_FOUND = '指定用户不存在';
export { SELECT_ONE } from '@srm/contracts/system';

type Live = {
  id: string;
  tenantId: string;
  sender: string;
  content: AnnouncementContent;
  sendTime: string | null;
};
export type AnnouncementState =
  | { status: 'none' }
  | ({ status: 'draft' } & Live)
  | ({ status: 'released' } & Live)
  | ({ status: 'revoked' } & Live)
  | { status: 'deleted'; id: string };

/**
 * Every command but the first names the caller's tenant: another tenant's announcement is not found.
 * `knownUsers`: which of the user ids the command names are users of the tenant (the command handler
 * looks them up); a USER announcement may only name those.
 */
export type AnnouncementCommand =
  | {
      type: 'CreateAnnouncement';
      id: string;
      tenantId: string;
      sender: string;
      content: AnnouncementContent;
      knownUsers: readonly string[];
    }
  /** Only the fields given are compared; unchanged ones make no event. */
  | {
      type: 'EditAnnouncement';
      tenantId: string;
      changes: Partial<AnnouncementContent>;
      knownUsers: readonly string[];
    }
  | { type: 'ReleaseAnnouncement'; tenantId: string; now: Date }
  | { type: 'RevokeAnnouncement'; tenantId: string; now: Date }
  | { type: 'DeleteAnnouncement'; tenantId: string };

export const initialState = (): AnnouncementState => ({ status: 'none' });

/**
 * The content as stored: HTML sanitised, recipients only for USER mode, as a set without repeats; the
 * title plain text and the page to open a relative path or an http(s) URL ([SEC1] 11).
 */
function normalise(content: AnnouncementContent): AnnouncementContent {
  assertPlainText('titile', '标题', content.titile);
  assertSafeLink('openPage', content.openPage);
  const c = { ...content, msgContent: sanitizeAnnouncementHtml(content.msgContent) };
  c.userIds = c.msgType === 'USER' ? [...new Set(c.userIds)] : [];
  if (c.msgType === 'USER' && c.userIds.length === 0) {
    throw new DomainError('ValidationFailed', USERS_REQUIRED, { field: 'userIds' });
  }
  if (c.startTime && c.endTime && Date.parse(c.endTime) < Date.parse(c.startTime)) {
    throw new DomainError('ValidationFailed', END_BEFORE_START, { field: 'endTime' });
  }
  return c;
}

/** The recipients a command names must be users of the tenant (checked when they are kept: USER mode). */
function checkRecipients(
  named: readonly string[] | undefined,
  c: AnnouncementContent,
  known: readonly string[],
) {
  if (named === undefined || c.msgType !== 'USER') return;
  const users = new Set(known);
  if (c.userIds.some((u) => !users.has(u))) {
    throw new DomainError('ValidationFailed', RECIPIENT_NOT_FOUND, { field: 'userIds' });
  }
}

/**
 * A batch delete names at least one and at most DELETE_BATCH_MAX announcements (the command handler
 * deletes them in one transaction: all or none).
 */
export function checkDeleteBatch(ids: readonly string[]): void {
  if (ids.length === 0 || ids.length > DELETE_BATCH_MAX) {
    throw new DomainError('ValidationFailed', SELECT_ONE, { field: 'ids' });
  }
}

const audienceOf = (s: Live): AnnouncementAudience => ({
  tenantId: s.tenantId,
  msgType: s.content.msgType,
  userIds: s.content.userIds,
});

export function evolve(state: AnnouncementState, event: AnnouncementEvent): AnnouncementState {
  if (event.type === 'AnnouncementCreated') {
    const { id, tenantId, sender, ...content } = event.data;
    return { status: 'draft', id, tenantId, sender, content, sendTime: null };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'AnnouncementEdited':
      return { ...state, content: applyChanges(state.content, event.data.changes) };
    case 'AnnouncementReleased':
      return { ...state, status: 'released', sendTime: event.data.sendTime };
    case 'AnnouncementRevoked':
      return { ...state, status: 'revoked' };
    case 'AnnouncementDeleted':
      return { status: 'deleted', id: state.id };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decide(command: AnnouncementCommand, state: AnnouncementState): AnnouncementEvent[] {
  if (command.type === 'CreateAnnouncement') {
    if (state.status !== 'none') throw new DomainError('IllegalState', ANNOUNCEMENT_EXISTS);
    const content = normalise(command.content);
    checkRecipients(command.content.userIds, content, command.knownUsers);
    return [
      {
        type: 'AnnouncementCreated',
        data: { ...content, id: command.id, tenantId: command.tenantId, sender: command.sender },
      },
    ];
  }
  if (state.status === 'none' || state.status === 'deleted' || state.tenantId !== command.tenantId) {
    throw new DomainError('NotFound', ANNOUNCEMENT_NOT_FOUND);
  }
  switch (command.type) {
    case 'EditAnnouncement': {
      if (state.status !== 'draft') throw new DomainError('IllegalState', ONLY_DRAFT_EDITABLE);
      const next = normalise({ ...state.content, ...definedOnly(command.changes) });
      checkRecipients(command.changes.userIds, next, command.knownUsers);
      const changes = diffFields(state.content, next);
      return Object.keys(changes).length === 0 ? [] : [{ type: 'AnnouncementEdited', data: { changes } }];
    }
    case 'ReleaseAnnouncement':
      if (state.status !== 'draft') throw new DomainError('IllegalState', ONLY_DRAFT_RELEASABLE);
      return [
        {
          type: 'AnnouncementReleased',
          data: {
            sendTime: command.now.toISOString(),
            audience: audienceOf(state),
            titile: state.content.titile,
            msgCategory: state.content.msgCategory,
            priority: state.content.priority,
          },
        },
      ];
    case 'RevokeAnnouncement':
      if (state.status !== 'released') throw new DomainError('IllegalState', ONLY_RELEASED_REVOCABLE);
      return [
        { type: 'AnnouncementRevoked', data: { at: command.now.toISOString(), audience: audienceOf(state) } },
      ];
    case 'DeleteAnnouncement':
      return [
        {
          type: 'AnnouncementDeleted',
          data: { audience: state.status === 'released' ? audienceOf(state) : null },
        },
      ];
    default: {
      const never: never = command;
      return never;
    }
  }
}

const definedOnly = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export const announcementDecider: Decider<AnnouncementState, AnnouncementCommand, AnnouncementEvent> = {
  initialState,
  evolve,
  decide,
};

/** One user's read mark of one announcement. */
export type AnnouncementReadState = { status: 'unread' } | { status: 'read'; readTime: string };
/** `addressed`: the announcement is released to the reader (the command handler looks it up). */
export type AnnouncementReadCommand = {
  type: 'MarkAnnouncementRead';
  anntId: string;
  userId: string;
  tenantId: string;
  now: Date;
  addressed: boolean;
};

export const initialReadState = (): AnnouncementReadState => ({ status: 'unread' });

export const evolveRead = (
  _state: AnnouncementReadState,
  event: AnnouncementReadEvent,
): AnnouncementReadState => ({
  status: 'read',
  readTime: event.data.readTime,
});

/** Only what is released to the reader can be marked read; marking twice writes once: the first read time stays. */
export function decideRead(
  command: AnnouncementReadCommand,
  state: AnnouncementReadState,
): AnnouncementReadEvent[] {
  if (!command.addressed) throw new DomainError('NotFound', ANNOUNCEMENT_NOT_FOUND);
  if (state.status === 'read') return [];
  const { anntId, userId, tenantId } = command;
  return [
    { type: 'AnnouncementRead', data: { anntId, userId, tenantId, readTime: command.now.toISOString() } },
  ];
}

export const announcementReadDecider: Decider<
  AnnouncementReadState,
  AnnouncementReadCommand,
  AnnouncementReadEvent
> = { initialState: initialReadState, evolve: evolveRead, decide: decideRead };
