import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { App, Badge, Button, Drawer } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../modules/core';
import { InstanceView, processApi, processPushes, type CcRow } from '../../modules/process';

/**
 * 抄送我的 (menu component `process/CcList`): the approvals the user was copied on (a task approved,
 * or the end reached). 查看 opens the instance and marks the copy read; the bell's 处理 lands here with
 * `?instanceId=` (a tab of its own), which opens that instance. Reloads when a copy arrives.
 */
export function Component() {
  const { message } = App.useApp();
  const table = useRef<ActionType>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [params] = useSearchParams();

  /** Opens the instance; its unread copies in view are marked read (a failure only leaves them unread). */
  const view = useCallback(async (instanceId: string, unread: string[]) => {
    setOpen(instanceId);
    if (unread.length === 0) return;
    try {
      await processApi.ccRead({ ids: unread });
    } catch {
      // Opening stays possible; the copy stays 未读 and can be opened again.
    }
    void table.current?.reload();
  }, []);

  // The bell's 处理 opens its own tab (the query is part of the tab's address): open that instance once.
  const linked = params.get('instanceId');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || handled.current === linked) return;
    handled.current = linked;
    void (async () => {
      const page = await processApi
        .ccList({ pageNo: 1, pageSize: 100, readFlag: '0' })
        .catch(() => ({ records: [] as CcRow[] }));
      await view(
        linked,
        page.records.filter((r) => r.instanceId === linked).map((r) => r.id),
      );
    })();
  }, [linked, view]);

  useEffect(() => processPushes.subscribe((p) => p.copied && void table.current?.reload()), []);

  return (
    <PageContainer title="抄送我的">
      <ProTable<CcRow>
        rowKey="id"
        actionRef={table}
        data-testid="cc-list"
        toolBarRender={() => [
          <Button
            key="readAll"
            onClick={async () => {
              try {
                void message.success(await processApi.ccRead({ all: true }));
                void table.current?.reload();
              } catch (e) {
                void message.error(errorText(e, '操作失败'));
              }
            }}
          >
            全部已读
          </Button>,
        ]}
        request={async ({ current = 1, pageSize = 10, title, processName, readFlag }) => {
          const page = await processApi.ccList({
            pageNo: current,
            pageSize,
            ...(title ? { title: `*${String(title).trim()}*` } : {}),
            ...(processName ? { processName: `*${String(processName).trim()}*` } : {}),
            ...(readFlag !== undefined && readFlag !== '' ? { readFlag } : {}),
          });
          return { data: page.records, total: page.total, success: true };
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '流程', dataIndex: 'processName' },
          { title: '节点', dataIndex: 'nodeName', hideInSearch: true },
          { title: '发起人', dataIndex: 'initiatorName', hideInSearch: true },
          { title: '抄送时间', dataIndex: 'createTime', valueType: 'dateTime', hideInSearch: true },
          {
            title: '状态',
            dataIndex: 'readFlag',
            valueType: 'select',
            valueEnum: { '0': { text: '未读' }, '1': { text: '已读' } },
            render: (_, r) =>
              r.readFlag ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />,
          },
          {
            title: '操作',
            valueType: 'option',
            render: (_, r) => (
              <Button type="link" onClick={() => void view(r.instanceId, r.readFlag ? [] : [r.id])}>
                查看
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={!!open} width={960} title="流程实例" onClose={() => setOpen(null)} destroyOnHidden>
        {open && <InstanceView instanceId={open} />}
      </Drawer>
    </PageContainer>
  );
}
