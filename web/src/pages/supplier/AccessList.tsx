import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Tag } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import { supplierApi, type SupplierAccessRow } from '../../modules/supplier';
import { SupplierReviewDrawer } from '../../modules/supplier-review';
import { filterColumns, listQuery, pagingFor, showTotal } from '../../modules/widgets';

const STATUS = {
  draft: { text: '待完善', status: 'Default' },
  pending: { text: '待审核', status: 'Processing' },
  approved: { text: '已准入', status: 'Success' },
  rejected: { text: '已驳回', status: 'Error' },
} as const;
const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

const filters = filterColumns([
  { dataIndex: 'companyName', queryMode: 'contains' },
  { dataIndex: 'creditCode', queryMode: 'contains' },
  { dataIndex: 'contact', queryMode: 'contains' },
  { dataIndex: 'status' },
  { dataIndex: 'createTime', queryMode: 'range' },
]);

/**
 * 供应商准入 (menu component `supplier/AccessList`): the tenant's registered suppliers
 * (`GET /supplier/access/list`), newest first; 审核 opens the detail with 通过 / 驳回.
 */
export function Component() {
  const { message } = App.useApp();
  const paging = pagingFor(false);
  const action = useRef<ActionType>(null);
  const [open, setOpen] = useState<string | null>(null);
  const columns: ProColumns<SupplierAccessRow>[] = [
    { title: '供应商编号', dataIndex: 'id', width: 110, hideInSearch: true },
    { title: '企业名称', dataIndex: 'companyName' },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '联系人', dataIndex: 'contact', width: 110 },
    { title: '联系电话', dataIndex: 'phone', width: 130, hideInSearch: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: STATUS,
      render: (_, r) => <Tag>{r.statusText}</Tag>,
    },
    {
      title: '注册时间',
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      defaultSortOrder: 'descend',
      hideInSearch: true,
      render: (_, r) => time(r.createTime),
    },
    {
      title: '注册时间',
      key: 'createTimeRange',
      dataIndex: 'createTime',
      valueType: 'dateTimeRange',
      hideInTable: true,
    },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      width: 170,
      hideInSearch: true,
      render: (_, r) => time(r.submittedAt),
    },
    {
      title: '操作',
      key: 'option',
      width: 90,
      valueType: 'option',
      render: (_, r) => [
        <a key="review" onClick={() => setOpen(r.id)}>
          {r.status === 'pending' ? '审核' : '查看'}
        </a>,
      ],
    },
  ];
  return (
    <PageContainer title="供应商准入">
      <ProTable<SupplierAccessRow>
        rowKey="id"
        headerTitle="供应商准入"
        actionRef={action}
        columns={columns}
        request={async (params, sort) => {
          const query = listQuery({ params, sort, columns: filters });
          try {
            const page = await supplierApi.list(query);
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        options={{ reload: true, density: true, setting: true }}
        pagination={{
          defaultPageSize: paging.defaultPageSize,
          pageSizeOptions: paging.pageSizeOptions,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total, range) => showTotal(range, total),
        }}
      />
      <SupplierReviewDrawer
        id={open}
        onClose={() => setOpen(null)}
        onReviewed={() => action.current?.reload()}
      />
    </PageContainer>
  );
}
