import { useSettings } from '../../modules/portal';

/** /feature (hidden in the nav): 平台介绍, the platform's features. */
export function FeaturePage() {
  const { sections, company } = useSettings();
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <h1 className="portal-section-title">平台介绍</h1>
      <p className="portal-muted">
        {company.name}供应商协同平台覆盖寻源、合同、订单、交付、质量与结算全流程。
      </p>
      <div className="portal-grid-4">
        {sections.features.map((f) => (
          <div key={f.title} className="portal-card" style={{ cursor: 'default' }}>
            <div className="portal-card-title">{f.title}</div>
            <div className="portal-muted">{f.description}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
