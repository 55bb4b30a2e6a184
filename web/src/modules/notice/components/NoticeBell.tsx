import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SessionActor } from '../../session';
import { useAnnouncementDialog } from '../hooks/useAnnouncementDialog';
import { useNoticeConnection } from '../hooks/useNoticeLive';
import { useUnreadNotices } from '../hooks/useUnreadNotices';
import { bellLabel, unreadTotal } from '../utils/noticeCounts';
import { noticeErrorToShow } from '../utils/noticeErrors';
import { MY_MESSAGES_PATH } from '../utils/noticeTargets';
import { AnnouncementDialog } from './AnnouncementDialog';
import { NoticePanel } from './NoticePanel';

/**
 * The header's notification bell (spec §2): the unread count (notices + system messages), a 300 px
 * panel with both lists, 查看更多 for staff (not suppliers, spec §6), and the announcement dialog.
 */
export function NoticeBell() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const supplier = SessionActor.useSelector((s) => (s.context.userInfo?.supplierId ?? null) !== null);
  const unread = useUnreadNotices();
  const connection = useNoticeConnection();
  const dialog = useAnnouncementDialog();
  const [open, setOpen] = useState(false);
  const total = unreadTotal(unread.data);

  // A failed load is said once (spec §8); the polling has stopped, opening the bell tries again.
  const { error, errorUpdatedAt } = unread;
  useEffect(() => {
    const text = errorUpdatedAt ? noticeErrorToShow(error) : null;
    if (text) void message.warning(text);
  }, [error, errorUpdatedAt, message]);

  return (
    <>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void unread.refetch();
        }}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        content={
          <NoticePanel
            notices={unread.data}
            loading={unread.isFetching}
            showMore={!supplier}
            onOpen={(a) => {
              setOpen(false);
              dialog.open(a);
            }}
            onMore={() => {
              setOpen(false);
              void navigate(MY_MESSAGES_PATH);
            }}
          />
        }
      >
        <span
          role="button"
          tabIndex={0}
          aria-label={bellLabel(total)}
          data-testid="notice-bell"
          data-count={total}
          data-live={connection}
          style={{ display: 'inline-flex', alignItems: 'center', padding: '0 8px', cursor: 'pointer' }}
        >
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </span>
      </Popover>
      <AnnouncementDialog notice={dialog.current} onClose={dialog.close} />
    </>
  );
}
