import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { sanitizeAnnouncementHtml } from '../system/index';
import type { SourcingAnnouncement, SourcingNoticeEvent, SourcingResult } from './sourcing-notice.events';
import type { SourcingSignUpEvent } from './sourcing-signup.events';

export const ANNOUNCEMENT_ALREADY_PUBLISHED = '该项目的采购公告已发布';
export const ANNOUNCEMENT_NOT_PUBLISHED = '该项目尚未发布采购公告';
export const RESULT_ALREADY_ANNOUNCED = '该项目的结果已公示';
export const PROJECT_OF_OTHER_TENANT = '未找到对应项目';

export type SourcingNoticeState =
  | { status: 'none' }
  | { status: 'published'; tenantId: string; publishedAt: string }
  | { status: 'awarded'; tenantId: string; publishedAt: string };

export type SourcingNoticeCommand =
  | { type: 'PublishSourcingAnnouncement'; announcement: SourcingAnnouncement }
  | { type: 'AnnounceSourcingResult'; result: SourcingResult };

export const initialState = (): SourcingNoticeState => ({ status: 'none' });

export function evolve(
  state: SourcingNoticeState,
  event: SourcingNoticeEvent | SourcingSignUpEvent,
): SourcingNoticeState {
  switch (event.type) {
    case 'SourcingAnnouncementPublished':
      return { status: 'published', tenantId: event.data.tenantId, publishedAt: event.data.publishedAt };
    case 'SourcingResultAnnounced':
      return state.status === 'none' ? state : { ...state, status: 'awarded' };
    case 'SourcingProjectSignedUp':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decide(command: SourcingNoticeCommand, state: SourcingNoticeState): SourcingNoticeEvent[] {
  switch (command.type) {
    case 'PublishSourcingAnnouncement': {
      if (state.status !== 'none') throw new DomainError('IllegalState', ANNOUNCEMENT_ALREADY_PUBLISHED);
      const a = command.announcement;
      if (Date.parse(a.deadline) <= Date.parse(a.publishedAt)) {
        throw new DomainError('ValidationFailed', '截止时间必须晚于发布时间', { field: 'deadline' });
      }
      return [
        {
          type: 'SourcingAnnouncementPublished',
          data: {
            ...a,
            content: sanitizeAnnouncementHtml(a.content),
            invitation: sanitizeAnnouncementHtml(a.invitation),
          },
        },
      ];
    }
    case 'AnnounceSourcingResult': {
      const r = command.result;
      if (state.status === 'none') throw new DomainError('IllegalState', ANNOUNCEMENT_NOT_PUBLISHED);
      if (state.tenantId !== r.tenantId) throw new DomainError('NotFound', PROJECT_OF_OTHER_TENANT);
      if (state.status === 'awarded') throw new DomainError('IllegalState', RESULT_ALREADY_ANNOUNCED);
      if (Date.parse(r.awardedAt) < Date.parse(state.publishedAt)) {
        throw new DomainError('ValidationFailed', '定标时间不能早于公告发布时间', { field: 'awardedAt' });
      }
      return [{ type: 'SourcingResultAnnounced', data: r }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const sourcingNoticeDecider: Decider<
  SourcingNoticeState,
  SourcingNoticeCommand,
  SourcingNoticeEvent | SourcingSignUpEvent
> = { initialState, evolve, decide };
