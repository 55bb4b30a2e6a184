import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { processApi } from '../services/processApi';
import { processPushes } from '../services/processPushes';
import type { TaskRow } from '../types';
import { TaskDrawer } from './TaskDrawer';

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
        search={false}
        data-testid={`task-list-${which}`}
        request={async ({ current = 1, pageSize = 10 }) => {
          const page = await processApi.tasks(which, current, pageSize);
          return { data: page.records, total: page.total, success: true };
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '任务', dataIndex: 'name' },
          { title: '流程', dataIndex: 'processName' },
          { title: '业务编号', dataIndex: 'businessKey' },
          { title: '发起人', render: (_, r) => r.initiatorName ?? r.initiator },
          ...(which === 'done'
            ? [
                {
                  title: '处理结果',
                  render: (_: unknown, r: TaskRow) =>
                    r.outcome === 'rejected' ? '驳回' : r.outcome ? '同意' : '-',
                },
                { title: '完成时间', dataIndex: 'endTime', valueType: 'dateTime' as const },
              ]
            : [{ title: '到达时间', dataIndex: 'createTime', valueType: 'dateTime' as const }]),
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
