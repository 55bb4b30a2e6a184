import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Modal, Space, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNoticeViews } from '../hooks/useNoticeViews';
import { noticeApi } from '../services/noticeApi';
import type { NoticeRef } from '../types';
import { announcementTitle, formatNoticeTime } from '../utils/noticeDisplay';
import { noticeErrorToShow } from '../utils/noticeErrors';
import { noticeKeys } from '../utils/noticeKeys';
import { bizLink, handleTarget } from '../utils/noticeTargets';
import { PriorityTag } from './PriorityTag';

/** Spec §9: the announcement dialog is 60% wide; full screen is 100%. */
export const ANNOUNCEMENT_DIALOG_WIDTH = '60%';

export type AnnouncementDialogProps = {
  /** The announcement to show (null: closed). What the opener knows shows until the detail arrives. */
  notice: NoticeRef | null;
  onClose: () => void;
};

/**
 * Spec §2 "Announcement dialog": 系统公告 for category 2, 通知公告 otherwise; 60% wide with a full
 * screen toggle; the server's sanitised HTML; a link to the purchase order list with `bizId` when
 * the announcement has a busId; 处理 for openType url/component. Closes on cancel or after navigating.
 */
export function AnnouncementDialog({ notice, onClose }: AnnouncementDialogProps) {
  const navigate = useNavigate();
  const views = useNoticeViews();
  const [fullScreen, setFullScreen] = useState(false);
  const id = notice?.id ?? null;
  const detail = useQuery({
    queryKey: noticeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => noticeApi.queryById(id ?? '', signal),
    enabled: id !== null,
    retry: false,
  });
  const a = notice ? { ...notice, ...(detail.data?.id === id ? detail.data : {}) } : null;
  const link = bizLink(a?.busId);
  const target = a
    ? handleTarget({ openType: a.openType ?? null, openPage: a.openPage ?? null }, views)
    : null;
  const failure = detail.isError ? noticeErrorToShow(detail.error) : null;

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const handle = () => {
    if (!target) return;
    if (target.kind === 'window') {
      window.open(target.url, '_blank', 'noopener,noreferrer');
      onClose();
    } else go(target.to);
  };

  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      afterClose={() => setFullScreen(false)}
      destroyOnHidden
      width={fullScreen ? '100%' : ANNOUNCEMENT_DIALOG_WIDTH}
      style={fullScreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 60 }}
      styles={{
        body: fullScreen
          ? { minHeight: 'calc(100vh - 120px)' }
          : { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' },
      }}
      title={
        <div
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginRight: 28 }}
        >
          <span>{announcementTitle(a?.msgCategory)}</span>
          <Tooltip title={fullScreen ? '退出全屏' : '全屏'}>
            <Button
              type="text"
              size="small"
              aria-label={fullScreen ? '退出全屏' : '全屏'}
              icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={() => setFullScreen((f) => !f)}
            />
          </Tooltip>
        </div>
      }
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        ...(target
          ? [
              <Button key="handle" type="primary" onClick={handle}>
                处理
              </Button>,
            ]
          : []),
      ]}
    >
      {a ? (
        <div data-testid="announcement-dialog">
          <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 8 }}>
            {a.titile ?? ''}
          </Typography.Title>
          <div style={{ textAlign: 'center' }}>
            <Space size="middle" wrap>
              {a.sender ? <Typography.Text type="secondary">发布人：{a.sender}</Typography.Text> : null}
              {a.sendTime ? (
                <Typography.Text type="secondary">发布时间：{formatNoticeTime(a.sendTime)}</Typography.Text>
              ) : null}
              <PriorityTag priority={a.priority} />
            </Space>
          </div>
          <Divider style={{ margin: '12px 0' }} />
          {failure ? <Alert type="warning" showIcon message={failure} style={{ marginBottom: 12 }} /> : null}
          {a.msgContent === undefined ? (
            detail.isError ? null : (
              <Spin style={{ display: 'block', margin: '24px auto' }} />
            )
          ) : (
            // Sanitised by the server when it was written (scripts, handlers, frames and javascript: URLs removed).
            <div
              className="announcement-content"
              style={{ overflowWrap: 'anywhere' }}
              dangerouslySetInnerHTML={{ __html: a.msgContent }}
            />
          )}
          {link ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Link onClick={() => go(link)}>查看采购订单</Typography.Link>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
