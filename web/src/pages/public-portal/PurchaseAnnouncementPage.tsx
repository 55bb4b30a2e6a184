import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AnnouncementListItem,
  BANNER_HEIGHT,
  dateLabel,
  InvitationModal,
  PortalEmpty,
  PortalSearch,
  PortalSpin,
  PortalTabs,
  PURCHASE_TABS,
  tabCounts,
  tabOf,
  useAnnouncementSearch,
  usePortalStats,
  usePurchaseAnnouncements,
  useSettings,
  type AnnouncementItem,
  type AnnouncementType,
  type PurchaseTab,
} from '../../modules/portal';

/**
 * /purchaseAnnouncement (spec §2): banner with the live count of open opportunities, keyword search
 * (Enter or the button: purchaseAnnouncements?likeName=), tabs 全部/招标/询价/竞价 with their counts,
 * items with their countdowns; `?type=&selected=` (from home) opens that tab with the item selected.
 */
export function PurchaseAnnouncementPage() {
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('type'));
  const selected = params.get('selected');
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const stats = usePortalStats();
  const all = usePurchaseAnnouncements();
  const byType = usePurchaseAnnouncements(tab === 'all' ? undefined : tab);
  const search = useAnnouncementSearch(keyword);
  const [invite, setInvite] = useState<{ title: string; type: AnnouncementType } | null>(null);

  // The tabs count what the search found, or every announcement.
  const pool = keyword === '' ? all.data : search.data;
  const counts = pool && tabCounts(pool);
  const items: AnnouncementItem[] =
    keyword === '' ? (byType.data ?? []) : (search.data ?? []).filter((i) => tab === 'all' || i.type === tab);
  const loading = keyword === '' ? byType.isLoading : search.isLoading;

  const setTab = (k: PurchaseTab) => setParams(k === 'all' ? {} : { type: k });

  return (
    <div>
      <section
        className="portal-banner"
        style={{ background: settings.hero.primaryColor, height: BANNER_HEIGHT }}
      >
        <div className="portal-container" style={{ paddingTop: 32 }}>
          <h1>采购公告</h1>
          <p style={{ fontSize: 18 }} data-testid="portal-open-count">
            当前共有<span className="count">{stats.data?.openOpportunities ?? '-'}</span>个进行中的采购商机
          </p>
          <PortalSearch
            size="large"
            style={{ maxWidth: 560 }}
            placeholder="请输入项目名称关键字"
            enterButton="搜索"
            value={typed}
            onChange={(v) => {
              setTyped(v);
              if (v === '') setKeyword('');
            }}
            onSearch={(v) => setKeyword(v.trim())}
          />
        </div>
      </section>
      <div className="portal-container portal-section">
        <PortalTabs
          label="公告类型"
          activeKey={tab}
          onChange={setTab}
          items={PURCHASE_TABS.map((t) => ({ key: t.key, label: t.label, count: counts?.[t.key] }))}
        />
        <PortalSpin spinning={loading}>
          {items.length === 0 && !loading ? (
            <PortalEmpty description="暂无采购公告" />
          ) : (
            items.map((item) => (
              <AnnouncementListItem
                key={item.id}
                item={item}
                dateLabel={dateLabel(tab)}
                selected={item.id === selected}
                onParticipate={(i) => setInvite({ title: i.title, type: i.type })}
              />
            ))
          )}
        </PortalSpin>
      </div>
      <InvitationModal target={invite} onClose={() => setInvite(null)} />
    </div>
  );
}
