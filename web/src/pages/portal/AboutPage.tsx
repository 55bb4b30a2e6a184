import { Card, Carousel, Empty } from 'antd';
import { SLIDER_AUTOPLAY_MS, slides, TIMELINE_PER_PAGE, useSettings } from '../../modules/portal';

/** /about (spec §2): 公司简介, 联系我们 and the 发展历程 timeline (4 per page, autoplay, pauses on hover). */
export function AboutPage() {
  const { company } = useSettings();
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <Card id="profile" title="公司简介" style={{ marginBottom: 24 }}>
        <p style={{ lineHeight: 1.9 }}>{company.profile}</p>
      </Card>
      <Card id="culture" title="企业文化" style={{ marginBottom: 24 }}>
        <p>{company.culture}</p>
      </Card>
      <Card id="history" title="发展历程" style={{ marginBottom: 24 }} data-testid="portal-timeline">
        {company.timeline.length === 0 ? (
          <Empty />
        ) : (
          <Carousel autoplay autoplaySpeed={SLIDER_AUTOPLAY_MS} pauseOnHover dots>
            {slides(company.timeline, TIMELINE_PER_PAGE).map((page, i) => (
              <div key={i}>
                <div className="portal-timeline-slide">
                  {page.map((y) => (
                    <div key={y.year} data-testid="portal-timeline-year">
                      <div style={{ fontSize: 28, fontWeight: 700, color: '#004CE0' }}>{y.year}</div>
                      {y.months.map((m) => (
                        <p key={m.month}>
                          {m.month}月 {m.content}
                        </p>
                      ))}
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </Carousel>
        )}
      </Card>
      <Card id="contact" title="联系我们">
        {company.addresses.map((a) => (
          <p key={a}>地址：{a}</p>
        ))}
        {company.phones.map((p) => (
          <p key={p}>电话：{p}</p>
        ))}
        <p>邮箱：{company.email}</p>
      </Card>
    </div>
  );
}
