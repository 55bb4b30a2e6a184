import { useResults } from '../hooks/usePortalQueries';
import type { PortalSettings } from '../types';
import { PortalButton } from './ui/PortalButton';
import { PortalTag } from './ui/PortalTag';

export type HomeSectionsProps = { sections: PortalSettings['sections']; footer: PortalSettings['footer'] };

/** Optional call to action, platform features, latest-joined companies and the partner wall (last two hidden by default). */
export function HomeSections({ sections, footer }: HomeSectionsProps) {
  return (
    <>
      <section className="portal-section">
        <div className="portal-section-head">
          <h2 className="portal-section-title">平台特色</h2>
        </div>
        <div className="portal-grid-4">
          {sections.features.map((f) => (
            <div key={f.title} className="portal-card" style={{ cursor: 'default' }}>
              <div className="portal-card-title">{f.title}</div>
              <div className="portal-muted">{f.description}</div>
            </div>
          ))}
        </div>
      </section>
      {sections.showCompanies && <LatestCompanies title={sections.companiesTitle} />}
      {sections.showPartners && (
        <section className="portal-section">
          <h2 className="portal-section-title">{sections.partnersTitle}</h2>
          <div className="portal-cloud" style={{ marginTop: 16 }}>
            {footer.imgs.map((img) => (
              <img key={img.src} src={img.src} alt={img.title} style={{ height: 48 }} />
            ))}
          </div>
        </section>
      )}
      {sections.cta.visible && (
        <section className="portal-section" data-testid="portal-cta">
          <div className="portal-card" style={{ textAlign: 'center', cursor: 'default', padding: 40 }}>
            <h2 className="portal-section-title">{sections.cta.title}</h2>
            <p className="portal-muted">{sections.cta.text}</p>
            <PortalButton type="primary" size="large" href="/register">
              {sections.cta.button}
            </PortalButton>
          </div>
        </section>
      )}
    </>
  );
}

/** The companies most recently awarded (the latest to join the platform's winners). */
function LatestCompanies({ title }: { title: string }) {
  const { data } = useResults();
  const names = [...new Set((data ?? []).flatMap((r) => r.companyName.split('、')))].slice(0, 30);
  return (
    <section className="portal-section">
      <h2 className="portal-section-title">{title}</h2>
      <div className="portal-cloud" style={{ marginTop: 16 }}>
        {names.map((n) => (
          <PortalTag key={n}>{n}</PortalTag>
        ))}
      </div>
    </section>
  );
}
