import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  ANNOUNCEMENT_ALREADY_PUBLISHED,
  ANNOUNCEMENT_NOT_PUBLISHED,
  decide,
  evolve,
  initialState,
  PROJECT_OF_OTHER_TENANT,
  RESULT_ALREADY_ANNOUNCED,
  type SourcingNoticeCommand,
} from './sourcing-notice.decide';
import type { SourcingAnnouncement, SourcingNoticeEvent, SourcingResult } from './sourcing-notice.events';

const announcement = (over: Partial<SourcingAnnouncement> = {}): SourcingAnnouncement => ({
  projectId: 'p1',
  tenantId: '1',
  kind: 'tender',
  bidCode: 'ZB-2026-0001',
  title: '无碱玻璃纤维池窑铂铑合金漏板采购招标',
  subtitle: '采购单位：华东玻纤集团',
  companyName: '华东玻纤集团',
  info: [{ label: '采购类别', value: '贵金属' }],
  content: '<p>公告正文</p>',
  invitation: '<p>邀请函</p>',
  deadline: '2026-12-10T10:00:00.000Z',
  publishedAt: '2026-11-25T02:00:00.000Z',
  ...over,
});
const result = (over: Partial<SourcingResult> = {}): SourcingResult => ({
  projectId: 'p1',
  tenantId: '1',
  awardedAt: '2026-12-12T02:00:00.000Z',
  suppliers: [{ name: '山东高岭土矿业', title: '中标供应商' }],
  ...over,
});
const published = (a = announcement()): SourcingNoticeEvent => ({
  type: 'SourcingAnnouncementPublished',
  data: a,
});
const given = (events: SourcingNoticeEvent[]) => ({
  when: (command: SourcingNoticeCommand) => () => decide(command, events.reduce(evolve, initialState())),
});
const publish = (a = announcement()): SourcingNoticeCommand => ({
  type: 'PublishSourcingAnnouncement',
  announcement: a,
});
const award = (r = result()): SourcingNoticeCommand => ({ type: 'AnnounceSourcingResult', result: r });

describe('sourcing notice decider', () => {
  it('given nothing, when a buyer publishes, then the announcement is published with its HTML sanitised', () => {
    const events = given([]).when(
      publish(announcement({ content: '<p onclick="x()">正文</p><script>alert(1)</script>' })),
    )();
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('SourcingAnnouncementPublished');
    expect((events[0]!.data as SourcingAnnouncement).content).toBe('<p>正文</p>');
  });

  it('given a published announcement, when published again, then refused', () => {
    expect(given([published()]).when(publish())).toThrow(ANNOUNCEMENT_ALREADY_PUBLISHED);
  });

  it('given nothing, when a deadline before the publication is published, then refused', () => {
    const run = given([]).when(publish(announcement({ deadline: '2026-11-20T00:00:00.000Z' })));
    expect(run).toThrow(DomainError);
    expect(run).toThrow('截止时间必须晚于发布时间');
  });

  it('given a published announcement, when awarded, then the result is announced', () => {
    expect(given([published()]).when(award())()).toEqual([
      { type: 'SourcingResultAnnounced', data: result() },
    ]);
  });

  it('given nothing published, when awarded, then refused', () => {
    expect(given([]).when(award())).toThrow(ANNOUNCEMENT_NOT_PUBLISHED);
  });

  it('given an awarded project, when awarded again, then refused', () => {
    const awarded: SourcingNoticeEvent = { type: 'SourcingResultAnnounced', data: result() };
    expect(given([published(), awarded]).when(award())).toThrow(RESULT_ALREADY_ANNOUNCED);
  });

  it("given another tenant's project, when awarded, then it is as good as missing", () => {
    expect(given([published()]).when(award(result({ tenantId: '2' })))).toThrow(PROJECT_OF_OTHER_TENANT);
  });
});
