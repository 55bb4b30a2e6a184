import type { DocumentApproval } from '../types';

/** The tag of a document's approval: its text and antd colour. */
export function approvalTag(a: DocumentApproval | null): { text: string; color: string } {
  if (!a) return { text: '未提交审批', color: 'default' };
  if (a.status === 'running') return { text: '审批中', color: 'processing' };
  const text = a.outcome_dictText ?? a.status_dictText;
  if (a.outcome === 'approved') return { text, color: 'success' };
  if (a.outcome === 'rejected') return { text, color: 'error' };
  return { text, color: 'warning' };
}

/**
 * 当前节点 with who holds each: `[{ node, users }]` in the order of currentNodes; a task offered to
 * candidates lists them all; a countersign node lists each signer once.
 */
export function currentHolders(a: DocumentApproval): { node: string; users: string[] }[] {
  const nodes = a.currentNodes.length > 0 ? a.currentNodes : [...new Set(a.tasks.map((t) => t.name))];
  return nodes.map((node) => ({
    node,
    users: [
      ...new Set(
        a.tasks
          .filter((t) => t.name === node)
          .flatMap((t) =>
            t.assignee ? [t.assigneeName ?? t.assignee] : t.candidates.map((c) => c.name ?? c.id),
          ),
      ),
    ],
  }));
}

const DOCUMENT_STATUS_TEXT: Record<string, string> = {
  approving: '审批中',
  approved: '已审批',
  rejected: '已驳回',
  withdrawn: '已撤回',
  cancelled: '已作废',
  draft: '草稿',
};

/** A document status set by setDocumentStatus, in words (unknown codes as they are). */
export const documentStatusText = (status: string) => DOCUMENT_STATUS_TEXT[status] ?? status;

/** A variable's value in a descriptions list. */
export function variableText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'number') return v.toLocaleString('zh-CN', { maximumFractionDigits: 6 });
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}
