import { ProTable, type ProColumns } from '@ant-design/pro-components';
import type { LedgerRow } from '@srm/contracts/finance';

export type MarginLedgerTableProps = { rows: LedgerRow[]; loading?: boolean };

const columns: ProColumns<LedgerRow>[] = [
  {
    title: '时间',
    dataIndex: 'at',
    width: 170,
    render: (_, r) => new Date(r.at).toLocaleString('zh-CN', { hour12: false }),
  },
  { title: '项目编号', dataIndex: 'projectCode', width: 160 },
  { title: '类型', dataIndex: 'kindText', width: 120 },
  { title: '金额', dataIndex: 'amount', align: 'right', render: (_, r) => `${r.amount} ${r.currency}` },
  { title: '余额', dataIndex: 'balance', align: 'right', render: (_, r) => `${r.balance} ${r.currency}` },
  { title: '原因', dataIndex: 'reason', ellipsis: true },
];

/** 保证金账户台账: each receipt, refund, conversion and deduction with the running balance. */
export function MarginLedgerTable({ rows, loading }: MarginLedgerTableProps) {
  return (
    <ProTable<LedgerRow>
      rowKey={(r) => `${r.depositId}:${r.kind}`}
      headerTitle="台账"
      columns={columns}
      dataSource={rows}
      loading={loading}
      search={false}
      options={false}
      pagination={false}
    />
  );
}
