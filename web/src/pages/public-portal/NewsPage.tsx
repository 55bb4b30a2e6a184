import { useState } from 'react';
import {
  NEWS_LABEL,
  newsColor,
  newsDetailHref,
  PortalEmpty,
  PortalPagination,
  PortalSpin,
  PortalTag,
  useNews,
  useSettings,
} from '../../modules/portal';

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
      <PortalSpin spinning={isLoading}>
        {data && data.total === 0 ? (
          <PortalEmpty description="暂无新闻" />
        ) : (
          <ul className="portal-list">
            {(data?.records ?? []).map((n) => (
              <li key={n.id} className="portal-list-item" data-testid="portal-news-row">
                <PortalTag color={newsColor(n.type)}>{NEWS_LABEL[n.type] ?? n.type}</PortalTag>
                <a
                  className="portal-list-item-main"
                  href={newsDetailHref(n.id)}
                  target="_blank"
                  rel="noopener"
                >
                  {n.title}
                </a>
                <span className="portal-muted">{n.date}</span>
              </li>
            ))}
          </ul>
        )}
      </PortalSpin>
      {data && data.total > PAGE_SIZE && (
        <PortalPagination
          style={{ marginTop: 16 }}
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPageNo}
        />
      )}
    </div>
  );
}
