import { useNews } from '../hooks/usePortalQueries';
import { NEWS_LABEL, newsColor, newsDetailHref } from '../utils/announcement';
import { PortalEmpty } from './ui/PortalEmpty';
import { PortalTag } from './ui/PortalTag';

export type NewsCardsProps = { title: string; count: number };

/** Home news: the first `count` items (4 on the basic home, 12 on the advanced); each opens its detail in a new tab. */
export function NewsCards({ title, count }: NewsCardsProps) {
  const { data } = useNews(1, count);
  const items = data?.records ?? [];
  return (
    <section className="portal-section" data-testid="portal-news">
      <div className="portal-section-head">
        <h2 className="portal-section-title">{title}</h2>
        <a href="/news" target="_blank" rel="noopener">
          查看更多
        </a>
      </div>
      {items.length === 0 ? (
        <PortalEmpty description="暂无新闻" />
      ) : (
        <div className="portal-grid-4">
          {items.map((n) => (
            <a
              key={n.id}
              className="portal-card"
              href={newsDetailHref(n.id)}
              target="_blank"
              rel="noopener"
              data-testid="portal-news-card"
              style={{ color: 'inherit' }}
            >
              <PortalTag color={newsColor(n.type)}>{NEWS_LABEL[n.type] ?? n.type}</PortalTag>
              <div className="portal-card-title" style={{ marginTop: 8 }}>
                {n.title}
              </div>
              <div className="portal-muted">{n.date}</div>
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
