import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { BondRow } from '@srm/contracts/finance';
import { App } from 'antd';
import type { ReactNode, Ref } from 'react';
import { errorText } from '../../core';

export type BondTableProps = {
  load: () => Promise<BondRow[]>;
  actionRef?: Ref<ActionType | undefined>;
  toolBar?: ReactNode[];
  /** Hide the supplier column (the supplier's own view). */
  own?: boolean;
};

/** 履约保证金: amount, the bid deposit converted into it, due date, expiry and the reminder sent. */
export function BondTable({ load, actionRef, toolBar, own = false }: BondTableProps) {
  const { message } = App.useApp();
  const columns: ProColumns<BondRow>[] = [
    { title: '项目编号', dataIndex: 'projectCode', width: 160 },
    { title: '项目名称', dataIndex: 'projectTitle', ellipsis: true },
    ...(own ? [] : [{ title: '中标供应商', dataIndex: 'supplierName' } as ProColumns<BondRow>]),
    { title: '金额', dataIndex: 'amount', align: 'right', render: (_, r) => `${r.amount} ${r.currency}` },
    {
      title: '投标保证金转入',
      dataIndex: 'convertedDeposit',
      align: 'right',
      render: (_, r) => (r.convertedDeposit ? `${r.convertedDeposit} ${r.currency}` : '-'),
    },
    { title: '缴纳截止日', dataIndex: 'dueDate', width: 110 },
    { title: '到期日', dataIndex: 'expiresOn', width: 110 },
    {
      title: '到期提醒',
      dataIndex: 'remindedAt',
      width: 170,
      render: (_, r) =>
        r.remindedAt ? new Date(r.remindedAt).toLocaleString('zh-CN', { hour12: false }) : '未发送',
    },
  ];
  return (
    <ProTable<BondRow>
      rowKey="id"
      headerTitle="履约保证金"
      actionRef={actionRef}
      columns={columns}
      request={async () => {
        try {
          return { data: await load(), success: true };
        } catch (e) {
          void message.error(errorText(e, '查询失败'));
          return { data: [], success: false };
        }
      }}
      toolBarRender={() => toolBar ?? []}
      search={false}
      pagination={false}
    />
  );
}
