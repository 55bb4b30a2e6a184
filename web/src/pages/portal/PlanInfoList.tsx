import type { PlanInfoRow } from '@srm/contracts/portal';
import { App, Popconfirm, Typography } from 'antd';
import { api, errorText } from '../../modules/core';
import { Authorized, GenericList, type ListColumn } from '../../modules/widgets';

/** One 信息征集 record as `GET /portal/planInfo/list` answers it. */
type PlanInfo = PlanInfoRow;

const STATUS_ENUM = {
  pending: { text: '未处理', status: 'Warning' },
  handled: { text: '已处理', status: 'Success' },
};

const columns: ListColumn<PlanInfo>[] = [
  { title: '企业名称', dataIndex: 'companyName', queryMode: 'contains', searchable: true, sorter: true },
  { title: '统一社会信用代码', dataIndex: 'creditCode', searchable: true, width: 190 },
  {
    title: '采购计划',
    dataIndex: 'projectTitle',
    queryMode: 'contains',
    searchable: true,
    ellipsis: true,
    render: (_, r) => r.projectTitle ?? '（一般信息）',
  },
  { title: '联系人', dataIndex: 'contact', hideInSearch: true, width: 100 },
  { title: '手机号', dataIndex: 'phone', searchable: true, width: 130 },
  { title: '邮箱', dataIndex: 'email', hideInSearch: true, ellipsis: true },
  {
    title: '供应品类',
    dataIndex: 'categoryNames',
    hideInSearch: true,
    ellipsis: true,
    render: (_, r) => r.categoryNames.join('、') || '-',
  },
  {
    title: '需求描述',
    dataIndex: 'description',
    hideInSearch: true,
    ellipsis: true,
    render: (_, r) => (
      <Typography.Text ellipsis={{ tooltip: r.description }} style={{ maxWidth: 220 }}>
        {r.description || '-'}
      </Typography.Text>
    ),
  },
  {
    title: '处理状态',
    dataIndex: 'status',
    valueType: 'select',
    valueEnum: STATUS_ENUM,
    searchable: true,
    width: 110,
  },
  {
    title: '提交时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    width: 180,
  },
];

/** 门户管理 > 信息征集 (menu component `portal/PlanInfoList`): /planCollectInfo's records, 已处理 and 邀请注册. */
export function Component() {
  const { message } = App.useApp();
  const act = async (
    path: '/portal/planInfo/handle' | '/portal/planInfo/invite',
    id: string,
    reload: () => void,
  ) => {
    try {
      void message.success(await api.message('POST', path, { body: { id } }));
      reload();
    } catch (e) {
      void message.error(errorText(e, '操作失败'));
    }
  };
  return (
    <GenericList
      title="信息征集"
      base="/portal/planInfo"
      actions="portal:planInfo"
      rowKey="id"
      columns={columns}
      deletable={false}
      exportable={false}
      importable={false}
      rowActions={(record, reload) => [
        ...(record.status === 'pending'
          ? [
              <Authorized key="handle" action="portal:planInfo:handle">
                <a onClick={() => void act('/portal/planInfo/handle', record.id, reload)}>标记已处理</a>
              </Authorized>,
            ]
          : []),
        <Authorized key="invite" action="portal:planInfo:invite">
          <Popconfirm
            title={`向 ${record.phone} 发送注册邀请短信？`}
            onConfirm={() => act('/portal/planInfo/invite', record.id, reload)}
          >
            <a>{record.inviteCount > 0 ? `再次邀请注册` : '邀请注册'}</a>
          </Popconfirm>
        </Authorized>,
      ]}
    />
  );
}
