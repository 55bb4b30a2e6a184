import { Button, List, Popconfirm, Tag, Typography } from 'antd';
import type { PortalPublication } from '../types';

export type PublicationHistoryProps = {
  items: PortalPublication[];
  canRevert: boolean;
  onRevert: (version: number) => void;
  /** The draft's base version when others published after it: those publications are marked. */
  draftBase?: number | null;
};

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** Every publication, newest first: when, who, what changed; 恢复此版本 publishes it again. */
export function PublicationHistory({
  items,
  canRevert,
  onRevert,
  draftBase = null,
}: PublicationHistoryProps) {
  return (
    <List
      size="small"
      locale={{ emptyText: '尚未发布过门户设置，门户使用默认设置' }}
      dataSource={items}
      renderItem={(p, i) => (
        <List.Item
          data-testid="studio-publication"
          actions={
            canRevert && i > 0
              ? [
                  <Popconfirm
                    key="revert"
                    title={`确定恢复到版本 ${p.version} 吗？`}
                    description="将以该版本的设置重新发布门户"
                    onConfirm={() => onRevert(p.version)}
                  >
                    <Button type="link" size="small">
                      恢复此版本
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={
              <>
                版本 {p.version} {i === 0 && <Tag color="success">当前</Tag>}
                {draftBase !== null && p.version > draftBase && <Tag color="warning">草稿之后</Tag>}
                <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                  {when(p.publishedAt)} · {p.publishedByName ?? p.publishedBy ?? '系统'}
                </Typography.Text>
              </>
            }
            description={p.changes.length ? `修改：${p.changes.join('、')}` : '与上一版本相同'}
          />
        </List.Item>
      )}
    />
  );
}
