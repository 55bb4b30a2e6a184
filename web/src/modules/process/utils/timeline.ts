import type { TimelineEntry } from '../types';
import { documentStatusText } from './approvalSummary';

const OUTCOME: Record<string, string> = {
  approved: '审批通过',
  rejected: '审批驳回',
  withdrawn: '已撤回',
  cancelled: '已作废',
  terminated: '已终止',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** One line of the instance timeline: who did what (comments are shown apart). */
export function timelineText(e: TimelineEntry): string {
  const who = e.actorName ?? e.actor ?? '系统';
  const d = e.data;
  switch (e.type) {
    case 'ProcessStarted':
      return `${who} 发起审批`;
    case 'TaskCreated':
      return `任务「${str(d.name)}」已创建`;
    case 'TaskClaimed':
      return `${who} 签收任务`;
    case 'TaskDelegated':
      return `${who} 转办给 ${e.toName ?? str(d.to)}`;
    case 'TaskSignerAdded':
      return `${who} 加签 ${e.signerName ?? str(d.signer)}`;
    case 'TaskCompleted':
      return `${who} ${d.outcome === 'rejected' ? '驳回' : '同意'}`;
    case 'TaskCancelled':
      return `任务已取消${str(d.reason) ? `（${str(d.reason)}）` : ''}`;
    case 'TaskReminded':
      return '已催办';
    case 'TaskEscalated':
      return `已升级给 ${e.toName ?? str(d.to)}`;
    case 'ProcessReturned':
      return `${who} 退回`;
    case 'ProcessWithdrawn':
      return `${who} 撤回`;
    case 'ProcessCancelled':
      return `${who} 作废`;
    case 'ProcessCarbonCopied':
      return `「${str(d.nodeName)}」抄送 ${(e.ccNames ?? (Array.isArray(d.users) ? d.users : [])).filter(Boolean).join('、')}`;
    case 'ProcessIncidentRaised':
      return `异常：节点「${str(d.nodeName)}」${str(d.message)}`;
    case 'ProcessIncidentResolved':
      return d.how === 'skipped' ? '异常已跳过（流程已结束）' : `${who} 重试异常`;
    case 'ProcessEnded':
      return `流程结束：${OUTCOME[str(d.outcome)] ?? str(d.outcome)}`;
    case 'DocumentStatusSet':
      return `单据状态置为「${documentStatusText(str(d.status))}」`;
    default:
      return e.type;
  }
}

/** Timeline entries worth showing (the path bookkeeping is drawn on the diagram instead). */
export const visibleTimeline = (entries: TimelineEntry[]) =>
  entries.filter((e) => e.type !== 'ProcessPathTaken');

/** The dot colour of an entry. */
export function timelineColor(e: TimelineEntry): string {
  if (e.type === 'TaskCompleted') return e.data.outcome === 'rejected' ? 'red' : 'green';
  if (e.type === 'ProcessEnded') return e.data.outcome === 'approved' ? 'green' : 'red';
  if (e.type === 'ProcessIncidentRaised') return 'red';
  if (e.type === 'ProcessWithdrawn' || e.type === 'ProcessCancelled' || e.type === 'ProcessReturned')
    return 'orange';
  return 'blue';
}

/** An API time (ISO) as local `YYYY-MM-DD HH:mm:ss`; empty stays empty, anything unreadable as given. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
