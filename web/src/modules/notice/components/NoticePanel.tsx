import { Button, Empty, Spin, Tabs } from 'antd';
import type { Announcement, UnreadNotices } from '../types';
import { initialNoticeTab, noticeTabs } from '../utils/noticeCounts';
import { NoticeItem } from './NoticeItem';

/** Spec §9: the notice panel is 300 px wide. */
export const NOTICE_PANEL_WIDTH = 300;

export type NoticePanelProps = {
  notices: UnreadNotices | undefined;
  loading: boolean;
  /** 查看更多: staff only (spec §6: suppliers see the panel without it). */
  showMore: boolean;
  onOpen: (a: Announcement) => void;
  onMore: () => void;
};

/** The bell's popover: unread notices and system messages in two tabs, and 查看更多. */
export function NoticePanel({ notices, loading, showMore, onOpen, onMore }: NoticePanelProps) {
  return (
    <div style={{ width: NOTICE_PANEL_WIDTH }} data-testid="notice-panel">
      <Spin spinning={loading && !notices}>
        <Tabs
          centered
          size="small"
          defaultActiveKey={initialNoticeTab(notices)}
          items={noticeTabs(notices).map((tab) => ({
            key: tab.key,
            label: `${tab.title}(${tab.total})`,
            children: (
              <div style={{ maxHeight: 320, overflowY: 'auto' }}>
                {tab.items.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
                ) : (
                  tab.items.map((a) => <NoticeItem key={a.id} announcement={a} onOpen={onOpen} />)
                )}
              </div>
            ),
          }))}
        />
      </Spin>
      {showMore ? (
        <div style={{ textAlign: 'center', paddingTop: 4 }}>
          <Button type="link" size="small" onClick={onMore}>
            查看更多
          </Button>
        </div>
      ) : null}
    </div>
  );
}
