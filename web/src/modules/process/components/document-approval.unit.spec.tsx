import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerDocumentView } from '../services/documentViews';
import type { DocumentApproval, DocumentViewProps } from '../types';
import { ApprovalStatusView } from './ApprovalStatusView';
import { BusinessDocument } from './BusinessDocument';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const running: DocumentApproval = {
  id: 'i1',
  title: '合同 HT-001',
  processName: '合同审批',
  version: 1,
  documentType: 'contract',
  businessKey: 'HT-001',
  initiator: 'u1',
  initiatorName: '采购员',
  status: 'running',
  status_dictText: '审批中',
  outcome: null,
  outcome_dictText: null,
  currentNodes: ['财务会签'],
  tasks: [
    {
      id: 't1',
      nodeId: 'fin',
      name: '财务会签',
      assignee: 'f1',
      assigneeName: '财务甲',
      candidates: [],
      createTime: '2026-11-25T10:00:00Z',
    },
    {
      id: 't2',
      nodeId: 'fin',
      name: '财务会签',
      assignee: null,
      assigneeName: null,
      candidates: [
        { id: 'f2', name: '财务乙' },
        { id: 'f3', name: null },
      ],
      createTime: '2026-11-25T10:00:00Z',
    },
  ],
  documentStatus: null,
  documentStatusTime: null,
  startTime: '2026-11-25T09:00:00Z',
  endTime: null,
};
const start = <button>发起审批</button>;

describe('ApprovalStatusView', () => {
  it('shows a running approval with its node and every holder, and no 发起审批', () => {
    const html = text(
      renderToString(<ApprovalStatusView approval={running} onOpen={() => {}} start={start} />),
    );
    expect(html).toContain('审批中');
    expect(html).toContain('当前节点：财务会签（财务甲、财务乙、f3）');
    expect(html).toContain('查看审批');
    expect(html).not.toContain('发起审批');
  });
  it('shows the outcome and the document status once ended, and offers 发起审批 again', () => {
    const ended: DocumentApproval = {
      ...running,
      status: 'ended',
      status_dictText: '已结束',
      outcome: 'rejected',
      outcome_dictText: '审批驳回',
      currentNodes: [],
      tasks: [],
      documentStatus: 'rejected',
    };
    const html = text(
      renderToString(<ApprovalStatusView approval={ended} onOpen={() => {}} start={start} />),
    );
    expect(html).toContain('审批驳回');
    expect(html).toContain('单据状态：已驳回');
    expect(html).not.toContain('当前节点');
    expect(html).toContain('发起审批');
  });
  it('says 未提交审批 for a document never submitted, with 发起审批 and no link', () => {
    const html = text(renderToString(<ApprovalStatusView approval={null} onOpen={() => {}} start={start} />));
    expect(html).toContain('未提交审批');
    expect(html).toContain('发起审批');
    expect(html).not.toContain('查看审批');
  });
});

describe('BusinessDocument (业务单据 of the task drawer)', () => {
  const props: DocumentViewProps = {
    instanceId: 'i1',
    documentType: 'contract',
    businessKey: 'HT-001',
    title: '合同 HT-001',
    variables: { amount: 120000, urgent: true },
  };
  it('lists the title, business key and variables by name when the type has no view', () => {
    const html = text(renderToString(<BusinessDocument {...props} />));
    expect(html).toContain('业务单据');
    expect(html).toContain('单据标题 合同 HT-001');
    expect(html).toContain('业务编号 HT-001');
    expect(html).toContain('amount 120,000');
    expect(html).toContain('urgent 是');
  });
  it("shows a registered module's own view instead, for its type only", () => {
    const unregister = registerDocumentView('contract', ({ businessKey }) => <p>合同视图 {businessKey}</p>);
    try {
      expect(text(renderToString(<BusinessDocument {...props} />))).toContain('合同视图 HT-001');
      expect(text(renderToString(<BusinessDocument {...props} documentType="purchaseOrder" />))).toContain(
        '单据标题',
      );
    } finally {
      unregister();
    }
    expect(text(renderToString(<BusinessDocument {...props} />))).not.toContain('合同视图');
  });
});
