import { Card, Carousel, Empty, Flex, Segmented } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  homePathOf,
  PortalFooter,
  PortalHeader,
  PortalHome,
  slides,
  TIMELINE_PER_PAGE,
  WithPortalSettings,
} from '../../portal-light';
import type { StudioCompany, StudioSettings } from '../types';

export type StudioPreviewProps = { settings: StudioSettings };
type Page = 'home' | 'about';

const PAGES = [
  { label: '首页', value: 'home' as const },
  { label: '关于我们', value: 'about' as const },
];
/** The portal's page width (its container is 1200 px) drawn at the chosen scale; 0 = fit the box. */
const PAGE_WIDTH = 1280;
const FIT = 0;
const SCALES = [
  { label: '适应', value: FIT },
  { label: '50%', value: 0.5 },
  { label: '75%', value: 0.75 },
  { label: '100%', value: 1 },
];

/**
 * The draft as a whole page: the portal's own header, the home of the draft's template (its sections,
 * with the live public announcements, results and news) or the company page, and the footer; scaled to
 * fit beside the form (or at 50 / 75 / 100%) and updated on every keystroke. Links are inert here.
 */
export function StudioPreview({ settings }: StudioPreviewProps) {
  const [page, setPage] = useState<Page>('home');
  const [choice, setChoice] = useState(FIT);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(PAGE_WIDTH / 2);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBoxWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = choice === FIT ? Math.max(0.25, Math.min(1, (boxWidth - 2) / PAGE_WIDTH)) : choice;
  const root = { '--portal-primary': settings.hero.primaryColor, minHeight: 0 } as CSSProperties;
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" wrap gap={8}>
        <Segmented<Page> aria-label="预览页面" value={page} options={PAGES} onChange={setPage} />
        <Segmented<number> aria-label="预览比例" value={choice} options={SCALES} onChange={setChoice} />
      </Flex>
      <div
        ref={box}
        data-testid="studio-preview"
        data-page={page}
        style={{ overflow: 'auto', maxHeight: 760, border: '1px solid #f0f0f0' }}
      >
        <div style={{ zoom: scale, width: PAGE_WIDTH, pointerEvents: 'none' }} inert>
          <div className="portal-root" style={root}>
            <PortalHeader settings={settings} homePath={homePathOf(settings.template)} immersive={false} />
            <main className="portal-main">
              {page === 'home' ? (
                <WithPortalSettings settings={settings}>
                  <PortalHome template={settings.template} />
                </WithPortalSettings>
              ) : (
                <CompanyPagePreview company={settings.company} />
              )}
            </main>
            <PortalFooter footer={settings.footer} company={settings.company.name} />
          </div>
        </div>
      </div>
    </Flex>
  );
}

/**
 * The company page (/about) with the draft. The portal's AboutPage is a page, which no module may
 * import, so this follows its layout: 公司简介, 企业文化, 发展历程 (4 years a page, autoplay) and 联系我们.
 */
function CompanyPagePreview({ company }: { company: StudioCompany }) {
  return (
    <div
      className="portal-container portal-section"
      style={{ paddingTop: 24 }}
      data-testid="studio-preview-about"
    >
      <Card title="公司简介" style={{ marginBottom: 24 }}>
        <p style={{ lineHeight: 1.9, whiteSpace: 'pre-wrap' }}>{company.profile}</p>
      </Card>
      <Card title="企业文化" style={{ marginBottom: 24 }}>
        <p style={{ whiteSpace: 'pre-wrap' }}>{company.culture}</p>
      </Card>
      <Card title="发展历程" style={{ marginBottom: 24 }}>
        {company.timeline.length === 0 ? (
          <Empty />
        ) : (
          <Carousel autoplay dots>
            {slides(company.timeline, TIMELINE_PER_PAGE).map((years, i) => (
              <div key={i}>
                <div className="portal-timeline-slide">
                  {years.map((y, j) => (
                    <div key={j}>
                      <div style={{ fontSize: 28, fontWeight: 700, color: '#004CE0' }}>{y.year}</div>
                      {y.months.map((m, k) => (
                        <p key={k}>
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
      <Card title="联系我们">
        {company.addresses.map((a, i) => (
          <p key={i}>地址：{a}</p>
        ))}
        {company.phones.map((p, i) => (
          <p key={i}>电话：{p}</p>
        ))}
        <p>邮箱：{company.email}</p>
      </Card>
    </div>
  );
}
