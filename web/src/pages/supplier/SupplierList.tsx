import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { SupplierArchiveRow } from '@srm/contracts/supplier';
import { App, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import { useDictOptions } from '../../modules/masterdata';
import { archiveApi, periodText, SupplierArchiveDrawer } from '../../modules/supplier-archive';
import { filterColumns, listQuery, pagingFor, showTotal } from '../../modules/widgets';

const filters = filterColumns([
  { dataIndex: 'code', queryMode: 'contains' },
  { dataIndex: 'companyName', queryMode: 'contains' },
  { dataIndex: 'creditCode', queryMode: 'contains' },
  { dataIndex: 'supplierType' },
  { dataIndex: 'level' },
]);
const enumOf = (options: { value: string; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, { text: o.label }]));

/**
 * 供应商档案 (menu component `supplier/SupplierList`): the tenant's suppliers (the [P4] companies)
 * with the buyer's profile and their blacklist state; 查看 opens the whole archive.
 */
export function Component() {
  const { message } = App.useApp();
  const paging = pagingFor(false);
  const action = useRef<ActionType>(null);
  const [open, setOpen] = useState<string | null>(null);
  const types = useDictOptions('supplier_type');
  const levels = useDictOptions('supplier_level');
  const columns: ProColumns<SupplierArchiveRow>[] = [
    { title: '供应商编码', dataIndex: 'code', width: 110, sorter: true, defaultSortOrder: 'ascend' },
    {
      title: '企业名称',
      dataIndex: 'companyName',
      render: (_, r) => <a onClick={() => setOpen(r.id)}>{r.companyName}</a>,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    {
      title: '供应商类型',
      dataIndex: 'supplierType',
      width: 100,
      valueType: 'select',
      valueEnum: enumOf(types.options),
      render: (_, r) => r.supplierTypeText ?? '-',
    },
    {
      title: '等级',
      dataIndex: 'level',
      width: 110,
      valueType: 'select',
      valueEnum: enumOf(levels.options),
      render: (_, r) => r.levelText ?? '-',
    },
    {
      title: '注册资本(万元)',
      dataIndex: 'registeredCapital',
      width: 130,
      hideInSearch: true,
      align: 'right',
    },
    { title: '联系人', dataIndex: 'contact', width: 90, hideInSearch: true },
    { title: '联系电话', dataIndex: 'phone', width: 120, hideInSearch: true },
    {
      title: '黑名单',
      dataIndex: 'blacklisted',
      width: 110,
      valueType: 'select',
      valueEnum: { '1': { text: '在黑名单中' }, '0': { text: '不在黑名单中' } },
      render: (_, r) =>
        r.blacklist ? (
          <Tag color="red" title={`${periodText(r.blacklist.from, r.blacklist.to)}；${r.blacklist.reason}`}>
            {r.blacklist.active ? '黑名单' : '黑名单（未开始）'}
          </Tag>
        ) : (
          '-'
        ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      hideInSearch: true,
      render: (_, r) => <Tag>{r.statusText}</Tag>,
    },
    {
      title: '操作',
      key: 'option',
      width: 80,
      valueType: 'option',
      render: (_, r) => [
        <a key="view" onClick={() => setOpen(r.id)}>
          查看
        </a>,
      ],
    },
  ];
  return (
    <PageContainer title="供应商档案">
      <ProTable<SupplierArchiveRow>
        rowKey="id"
        headerTitle={<Space>供应商档案</Space>}
        actionRef={action}
        columns={columns}
        request={async (params, sort) => {
          const { blacklisted, ...rest } = params as Record<string, unknown>;
          const query = listQuery({ params: rest, sort, columns: filters });
          try {
            const page = await archiveApi.list(
              blacklisted === '0' || blacklisted === '1' ? { ...query, blacklisted } : query,
            );
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
      <SupplierArchiveDrawer
        id={open}
        onClose={() => setOpen(null)}
        onChanged={() => action.current?.reload()}
      />
    </PageContainer>
  );
}
