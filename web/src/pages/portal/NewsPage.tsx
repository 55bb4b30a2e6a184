import { Empty, List, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { NEWS_LABEL, newsColor, newsDetailHref, useNews, useSettings } from '../../modules/portal';

const PAGE_SIZE = 10;

/** /news (hidden in the nav): every news item, newest first, 10 per page; an item opens its detail in a new tab. */
export function NewsPage() {
  const { sections } = useSettings();
  const [pageNo, setPageNo] = useState(1);
  const { data, isLoading } = useNews(pageNo, PAGE_SIZE);
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <h1 className="portal-section-title" style={{ marginBottom: 16 }}>
        {sections.newsTitle}
      </h1>
      <Spin spinning={isLoading}>
        {data && data.total === 0 ? (
          <Empty description="暂无新闻" />
        ) : (
          <List
            bordered
            style={{ background: '#fff' }}
            dataSource={data?.records ?? []}
            renderItem={(n) => (
              <List.Item extra={<span className="portal-muted">{n.date}</span>} data-testid="portal-news-row">
                <Tag color={newsColor(n.type)}>{NEWS_LABEL[n.type] ?? n.type}</Tag>
                <a href={newsDetailHref(n.id)} target="_blank" rel="noopener">
                  {n.title}
                </a>
              </List.Item>
            )}
          />
        )}
      </Spin>
      {data && data.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPageNo}
        />
      )}
    </div>
  );
}
