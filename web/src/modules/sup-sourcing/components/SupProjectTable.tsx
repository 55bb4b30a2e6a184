import type { SupplierProjectRow } from '@srm/contracts/sourcing';
import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { errorText } from '../../core';
import { deadlineText } from '../utils/countdown';
import { Countdown } from './Countdown';

const STATUS_COLOR: Record<string, string> = {
  registration: 'blue',
  bidding: 'green',
  evaluation: 'orange',
  pendingAward: 'orange',
  awarded: 'purple',
  resultPublished: 'purple',
  cancelled: 'default',
};

export type SupProjectTableProps = {
  rows: SupplierProjectRow[];
  loading: boolean;
  error: unknown;
  /** The columns of the kind (询价: 轮次 and 是否已报价; 招标: 报名截止 and 参与方式). */
  kind: 'inquiry' | 'tender';
  onOpen: (id: string) => void;
};

/** 我的询价 / 我的投标: the projects the supplier takes part in, with the open phase's countdown. */
export function SupProjectTable({ rows, loading, error, kind, onOpen }: SupProjectTableProps) {
  const columns: ColumnsType<SupplierProjectRow> = [
    { title: '项目编号', dataIndex: 'code', width: 150 },
    { title: '项目名称', dataIndex: 'title', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'statusText',
      width: 110,
      render: (text: string, r) => <Tag color={STATUS_COLOR[r.status]}>{text}</Tag>,
    },
    ...(kind === 'inquiry'
      ? ([
          { title: '轮次', dataIndex: 'round', width: 70, render: (n: number) => (n > 0 ? `第${n}轮` : '-') },
          {
            title: '报价截止时间',
            key: 'deadline',
            width: 300,
            render: (_, r) => <Countdown deadline={r.deadline ?? r.quoteDeadline} />,
          },
          {
            title: '是否已报价',
            dataIndex: 'quoted',
            width: 100,
            render: (quoted: boolean) => (quoted ? <Tag color="green">已报价</Tag> : <Tag>未报价</Tag>),
          },
        ] satisfies ColumnsType<SupplierProjectRow>)
      : ([
          {
            title: '参与方式',
            key: 'participation',
            width: 100,
            render: (_, r) =>
              r.participating ? (r.participation === 'invited' ? '已受邀' : '已参与') : '可报名',
          },
          {
            title: '报名截止时间',
            dataIndex: 'registrationDeadline',
            width: 170,
            render: (d: string | null) => deadlineText(d),
          },
          {
            title: '投标截止时间',
            key: 'deadline',
            width: 300,
            render: (_, r) => (
              <Countdown
                deadline={r.status === 'registration' ? r.quoteDeadline : (r.deadline ?? r.quoteDeadline)}
              />
            ),
          },
        ] satisfies ColumnsType<SupplierProjectRow>)),
    {
      title: '操作',
      key: 'op',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onOpen(r.id)}>
          {kind === 'inquiry' && r.status === 'bidding' ? '报价' : '查看'}
        </Button>
      ),
    },
  ];
  return (
    <>
      {error ? <Alert type="error" showIcon message={errorText(error, '加载失败')} /> : null}
      <Table<SupplierProjectRow>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: kind === 'inquiry' ? '暂无询价' : '暂无招标' }}
      />
    </>
  );
}
