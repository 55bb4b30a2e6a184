import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { App, Tag } from 'antd';
import type { LoginLogRow } from '@srm/contracts/system';
import { api, ApiError } from '../../modules/core';
import { formatNoticeTime } from '../../modules/notice';
import { filterColumns, listQuery, pagingFor, showTotal } from '../../modules/widgets';

/** One login attempt of `GET /sys/log/list` (the contract's row). */
type LoginLog = LoginLogRow;

const columns: ProColumns<LoginLog>[] = [
  {
    title: '登录时间',
    dataIndex: 'time',
    width: 180,
    sorter: true,
    defaultSortOrder: 'descend',
    hideInSearch: true,
    render: (_, r) => formatNoticeTime(r.time),
  },
  {
    title: '登录时间',
    key: 'timeRange',
    dataIndex: 'time',
    valueType: 'dateTimeRange',
    hideInTable: true,
  },
  { title: '用户账号', dataIndex: 'username', width: 160 },
  { title: '用户姓名', dataIndex: 'realname', width: 140 },
  { title: 'IP 地址', dataIndex: 'ip', hideInSearch: true },
  {
    title: '登录结果',
    dataIndex: 'success',
    width: 110,
    valueType: 'select',
    valueEnum: { 1: { text: '成功' }, 0: { text: '失败' } },
    render: (_, r) => (r.success === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>),
  },
];
const filters = filterColumns([
  { dataIndex: 'time', queryMode: 'range' },
  { dataIndex: 'username', queryMode: 'contains' },
  { dataIndex: 'realname', queryMode: 'contains' },
  { dataIndex: 'success' },
]);

/**
 * 日志管理 (menu component `system/LogList`): the tenant's login log (`GET /sys/log/list`), newest first,
 * filtered by username and name (contains), outcome and a time range (`time_begin` / `time_end`).
 */
export function Component() {
  const { message } = App.useApp();
  const paging = pagingFor(false);
  return (
    <PageContainer title="登录日志">
      <ProTable<LoginLog>
        rowKey="id"
        headerTitle="登录日志"
        columns={columns}
        request={async (params, sort) => {
          const query = listQuery({ params, sort, columns: filters });
          try {
            const page = await api.get('/sys/log/list', query);
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(e instanceof ApiError && e.message ? e.message : '查询失败');
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
    </PageContainer>
  );
}
