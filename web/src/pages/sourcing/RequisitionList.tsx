import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import {
  REQUISITION_STATUS_TEXT,
  SOURCING_ACTIONS,
  type RequisitionRow,
  type RequisitionView,
} from '@srm/contracts/sourcing';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import {
  dateTime,
  REQUISITION_STATUS_COLOR,
  RequisitionDrawer,
  RequisitionModal,
  sourcingApi,
} from '../../modules/sourcing';
import { filterColumns, listQuery, pagingFor, showTotal, useAuthorized } from '../../modules/widgets';

const filters = filterColumns([
  { dataIndex: 'code', queryMode: 'contains' },
  { dataIndex: 'title', queryMode: 'contains' },
  { dataIndex: 'status' },
]);

/**
 * 采购申请 (menu component `sourcing/RequisitionList`): the tenant's requisitions; 新增 saves a draft
 * of material lines, 提交审批 starts the `purchaseRequisition` approval, 查看 shows where each line went.
 */
export function Component() {
  const { message } = App.useApp();
  const paging = pagingFor(false);
  const action = useRef<ActionType>(null);
  const canAdd = useAuthorized(SOURCING_ACTIONS.requisitionAdd);
  const canEdit = useAuthorized(SOURCING_ACTIONS.requisitionEdit);
  const canSubmit = useAuthorized(SOURCING_ACTIONS.requisitionSubmit);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<RequisitionView | undefined>();
  const edit = async (id: string) => {
    try {
      setEditing(await sourcingApi.requisition(id));
    } catch (e) {
      void message.error(errorText(e, '查询失败'));
    }
  };
  const submit = async (id: string) => {
    try {
      await sourcingApi.submitRequisition(id);
      void message.success('已提交审批');
      void action.current?.reload();
    } catch (e) {
      void message.error(errorText(e, '提交失败'));
    }
  };
  const columns: ProColumns<RequisitionRow>[] = [
    { title: '申请编号', dataIndex: 'code', width: 170 },
    { title: '申请标题', dataIndex: 'title' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        Object.entries(REQUISITION_STATUS_TEXT).map(([k, v]) => [k, { text: v }]),
      ),
      render: (_, r) => <Tag color={REQUISITION_STATUS_COLOR[r.status]}>{r.statusText}</Tag>,
    },
    { title: '行数', dataIndex: 'lineCount', width: 70, hideInSearch: true },
    { title: '申请人', dataIndex: 'createdBy', width: 110, hideInSearch: true },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      hideInSearch: true,
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, r) => dateTime(r.createTime),
    },
    {
      title: '操作',
      key: 'option',
      width: 170,
      valueType: 'option',
      render: (_, r) => [
        <a key="view" onClick={() => setViewing(r.id)}>
          查看
        </a>,
        canEdit && (r.status === 'draft' || r.status === 'rejected') ? (
          <a key="edit" onClick={() => void edit(r.id)}>
            编辑
          </a>
        ) : null,
        canSubmit && (r.status === 'draft' || r.status === 'rejected') ? (
          <Popconfirm key="submit" title="确定提交审批？" onConfirm={() => submit(r.id)}>
            <a>提交审批</a>
          </Popconfirm>
        ) : null,
      ],
    },
  ];
  return (
    <PageContainer title="采购申请">
      <ProTable<RequisitionRow>
        rowKey="id"
        headerTitle="采购申请"
        actionRef={action}
        columns={columns}
        request={async (params, sort) => {
          const query = listQuery({ params, sort, columns: filters });
          try {
            const page = await sourcingApi.requisitions(query);
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() =>
          canAdd
            ? [
                <Button key="add" type="primary" onClick={() => setAdding(true)}>
                  新增
                </Button>,
              ]
            : []
        }
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
      <RequisitionModal
        open={adding}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          void action.current?.reload();
        }}
      />
      <RequisitionModal
        open={editing !== undefined}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onDone={() => {
          setEditing(undefined);
          void action.current?.reload();
        }}
      />
      <RequisitionDrawer id={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  );
}
