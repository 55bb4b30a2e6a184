import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { DepositRow, MarginAccountRow } from '@srm/contracts/finance';
import { App, Button, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import {
  BondAddModal,
  BondTable,
  DepositStatusTag,
  financeApi,
  MarginLedgerTable,
  ReasonModal,
} from '../../modules/finance';
import { displayName, fileLink, openSignedLink, useAuthorized } from '../../modules/widgets';

type Asking = { action: 'reject' | 'refund' | 'deduct'; row: DepositRow };
const ASK = {
  reject: { title: '驳回保证金', label: '驳回原因', done: '已驳回' },
  refund: { title: '退还保证金', label: '退还原因', done: '已退还' },
  deduct: { title: '扣除保证金', label: '扣除原因', done: '已扣除' },
} as const;

/**
 * 保证金 (menu component `finance/DepositList`): the suppliers' bid deposits with 确认/驳回 (a confirmed
 * deposit makes the supplier's 报名 effective), 退还 and 扣除; the margin accounts (保证金账户) with each
 * supplier's ledger; and the performance bonds (履约保证金).
 */
export function Component() {
  const { message } = App.useApp();
  const deposits = useRef<ActionType>(null);
  const bonds = useRef<ActionType>(null);
  const canConfirm = useAuthorized('finance:deposit:confirm');
  const canRefund = useAuthorized('finance:deposit:refund');
  const canDeduct = useAuthorized('finance:deposit:deduct');
  const canAddBond = useAuthorized('finance:bond:add');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [addingBond, setAddingBond] = useState(false);
  const [ledgerOf, setLedgerOf] = useState<MarginAccountRow | null>(null);
  const [ledger, setLedger] = useState<Awaited<ReturnType<typeof financeApi.accounts>>['ledger']>([]);

  const confirm = async (row: DepositRow) => {
    try {
      await financeApi.confirm(row.id);
      void message.success('保证金已确认');
      void deposits.current?.reload();
    } catch (e) {
      void message.error(errorText(e, '确认失败'));
    }
  };
  const depositColumns: ProColumns<DepositRow>[] = [
    { title: '项目编号', dataIndex: 'projectCode', width: 160 },
    { title: '项目名称', dataIndex: 'projectTitle', ellipsis: true },
    { title: '供应商', dataIndex: 'supplierName' },
    { title: '金额', dataIndex: 'amount', align: 'right', render: (_, r) => `${r.amount} ${r.currency}` },
    { title: '缴纳日期', dataIndex: 'paidOn', width: 110 },
    { title: '银行流水号', dataIndex: 'reference', width: 150 },
    {
      title: '凭证',
      dataIndex: 'proof',
      render: (_, r) =>
        r.proof.map((p) => (
          <div key={p}>
            <Typography.Link onClick={() => void openSignedLink(fileLink(p))}>
              {displayName(p)}
            </Typography.Link>
          </div>
        )),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      render: (_, r) => <DepositStatusTag status={r.status} />,
    },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    {
      title: '操作',
      key: 'option',
      valueType: 'option',
      width: 160,
      render: (_, r) => [
        ...(canConfirm && r.status === 'paid'
          ? [
              <a key="confirm" onClick={() => void confirm(r)}>
                确认
              </a>,
              <a key="reject" onClick={() => setAsking({ action: 'reject', row: r })}>
                驳回
              </a>,
            ]
          : []),
        ...(canRefund && r.status === 'confirmed'
          ? [
              <a key="refund" onClick={() => setAsking({ action: 'refund', row: r })}>
                退还
              </a>,
            ]
          : []),
        ...(canDeduct && r.status === 'confirmed'
          ? [
              <a key="deduct" onClick={() => setAsking({ action: 'deduct', row: r })}>
                扣除
              </a>,
            ]
          : []),
      ],
    },
  ];
  const accountColumns: ProColumns<MarginAccountRow>[] = [
    { title: '供应商', dataIndex: 'supplierName' },
    { title: '币种', dataIndex: 'currency', width: 80 },
    { title: '余额', dataIndex: 'balance', align: 'right' },
    { title: '累计收款', dataIndex: 'received', align: 'right' },
    { title: '累计退还', dataIndex: 'refunded', align: 'right' },
    { title: '转履约保证金', dataIndex: 'converted', align: 'right' },
    { title: '累计扣除', dataIndex: 'deducted', align: 'right' },
    {
      title: '操作',
      key: 'option',
      valueType: 'option',
      width: 80,
      render: (_, r) => [
        <a
          key="ledger"
          onClick={() => {
            setLedgerOf(r);
            financeApi.accounts(r.supplierId).then(
              (v) => setLedger(v.ledger),
              (e: unknown) => void message.error(errorText(e, '查询失败')),
            );
          }}
        >
          台账
        </a>,
      ],
    },
  ];

  return (
    <PageContainer title="保证金">
      <Tabs
        items={[
          {
            key: 'deposit',
            label: '投标保证金',
            children: (
              <ProTable<DepositRow>
                rowKey="id"
                headerTitle="投标保证金"
                actionRef={deposits}
                columns={depositColumns}
                request={async () => {
                  try {
                    return { data: await financeApi.deposits(), success: true };
                  } catch (e) {
                    void message.error(errorText(e, '查询失败'));
                    return { data: [], success: false };
                  }
                }}
                search={false}
                pagination={{ defaultPageSize: 20 }}
              />
            ),
          },
          {
            key: 'account',
            label: '保证金账户',
            children: (
              <>
                <ProTable<MarginAccountRow>
                  rowKey={(r) => `${r.supplierId}:${r.currency}`}
                  headerTitle="保证金账户"
                  columns={accountColumns}
                  request={async () => {
                    try {
                      return { data: (await financeApi.accounts()).accounts, success: true };
                    } catch (e) {
                      void message.error(errorText(e, '查询失败'));
                      return { data: [], success: false };
                    }
                  }}
                  search={false}
                  pagination={false}
                />
                {ledgerOf && (
                  <>
                    <Typography.Title level={5}>{ledgerOf.supplierName}</Typography.Title>
                    <MarginLedgerTable rows={ledger} />
                  </>
                )}
              </>
            ),
          },
          {
            key: 'bond',
            label: '履约保证金',
            children: (
              <BondTable
                load={financeApi.bonds}
                actionRef={bonds}
                toolBar={
                  canAddBond
                    ? [
                        <Button key="add" type="primary" onClick={() => setAddingBond(true)}>
                          登记履约保证金
                        </Button>,
                      ]
                    : []
                }
              />
            ),
          },
        ]}
      />
      <ReasonModal
        title={asking ? `${ASK[asking.action].title}：${asking.row.supplierName}` : null}
        label={asking ? ASK[asking.action].label : ''}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          try {
            await financeApi[asking.action](asking.row.id, reason);
            void message.success(ASK[asking.action].done);
            setAsking(null);
            void deposits.current?.reload();
          } catch (e) {
            void message.error(errorText(e, '操作失败'));
          }
        }}
      />
      <BondAddModal
        open={addingBond}
        onClose={() => setAddingBond(false)}
        onDone={() => {
          setAddingBond(false);
          void bonds.current?.reload();
          void deposits.current?.reload();
        }}
      />
    </PageContainer>
  );
}
