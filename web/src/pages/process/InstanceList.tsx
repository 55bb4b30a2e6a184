import { FilterOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { App, Badge, Button, Drawer, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../modules/core';
import { InstanceView, processApi, StartApprovalModal, type InstanceRow } from '../../modules/process';
import {
  Authorized,
  listQuery,
  SuperQueryModal,
  type SuperQueryField,
  type SuperQueryState,
} from '../../modules/widgets';

/** The search form's text fields match anywhere in the value (`*x*`); 状态 is one of its values. */
const FILTERS = ['title', 'processName', 'businessKey', 'initiatorName'].map((key) => ({
  key,
  filterMode: 'contains' as const,
}));

/** 高级查询's fields (the API's `instanceList` whitelist). */
const QUERY_FIELDS: SuperQueryField[] = [
  { value: 'title', label: '标题', type: 'string' },
  { value: 'processName', label: '流程', type: 'string' },
  { value: 'businessKey', label: '业务编号', type: 'string' },
  { value: 'initiatorName', label: '发起人', type: 'string' },
  { value: 'status', label: '状态', type: 'string' },
  { value: 'version', label: '版本', type: 'number' },
  { value: 'startTime', label: '发起时间', type: 'date' },
  { value: 'endTime', label: '结束时间', type: 'date' },
];

/** 流程实例 (menu component `process/InstanceList`): every approval of the tenant; 发起审批, 查看, 作废. */
export function Component() {
  const { message } = App.useApp();
  const table = useRef<ActionType>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [superQuery, setSuperQuery] = useState<SuperQueryState>({ conditions: [], matchType: 'and' });
  const [superOpen, setSuperOpen] = useState(false);

  return (
    <PageContainer title="流程实例">
      <ProTable<InstanceRow, { superQuery: SuperQueryState }>
        rowKey="id"
        actionRef={table}
        data-testid="instance-list"
        toolBarRender={() => [
          <Authorized key="start" action="process:instance:start">
            <StartApprovalModal
              onStarted={(id) => {
                // The new approval opens at once; the list has it once its workflow recorded the start.
                setOpen(id);
                void table.current?.reload();
              }}
            />
          </Authorized>,
          <Badge key="super" count={superQuery.conditions.length} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setSuperOpen(true)}>
              高级查询
            </Button>
          </Badge>,
        ]}
        params={{ superQuery }}
        request={async ({ superQuery: sq, ...all }, sort) => {
          // 异常 is the API's own flag, not a list-contract filter.
          const { incidents, ...params } = all as typeof all & { incidents?: string };
          const page = await processApi.instances({
            ...listQuery({ params, sort, columns: FILTERS, superQuery: sq }),
            ...(incidents ? { incident: '1' } : {}),
          });
          return { data: page.records, total: page.total, success: true };
        }}
        columns={[
          { title: '标题', dataIndex: 'title', sorter: true },
          { title: '流程', dataIndex: 'processName', sorter: true },
          { title: '业务编号', dataIndex: 'businessKey', sorter: true },
          { title: '发起人', dataIndex: 'initiatorName', sorter: true },
          {
            title: '状态',
            dataIndex: 'status',
            sorter: true,
            valueType: 'select',
            valueEnum: {
              running: { text: '审批中', status: 'Processing' },
              ended: { text: '已结束', status: 'Default' },
            },
          },
          { title: '结果', dataIndex: 'outcome_dictText', hideInSearch: true },
          {
            title: '异常',
            dataIndex: 'incidents',
            valueType: 'select',
            valueEnum: { 1: { text: '有异常', status: 'Error' } },
            render: (_, r) => (r.incidents ? <Tag color="red">异常 {r.incidents}</Tag> : '-'),
          },
          {
            title: '当前节点',
            hideInSearch: true,
            render: (_, r) => r.currentNodes.join('、') || '-',
          },
          {
            title: '发起时间',
            dataIndex: 'startTime',
            valueType: 'dateTime',
            hideInSearch: true,
            sorter: true,
            defaultSortOrder: 'descend',
          },
          {
            title: '操作',
            valueType: 'option',
            render: (_, r) => [
              <Button key="view" type="link" onClick={() => setOpen(r.id)}>
                查看
              </Button>,
              r.status === 'running' && (
                <Authorized key="cancel" action="process:instance:cancel">
                  <Popconfirm
                    title="确定作废该流程吗？"
                    onConfirm={async () => {
                      try {
                        void message.success((await processApi.cancel(r.id)) || '已作废');
                        void table.current?.reload();
                      } catch (e) {
                        void message.error(errorText(e, '作废失败'));
                      }
                    }}
                  >
                    <Button type="link" danger>
                      作废
                    </Button>
                  </Popconfirm>
                </Authorized>
              ),
            ],
          },
        ]}
      />
      <SuperQueryModal
        open={superOpen}
        fields={QUERY_FIELDS}
        value={superQuery}
        onClose={() => setSuperOpen(false)}
        onApply={(state) => {
          setSuperQuery(state);
          setSuperOpen(false);
        }}
      />
      <Drawer
        open={!!open}
        width={960}
        title="流程实例"
        onClose={() => {
          setOpen(null);
          void table.current?.reload();
        }}
        destroyOnHidden
      >
        {open && <InstanceView instanceId={open} />}
      </Drawer>
    </PageContainer>
  );
}
