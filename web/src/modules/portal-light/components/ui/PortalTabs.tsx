import type { KeyboardEvent } from 'react';
import './portal-ui.css';

export type PortalTabsProps<K extends string> = {
  activeKey: K;
  onChange: (key: K) => void;
  /** `count`: shown after the label (the tab's number of items). */
  items: readonly { key: K; label: string; count?: number }[];
  /** The tab list's name for assistive technology. */
  label?: string;
};

/**
 * Light tabs (WAI-ARIA tablist): the home's 招标 / 询价 / 竞价 switch and the lists' tabs. Only the
 * active tab is in the Tab order; the arrow keys, Home and End choose another.
 */
export function PortalTabs<K extends string>({ activeKey, onChange, items, label }: PortalTabsProps<K>) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((t) => t.key === activeKey);
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0 || items.length === 0) return;
    e.preventDefault();
    onChange(items[next]!.key);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="portal-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === activeKey}
          tabIndex={t.key === activeKey ? 0 : -1}
          className={`portal-tab${t.key === activeKey ? ' active' : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
          {t.count !== undefined && <span className="portal-tab-count">{t.count}</span>}
        </button>
      ))}
    </div>
  );
}
