import type { ReportHead } from '@srm/contracts/report';
import { App, Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '../../modules/core';
import { reportAdminApi, ReportDefinitionForm, reportViewPath } from '../../modules/report';
import { Authorized, GenericList, type ListColumn } from '../../modules/widgets';

const columns: ListColumn<ReportHead>[] = [
  { title: '报表编码', dataIndex: 'code', queryMode: 'contains', searchable: true, sorter: true },
  { title: '报表名称', dataIndex: 'name', queryMode: 'contains', searchable: true, sorter: true },
  {
    title: '数据来源',
    dataIndex: 'entity',
    sorter: true,
    render: (_, r) => (r.entityLabel ? `${r.entityLabel}（${r.entity}）` : r.entity),
  },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    searchable: 'date',
  },
];

/** Online报表 (menu component `online/ReportList`): reports defined over declared entities, each opened as a list. */
export function Component() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const remove = async (r: ReportHead, reload: () => void) => {
    try {
      void message.success((await reportAdminApi.remove(r.id)) || '删除成功!');
      reload();
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };
  return (
    <GenericList
      title="Online报表"
      base="/online/cgreport/head"
      actions="online:report"
      rowKey="id"
      columns={columns}
      deletable={false}
      exportable={false}
      importable={false}
      renderForm={(slot) => <ReportDefinitionForm {...slot} />}
      rowActions={(r, reload) => [
        <Button key="open" type="link" size="small" onClick={() => void navigate(reportViewPath(r.code))}>
          打开
        </Button>,
        <Authorized key="delete" action="online:report:delete">
          <Popconfirm title="确认删除" description="是否删除选中数据?" onConfirm={() => remove(r, reload)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Authorized>,
      ]}
    />
  );
}
