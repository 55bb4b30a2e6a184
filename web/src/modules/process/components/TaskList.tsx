import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { listQuery } from '../../widgets';
import { processApi } from '../services/processApi';
import { processPushes } from '../services/processPushes';
import type { TaskRow } from '../types';
import { TaskDrawer } from './TaskDrawer';

/** The search form's text fields match anywhere in the value (`*x*`). */
const FILTERS = ['title', 'name', 'processName', 'businessKey', 'initiatorName'].map((key) => ({
  key,
  filterMode: 'contains' as const,
}));

/** 我的任务 (todo) / 历史任务 (done); the todo list reloads when a task arrives or leaves. */
export function TaskList({ which }: { which: 'todo' | 'done' }) {
  const table = useRef<ActionType>(null);
  const [open, setOpen] = useState<TaskRow | null>(null);

  useEffect(
    () => (which === 'todo' ? processPushes.subscribe(() => void table.current?.reload()) : undefined),
    [which],
  );

  return (
    <PageContainer title={which === 'todo' ? '我的任务' : '历史任务'}>
      <ProTable<TaskRow>
        rowKey="id"
        actionRef={table}
        data-testid={`task-list-${which}`}
        request={async (params, sort) => {
          const page = await processApi.tasks(which, listQuery({ params, sort, columns: FILTERS }));
          return { data: page.records, total: page.total, success: true };
        }}
        columns={[
          { title: '标题', dataIndex: 'title', sorter: true },
          { title: '任务', dataIndex: 'name', sorter: true },
          { title: '流程', dataIndex: 'processName', sorter: true },
          { title: '业务编号', dataIndex: 'businessKey', sorter: true },
          {
            title: '发起人',
            dataIndex: 'initiatorName',
            sorter: true,
            render: (_, r) => r.initiatorName ?? r.initiator,
          },
          ...(which === 'done'
            ? [
                {
                  title: '处理结果',
                  dataIndex: 'outcome',
                  hideInSearch: true,
                  render: (_: unknown, r: TaskRow) =>
                    r.outcome === 'rejected' ? '驳回' : r.outcome ? '同意' : '-',
                },
                {
                  title: '完成时间',
                  dataIndex: 'endTime',
                  valueType: 'dateTime' as const,
                  hideInSearch: true,
                  sorter: true,
                  defaultSortOrder: 'descend' as const,
                },
              ]
            : [
                {
                  title: '到达时间',
                  dataIndex: 'createTime',
                  valueType: 'dateTime' as const,
                  hideInSearch: true,
                  sorter: true,
                  defaultSortOrder: 'descend' as const,
                },
              ]),
          {
            title: '操作',
            valueType: 'option',
            render: (_, r) => (
              <Button type="link" onClick={() => setOpen(r)}>
                {which === 'todo' ? '办理' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      <TaskDrawer
        task={open}
        done={which === 'done'}
        onClose={() => setOpen(null)}
        onHandled={() => {
          setOpen(null);
          void table.current?.reload();
        }}
      />
    </PageContainer>
  );
}
