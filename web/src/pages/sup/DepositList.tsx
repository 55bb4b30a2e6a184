import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { DepositDueRow, MarginAccountView } from '@srm/contracts/finance';
import { App, Descriptions, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import {
  BondTable,
  DepositStatusTag,
  financeApi,
  MarginLedgerTable,
  PayDepositModal,
} from '../../modules/finance';

/**
 * 保证金 (menu component `sup/DepositList`): the projects that ask the supplier for a bid deposit, where
 * it records its payment with proof (待确认 until the buyer confirms; then it may quote or bid), its
 * margin account with the ledger, and its performance bonds. Only its own company's.
 */
export function Component() {
  const { message } = App.useApp();
  const due = useRef<ActionType>(null);
  const [paying, setPaying] = useState<DepositDueRow | null>(null);
  const [account, setAccount] = useState<MarginAccountView | null>(null);
  const loadAccount = () =>
    financeApi.myAccount().then(setAccount, (e: unknown) => void message.error(errorText(e, '查询失败')));
  useEffect(() => {
    void loadAccount();
  }, []);
  const columns: ProColumns<DepositDueRow>[] = [
    { title: '项目编号', dataIndex: 'projectCode', width: 160 },
    { title: '项目名称', dataIndex: 'projectTitle', ellipsis: true },
    { title: '保证金', dataIndex: 'amount', align: 'right', render: (_, r) => `${r.amount} ${r.currency}` },
    {
      title: '状态',
      dataIndex: 'depositStatus',
      width: 130,
      render: (_, r) => <DepositStatusTag status={r.depositStatus} />,
    },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    {
      title: '操作',
      key: 'option',
      valueType: 'option',
      width: 90,
      render: (_, r) =>
        r.depositStatus === null || r.depositStatus === 'rejected'
          ? [
              <a key="pay" onClick={() => setPaying(r)}>
                缴纳
              </a>,
            ]
          : [],
    },
  ];
  return (
    <PageContainer title="保证金">
      <Tabs
        items={[
          {
            key: 'due',
            label: '投标保证金',
            children: (
              <ProTable<DepositDueRow>
                rowKey="projectId"
                headerTitle="需缴纳保证金的项目"
                actionRef={due}
                columns={columns}
                request={async () => {
                  try {
                    return { data: await financeApi.due(), success: true };
                  } catch (e) {
                    void message.error(errorText(e, '查询失败'));
                    return { data: [], success: false };
                  }
                }}
                search={false}
                pagination={false}
              />
            ),
          },
          {
            key: 'account',
            label: '保证金账户',
            children: (
              <>
                <Descriptions
                  bordered
                  size="small"
                  items={(account?.accounts ?? []).map((a) => ({
                    key: a.currency,
                    label: `余额（${a.currency}）`,
                    children: a.balance,
                  }))}
                />
                <MarginLedgerTable rows={account?.ledger ?? []} loading={account === null} />
              </>
            ),
          },
          { key: 'bond', label: '履约保证金', children: <BondTable load={financeApi.myBonds} own /> },
        ]}
      />
      <PayDepositModal
        project={paying}
        onClose={() => setPaying(null)}
        onDone={() => {
          setPaying(null);
          void due.current?.reload();
          void loadAccount();
        }}
      />
    </PageContainer>
  );
}
