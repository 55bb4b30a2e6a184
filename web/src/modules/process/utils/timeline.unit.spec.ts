import { describe, expect, it } from 'vitest';
import { startEventId } from './diagram';
import { formatTime, timelineColor, timelineText, visibleTimeline } from './timeline';

const entry = (type: string, data: Record<string, unknown> = {}, extra = {}) => ({
  type,
  at: '2026-11-25 08:00:00',
  actor: 'approver1',
  actorName: '王强',
  data,
  ...extra,
});

describe('timeline', () => {
  it('says who did what in Chinese', () => {
    expect(timelineText(entry('ProcessStarted'))).toBe('王强 发起审批');
    expect(timelineText(entry('TaskCompleted', { outcome: 'approved' }))).toBe('王强 同意');
    expect(timelineText(entry('TaskCompleted', { outcome: 'rejected' }))).toBe('王强 驳回');
    expect(timelineText(entry('TaskDelegated', { to: 'finance1' }, { toName: '孙丽' }))).toBe(
      '王强 转办给 孙丽',
    );
    expect(timelineText(entry('ProcessEnded', { outcome: 'approved' }))).toBe('流程结束：审批通过');
    expect(timelineText(entry('DocumentStatusSet', { status: 'approved' }))).toBe('单据状态置为「已审批」');
    expect(timelineText(entry('DocumentStatusSet', { status: 'signed' }))).toBe('单据状态置为「signed」');
    expect(
      timelineText(
        entry(
          'ProcessCarbonCopied',
          { nodeName: '审批通过', users: ['fin1', 'fin2'] },
          { ccNames: ['孙丽', '李娜'] },
        ),
      ),
    ).toBe('「审批通过」抄送 孙丽、李娜');
    expect(
      timelineText(
        entry(
          'ProcessIncidentRaised',
          { nodeName: '风险评估', message: 'Webhook 返回 503' },
          { actorName: null, actor: null },
        ),
      ),
    ).toBe('异常：节点「风险评估」Webhook 返回 503');
    expect(timelineText(entry('ProcessIncidentResolved', { how: 'retried' }))).toBe('王强 重试异常');
    expect(timelineText(entry('ProcessIncidentResolved', { how: 'skipped' }))).toBe(
      '异常已跳过（流程已结束）',
    );
  });

  it('hides the path bookkeeping and colours decisions', () => {
    expect(visibleTimeline([entry('ProcessPathTaken'), entry('ProcessStarted')]).map((e) => e.type)).toEqual([
      'ProcessStarted',
    ]);
    expect(timelineColor(entry('TaskCompleted', { outcome: 'rejected' }))).toBe('red');
    expect(timelineColor(entry('ProcessEnded', { outcome: 'approved' }))).toBe('green');
  });
});

describe('startEventId', () => {
  it('finds the start event of a diagram, prefixed or not', () => {
    expect(startEventId('<bpmn:process><bpmn:startEvent id="s1" name="开始"/></bpmn:process>')).toBe('s1');
    expect(startEventId('<process><startEvent name="x" id="go"/></process>')).toBe('go');
    expect(startEventId('<process/>')).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows an API time in local time to the second', () => {
    const iso = '2026-11-25T08:18:03.412Z';
    const d = new Date(iso);
    expect(formatTime(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:03$/);
    expect(formatTime(iso).slice(0, 4)).toBe(String(d.getFullYear()));
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a time')).toBe('not a time');
  });
});
