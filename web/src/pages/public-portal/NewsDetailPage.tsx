import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { NEWS_LABEL, newsColor, portalApi, PortalResult, PortalSpin, PortalTag } from '../../modules/portal';

/** /newsDetail?id=: one news item (plain text, paragraphs kept). */
export function NewsDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error, isLoading } = useQuery({
    queryKey: ['portal', 'newsDetail', id],
    queryFn: () => portalApi.newsDetail(id),
    enabled: id !== '',
  });
  if (error || id === '') return <PortalResult title={error?.message ?? '很抱歉，资源未找到!'} />;
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <PortalSpin spinning={isLoading}>
        {data && (
          <article className="portal-ui-card portal-ui-card-body">
            <h1 style={{ textAlign: 'center' }}>{data.title}</h1>
            <p style={{ textAlign: 'center' }} className="portal-muted">
              <PortalTag color={newsColor(data.type)}>{NEWS_LABEL[data.type] ?? data.type}</PortalTag>
              {data.date}
            </p>
            {data.content.split(/\n+/).map((p, i) => (
              <p key={i} style={{ lineHeight: 1.9, textIndent: '2em' }}>
                {p}
              </p>
            ))}
          </article>
        )}
      </PortalSpin>
    </div>
  );
}
