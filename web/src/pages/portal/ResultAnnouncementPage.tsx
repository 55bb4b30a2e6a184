import { Empty, List, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANNOUNCEMENT_TYPES,
  ResultDialog,
  TYPE_LABEL,
  typeOf,
  useResults,
  type AnnouncementType,
} from '../../modules/portal';

/** /resultAnnouncement (spec §2): tabs tender / inquiry / bidding, each a list of type, title, date; an item opens 结果公示. */
export function ResultAnnouncementPage() {
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const selected = params.get('selected');
  const { data, isLoading } = useResults(type);
  const [open, setOpen] = useState<{ name: string; type: AnnouncementType } | null>(null);
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <h1 className="portal-section-title" style={{ marginBottom: 16 }}>
        结果公示
      </h1>
      <Tabs
        activeKey={type}
        onChange={(k) => setParams({ type: k })}
        items={ANNOUNCEMENT_TYPES.map((t) => ({ key: t, label: TYPE_LABEL[t] }))}
      />
      <Spin spinning={isLoading}>
        {(data ?? []).length === 0 && !isLoading ? (
          <Empty description="暂无结果公示" />
        ) : (
          <List
            bordered
            style={{ background: '#fff' }}
            dataSource={data ?? []}
            renderItem={(r) => (
              <List.Item
                data-testid="portal-result-item"
                style={{ cursor: 'pointer', background: r.id === selected ? '#e6f0ff' : undefined }}
                onClick={() => setOpen({ name: r.projectName, type: r.type })}
                extra={<span className="portal-muted">{r.date}</span>}
              >
                <Tag color="blue">{TYPE_LABEL[r.type]}</Tag>
                {r.title}
              </List.Item>
            )}
          />
        )}
      </Spin>
      <ResultDialog target={open} onClose={() => setOpen(null)} />
    </div>
  );
}
