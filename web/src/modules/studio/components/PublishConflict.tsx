import { Button, Modal, Space, Typography } from 'antd';

export type PublishConflictProps = {
  open: boolean;
  /** The server's words (门户设置已被他人更新，请刷新后再发布). */
  message: string;
  onShowChanges: () => void;
  onKeep: () => void;
  onDrop: () => void;
  onClose: () => void;
};

/**
 * Someone published after this draft started: nothing was written. Look at what they changed (the
 * history), then keep the draft over their version (the next 发布 replaces it knowingly) or drop it.
 */
export function PublishConflict({
  open,
  message,
  onShowChanges,
  onKeep,
  onDrop,
  onClose,
}: PublishConflictProps) {
  return (
    <Modal
      open={open}
      title="发布未完成"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onShowChanges}>查看变更</Button>
          <Button danger onClick={onDrop}>
            放弃草稿
          </Button>
          <Button type="primary" onClick={onKeep}>
            保留草稿
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph strong>{message}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        发布历史中标记「草稿之后」的版本是他人在您编辑期间发布的。保留草稿：草稿改为基于最新版本，再次发布将以草稿替换这些修改；放弃草稿：显示当前线上的设置。
      </Typography.Paragraph>
    </Modal>
  );
}
