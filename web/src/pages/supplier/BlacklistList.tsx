import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { BlacklistEntryRow } from '@srm/contracts/supplier';
import { App, Tag } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import { archiveApi, BLACKLIST_STATE_TEXT, BlacklistModal, periodText } from '../../modules/supplier-archive';
import { filterColumns, listQuery, pagingFor, showTotal, useAuthorized } from '../../modules/widgets';

const filters = filterColumns([
  { dataIndex: 'companyName', queryMode: 'contains' },
  { dataIndex: 'reason', queryMode: 'contains' },
]);
const COLORS: Record<BlacklistEntryRow['state'], string> = {
  active: 'red',
  pending: 'orange',
  ended: 'default',
  lifted: 'green',
};

/**
 * 黑名单 (menu component `supplier/BlacklistList`): every blacklist entry with its reason and period;
 * 解除 lifts one still in force (or still to come) with a reason. Suppliers are put on it from 供应商档案.
 */
export function Component() {
  const { message } = App.useApp();
  const paging = pagingFor(false);
  const action = useRef<ActionType>(null);
  const canLift = useAuthorized('supplier:blacklist:edit');
  const [lifting, setLifting] = useState<{ id: string; companyName: string } | null>(null);
  const columns: ProColumns<BlacklistEntryRow>[] = [
    { title: '供应商', dataIndex: 'companyName' },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    { title: '期限', dataIndex: 'from', hideInSearch: true, render: (_, r) => periodText(r.from, r.to) },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      hideInSearch: true,
      render: (_, r) => <Tag color={COLORS[r.state]}>{BLACKLIST_STATE_TEXT[r.state]}</Tag>,
    },
    { title: '操作人', dataIndex: 'createdBy', width: 100, hideInSearch: true },
    {
      title: '拉黑时间',
      dataIndex: 'createTime',
      width: 170,
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, r) => new Date(r.createTime).toLocaleString('zh-CN', { hour12: false }),
    },
    { title: '解除原因', dataIndex: 'liftedReason', hideInSearch: true, ellipsis: true },
    {
      title: '操作',
      key: 'option',
      width: 80,
      valueType: 'option',
      render: (_, r) =>
        canLift && (r.state === 'active' || r.state === 'pending')
          ? [
              <a key="lift" onClick={() => setLifting({ id: r.supplierId, companyName: r.companyName })}>
                解除
              </a>,
            ]
          : [],
    },
  ];
  return (
    <PageContainer title="黑名单">
      <ProTable<BlacklistEntryRow>
        rowKey="id"
        headerTitle="黑名单"
        actionRef={action}
        columns={columns}
        request={async (params, sort) => {
          const query = listQuery({ params, sort, columns: filters });
          try {
            const page = await archiveApi.blacklist(query);
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: true, setting: true }}
        pagination={{
          defaultPageSize: paging.defaultPageSize,
          pageSizeOptions: paging.pageSizeOptions,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total, range) => showTotal(range, total),
        }}
      />
      <BlacklistModal
        supplier={lifting}
        lift
        onClose={() => setLifting(null)}
        onDone={() => {
          setLifting(null);
          void action.current?.reload();
        }}
      />
    </PageContainer>
  );
}
