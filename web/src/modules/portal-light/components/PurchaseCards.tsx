import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePurchaseAnnouncements } from '../hooks/usePortalQueries';
import type { AnnouncementType } from '../types';
import {
  ANNOUNCEMENT_TYPES,
  countdownColor,
  dateLabel,
  selectedHref,
  TYPE_LABEL,
} from '../utils/announcement';
import { PURCHASE_CARDS, PURCHASE_CARDS_PER_SLIDE, slides } from '../utils/slides';
import { PortalCarousel } from './ui/PortalCarousel';
import { PortalEmpty } from './ui/PortalEmpty';
import { PortalSpin } from './ui/PortalSpin';
import { PortalTabs } from './ui/PortalTabs';
import { PortalTag } from './ui/PortalTag';

/** Home: the first 6 purchase announcements of a kind, two per slide; a card opens the list with it selected. */
export function PurchaseCards() {
  const [type, setType] = useState<AnnouncementType>('tender');
  const { data, isLoading } = usePurchaseAnnouncements(type);
  const navigate = useNavigate();
  const items = (data ?? []).slice(0, PURCHASE_CARDS);
  return (
    <section className="portal-section" data-testid="portal-purchase-cards">
      <div className="portal-section-head">
        <h2 className="portal-section-title">采购公告</h2>
        <Link to={`/purchaseAnnouncement?type=${type}`}>查看更多</Link>
      </div>
      <PortalTabs
        activeKey={type}
        onChange={setType}
        items={ANNOUNCEMENT_TYPES.map((t) => ({ key: t, label: TYPE_LABEL[t] }))}
      />
      <PortalSpin spinning={isLoading}>
        {items.length === 0 ? (
          <PortalEmpty description="暂无采购公告" />
        ) : (
          <PortalCarousel>
            {slides(items, PURCHASE_CARDS_PER_SLIDE).map((slide, i) => (
              <div key={i}>
                <div className="portal-grid-2" style={{ paddingBottom: 28 }}>
                  {slide.map((item) => (
                    <div
                      key={item.id}
                      className="portal-card"
                      role="link"
                      tabIndex={0}
                      onClick={() => void navigate(selectedHref('purchaseAnnouncement', type, item.id))}
                      onKeyDown={(e) =>
                        e.key === 'Enter' &&
                        void navigate(selectedHref('purchaseAnnouncement', type, item.id))
                      }
                    >
                      <div className="portal-card-title">{item.title}</div>
                      <div className="portal-muted">{item.subtitle}</div>
                      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'space-between' }}>
                        <span>
                          {dateLabel(type)}：{item.date}
                        </span>
                        <PortalTag color={countdownColor(item.countdown)}>剩余 {item.countdown} 天</PortalTag>
                      </div>
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </PortalCarousel>
        )}
      </PortalSpin>
    </section>
  );
}
