import { Empty, Tag, Typography } from 'antd';

export type SelectedItem = { key: string; label: string };

export type SelectedListProps = {
  items: readonly SelectedItem[];
  onRemove: (key: string) => void;
  title?: string;
};

/** The pickers' list of what is selected so far; each item can be taken out. */
export function SelectedList({ items, onRemove, title = '已选择' }: SelectedListProps) {
  return (
    <div data-testid="selected-list" style={{ marginTop: 12 }}>
      <Typography.Text type="secondary">
        {title}（{items.length}）：
      </Typography.Text>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无选择" style={{ margin: 4 }} />
      ) : (
        <div style={{ marginTop: 4 }}>
          {items.map((i) => (
            <Tag
              key={i.key}
              closable
              onClose={(e) => {
                e.preventDefault();
                onRemove(i.key);
              }}
              style={{ marginBottom: 4 }}
            >
              {i.label}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
