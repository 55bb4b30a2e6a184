import { useNavigate } from 'react-router';
import { useResults } from '../hooks/usePortalQueries';
import { selectedHref, TYPE_LABEL } from '../utils/announcement';
import { RESULTS_PER_SLIDE, SLIDER_AUTOPLAY_MS, slides } from '../utils/slides';
import { PortalCarousel } from './ui/PortalCarousel';
import { PortalEmpty } from './ui/PortalEmpty';

/** Home widget 结果公示: 4 results per page in 2 columns, autoplay, an empty state. */
export function ResultSlider() {
  const { data } = useResults();
  const navigate = useNavigate();
  const items = data ?? [];
  return (
    <section className="portal-section" data-testid="portal-result-slider">
      <div className="portal-section-head">
        <h2 className="portal-section-title">结果公示</h2>
      </div>
      {items.length === 0 ? (
        <PortalEmpty description="暂无结果公示" />
      ) : (
        <PortalCarousel autoplayMs={SLIDER_AUTOPLAY_MS} speed={1000}>
          {slides(items, RESULTS_PER_SLIDE).map((page, i) => (
            <div key={i}>
              <div className="portal-grid-2" style={{ paddingBottom: 28 }}>
                {page.map((r) => (
                  <div
                    key={r.id}
                    className="portal-card"
                    role="link"
                    tabIndex={0}
                    onClick={() => void navigate(selectedHref('resultAnnouncement', r.type, r.id))}
                    onKeyDown={(e) =>
                      e.key === 'Enter' && void navigate(selectedHref('resultAnnouncement', r.type, r.id))
                    }
                  >
                    <div className="portal-card-title">
                      [{TYPE_LABEL[r.type]}] {r.title}
                    </div>
                    <div className="portal-muted">
                      中标单位：{r.companyName} · {r.date}
                    </div>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </PortalCarousel>
      )}
    </section>
  );
}
