import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { dateTime, PROJECT_STATUS_COLOR, sourcingApi } from '../../sourcing';

/** 评标 without a project: the tenant's tenders, newest first; 评标 opens one. */
export function TenderPicker({ onPick }: { onPick: (id: string) => void }) {
  const [pageNo, setPageNo] = useState(1);
  const pageSize = 20;
  const list = useQuery({
    queryKey: ['tender', 'list', pageNo],
    queryFn: () =>
      sourcingApi.projects({ kind: 'tender', pageNo, pageSize, column: 'createTime', order: 'desc' }),
  });
  if (list.error) return <Alert type="error" showIcon message={errorText(list.error, '查询失败')} />;
  return (
    <Table
      rowKey="id"
      size="small"
      loading={list.isPending}
      dataSource={list.data?.records ?? []}
      data-testid="tender-picker"
      pagination={{ current: pageNo, pageSize, total: list.data?.total ?? 0, onChange: setPageNo }}
      columns={[
        { title: '项目编号', dataIndex: 'code', width: 170 },
        { title: '项目名称', dataIndex: 'title' },
        {
          title: '状态',
          dataIndex: 'status',
          width: 110,
          render: (_, r) => <Tag color={PROJECT_STATUS_COLOR[r.status]}>{r.statusText}</Tag>,
        },
        {
          title: '投标截止',
          dataIndex: 'quoteDeadline',
          width: 170,
          render: (_, r) => dateTime(r.quoteDeadline),
        },
        {
          title: '操作',
          key: 'op',
          width: 80,
          render: (_, r) => <a onClick={() => onPick(r.id)}>评标</a>,
        },
      ]}
    />
  );
}
