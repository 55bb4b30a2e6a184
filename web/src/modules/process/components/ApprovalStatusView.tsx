import { Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DocumentApproval } from '../types';
import { approvalTag, currentHolders, documentStatusText } from '../utils/approvalSummary';

export type ApprovalStatusViewProps = {
  approval: DocumentApproval | null;
  /** Opens the approval's instance page. */
  onOpen: () => void;
  /** The 发起审批 button, shown while no approval runs. */
  start?: ReactNode;
};

/** A document's approval at a glance: the tag, 当前节点 and their holders, the document status, the links. */
export function ApprovalStatusView({ approval, onOpen, start }: ApprovalStatusViewProps) {
  const tag = approvalTag(approval);
  const running = approval?.status === 'running';
  return (
    <Space wrap data-testid="approval-status" data-status={approval?.status ?? 'none'}>
      <Tag color={tag.color} data-testid="approval-tag">
        {tag.text}
      </Tag>
      {approval &&
        running &&
        currentHolders(approval).map((h) => (
          <Typography.Text key={h.node} data-testid="approval-node">
            当前节点：{h.node}
            {h.users.length > 0 ? `（${h.users.join('、')}）` : ''}
          </Typography.Text>
        ))}
      {approval?.documentStatus && (
        <Typography.Text type="secondary" data-testid="document-status">
          单据状态：{documentStatusText(approval.documentStatus)}
        </Typography.Text>
      )}
      {approval && (
        <Button type="link" size="small" onClick={onOpen}>
          查看审批
        </Button>
      )}
      {!running && start}
    </Space>
  );
}
