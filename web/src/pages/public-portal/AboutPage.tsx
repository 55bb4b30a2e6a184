import {
  PortalCard,
  PortalCarousel,
  PortalEmpty,
  SLIDER_AUTOPLAY_MS,
  slides,
  TIMELINE_PER_PAGE,
  useSettings,
} from '../../modules/portal';

/** /about (spec §2): 公司简介, 企业文化, the 发展历程 timeline (4 per page, autoplay, pauses on hover) and 联系我们. */
export function AboutPage() {
  const { company } = useSettings();
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <PortalCard id="profile" title="公司简介" style={{ marginBottom: 24 }}>
        <p style={{ lineHeight: 1.9, margin: 0 }}>{company.profile}</p>
      </PortalCard>
      <PortalCard id="culture" title="企业文化" style={{ marginBottom: 24 }}>
        <p style={{ margin: 0 }}>{company.culture}</p>
      </PortalCard>
      <PortalCard id="history" title="发展历程" style={{ marginBottom: 24 }} data-testid="portal-timeline">
        {company.timeline.length === 0 ? (
          <PortalEmpty description="暂无数据" />
        ) : (
          <PortalCarousel autoplayMs={SLIDER_AUTOPLAY_MS}>
            {slides(company.timeline, TIMELINE_PER_PAGE).map((page) => (
              <div key={page[0]!.year} className="portal-timeline-slide">
                {page.map((y) => (
                  <div key={y.year} data-testid="portal-timeline-year">
                    <div className="portal-timeline-year">{y.year}</div>
                    {y.months.map((m) => (
                      <p key={m.month}>
                        {m.month}月 {m.content}
                      </p>
                    ))}
                  </div>
                ))}
              </div>
            ))}
          </PortalCarousel>
        )}
      </PortalCard>
      <PortalCard id="contact" title="联系我们">
        {company.addresses.map((a) => (
          <p key={a}>地址：{a}</p>
        ))}
        {company.phones.map((p) => (
          <p key={p}>电话：{p}</p>
        ))}
        <p style={{ marginBottom: 0 }}>邮箱：{company.email}</p>
      </PortalCard>
    </div>
  );
}
