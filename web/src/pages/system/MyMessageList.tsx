import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useMutation } from '@tanstack/react-query';
import { App, Badge, Button, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import {
  AnnouncementDialog,
  formatNoticeTime,
  MY_MESSAGES_PAGE_SIZE,
  MY_MESSAGES_PAGE_SIZES,
  noticeApi,
  noticeErrorToShow,
  pageTotalText,
  PriorityTag,
  toMyMessagesQuery,
  useAnnouncementDialog,
  useNoticeRevision,
  usePriorityOptions,
  useRefreshNotices,
  type MyMessage,
  type MyMessagesParams,
} from '../../modules/notice';

const CATEGORY_ENUM = { '1': { text: '通知公告' }, '2': { text: '系统公告' } };
const READ_ENUM = { '0': { text: '未读', status: 'Error' }, '1': { text: '已读', status: 'Default' } };

/**
 * 我的消息 (/messageSeting/annountCement, the bell's 查看更多): every announcement released to the
 * user, read or not, with filters by title, category, priority, sender and read state; 全部标为已读;
 * a row opens the announcement dialog (and marks it read). Reloads after read marks and pushes.
 */
export function Component() {
  const actionRef = useRef<ActionType>(null);
  const { message } = App.useApp();
  const dialog = useAnnouncementDialog();
  const refresh = useRefreshNotices();
  const priorities = usePriorityOptions();
  const revision = useNoticeRevision();

  const shownRevision = useRef(revision);
  useEffect(() => {
    if (shownRevision.current === revision) return;
    shownRevision.current = revision;
    void actionRef.current?.reload();
  }, [revision]);

  const readAll = useMutation({
    mutationFn: () => noticeApi.readAll(),
    onSuccess: ({ count }) => {
      void message.success(count > 0 ? `已将 ${count} 条消息标为已读` : '没有未读消息');
      refresh();
    },
    onError: (error) => {
      const text = noticeErrorToShow(error);
      if (text) void message.error(text);
    },
  });

  const columns = useMemo<ProColumns<MyMessage>[]>(
    () => [
      {
        title: '标题',
        dataIndex: 'titile',
        ellipsis: true,
        render: (_, r) => <Typography.Link>{r.titile}</Typography.Link>,
      },
      {
        title: '消息类型',
        dataIndex: 'msgCategory',
        width: 110,
        valueType: 'select',
        valueEnum: CATEGORY_ENUM,
      },
      {
        title: '优先级',
        dataIndex: 'priority',
        width: 90,
        valueType: 'select',
        valueEnum: Object.fromEntries(priorities.map((p) => [p.value, { text: p.text }])),
        render: (_, r) => <PriorityTag priority={r.priority} />,
      },
      { title: '发布人', dataIndex: 'sender', width: 120 },
      {
        title: '发布时间',
        dataIndex: 'sendTime',
        width: 170,
        sorter: true,
        hideInSearch: true,
        render: (_, r) => formatNoticeTime(r.sendTime),
      },
      {
        title: '阅读状态',
        dataIndex: 'readFlag',
        width: 100,
        valueType: 'select',
        valueEnum: READ_ENUM,
        render: (_, r) =>
          r.readFlag === 1 ? <Badge status="default" text="已读" /> : <Badge status="error" text="未读" />,
      },
      {
        title: '操作',
        valueType: 'option',
        width: 80,
        render: () => [<Typography.Link key="view">查看</Typography.Link>],
      },
    ],
    [priorities],
  );

  return (
    <PageContainer title="我的消息">
      <ProTable<MyMessage, MyMessagesParams>
        rowKey="id"
        headerTitle="我的消息"
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false, fullScreen: true }}
        pagination={{
          defaultPageSize: MY_MESSAGES_PAGE_SIZE,
          pageSizeOptions: MY_MESSAGES_PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: pageTotalText,
        }}
        request={async (params, sort) => {
          try {
            const page = await noticeApi.myMessages(toMyMessagesQuery(params, sort));
            return { data: page.records, total: page.total, success: true };
          } catch (error) {
            const text = noticeErrorToShow(error);
            if (text) void message.error(text);
            return { data: [], total: 0, success: false };
          }
        }}
        // A click anywhere on the row opens it (the title and 查看 are links only in looks).
        onRow={(r) => ({ onClick: () => dialog.open(r), style: { cursor: 'pointer' } })}
        toolBarRender={() => [
          <Button key="readAll" type="primary" loading={readAll.isPending} onClick={() => readAll.mutate()}>
            全部标为已读
          </Button>,
        ]}
      />
      <AnnouncementDialog notice={dialog.current} onClose={dialog.close} />
    </PageContainer>
  );
}
