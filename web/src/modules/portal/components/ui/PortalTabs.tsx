import './portal-ui.css';
export type PortalTabsProps<K extends string> = {
  activeKey: K;
  onChange: (key: K) => void;
  items: readonly { key: K; label: string }[];
};

/** Light tabs (WAI-ARIA tablist): the home's 招标 / 询价 / 竞价 switch. */
export function PortalTabs<K extends string>({ activeKey, onChange, items }: PortalTabsProps<K>) {
  return (
    <div className="portal-tabs" role="tablist">
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === activeKey}
          className={`portal-tab${t.key === activeKey ? ' active' : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
