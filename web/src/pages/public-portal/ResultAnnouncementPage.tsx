import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANNOUNCEMENT_TYPES,
  PortalEmpty,
  PortalSpin,
  PortalTabs,
  PortalTag,
  ResultDialog,
  TYPE_LABEL,
  typeOf,
  useResults,
  type AnnouncementType,
} from '../../modules/portal';

/** /resultAnnouncement (spec §2): tabs tender / inquiry / bidding, each a list of type, title, date; an item opens 结果公示. */
export function ResultAnnouncementPage() {
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const selected = params.get('selected');
  const { data, isLoading } = useResults(type);
  const [open, setOpen] = useState<{ name: string; type: AnnouncementType } | null>(null);
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <h1 className="portal-section-title" style={{ marginBottom: 16 }}>
        结果公示
      </h1>
      <PortalTabs
        label="公告类型"
        activeKey={type}
        onChange={(k) => setParams({ type: k })}
        items={ANNOUNCEMENT_TYPES.map((t) => ({ key: t, label: TYPE_LABEL[t] }))}
      />
      <PortalSpin spinning={isLoading}>
        {(data ?? []).length === 0 && !isLoading ? (
          <PortalEmpty description="暂无结果公示" />
        ) : (
          <ul className="portal-list">
            {(data ?? []).map((r) => (
              <li
                key={r.id}
                className={`portal-list-item portal-result-row${r.id === selected ? ' selected' : ''}`}
                data-testid="portal-result-item"
                data-selected={r.id === selected}
              >
                <PortalTag color="blue">{TYPE_LABEL[r.type]}</PortalTag>
                {/* The whole row opens the dialog; the button is what the keyboard reaches. */}
                <button
                  type="button"
                  className="portal-list-item-main portal-result-open"
                  aria-haspopup="dialog"
                  onClick={() => setOpen({ name: r.projectName, type: r.type })}
                >
                  {r.title}
                </button>
                <span className="portal-muted">{r.date}</span>
              </li>
            ))}
          </ul>
        )}
      </PortalSpin>
      <ResultDialog target={open} onClose={() => setOpen(null)} />
    </div>
  );
}
