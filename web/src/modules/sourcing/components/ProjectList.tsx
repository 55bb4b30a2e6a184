import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import {
  PROJECT_STATUS_TEXT,
  SOURCING_ACTIONS,
  SOURCING_KIND_TEXT,
  type ProjectRow,
  type ProjectStatus,
  type SourcingKind,
} from '@srm/contracts/sourcing';
import { App, Button, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../core';
import { useSourcingLive } from '../../sourcing-live';
import { filterColumns, listQuery, pagingFor, showTotal, useAuthorized } from '../../widgets';
import { sourcingApi } from '../services/sourcingApi';
import { dateTime, PROJECT_STATUS_COLOR } from '../utils/sourcingText';
import { AwardsTable } from './AwardsTable';
import { ProjectDrawer } from './ProjectDrawer';
import { ProjectModal } from './ProjectModal';

export type ProjectListProps = {
  title: string;
  /** One kind's projects (询价单, 招标项目, 竞价项目), or every kind. */
  kind?: SourcingKind;
  /** Only these statuses (定标结果: awarded ones, each row expanding to its awards); the status filter offers just them. */
  statuses?: readonly ProjectStatus[];
};

const filters = filterColumns([
  { dataIndex: 'code', queryMode: 'contains' },
  { dataIndex: 'title', queryMode: 'contains' },
  { dataIndex: 'status' },
  { dataIndex: 'createTime', queryMode: 'range' },
]);

/**
 * The sourcing projects of the buyer's tenant (one list for every kind): 新建 opens the draft form of
 * the list's kind, 查看 the project's drawer where everything else happens.
 */
export function ProjectList({ title, kind, statuses }: ProjectListProps) {
  const { message } = App.useApp();
  const paging = pagingFor(false);
  const action = useRef<ActionType>(null);
  const canAdd = useAuthorized(SOURCING_ACTIONS.projectAdd);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [shown, setShown] = useState<string[]>([]);
  // The rows on screen follow their projects' pushes (a status moved by the clock or an approval).
  useSourcingLive(
    shown,
    useCallback(() => void action.current?.reload(), []),
    { buyer: true },
  );
  const offered = statuses ?? (Object.keys(PROJECT_STATUS_TEXT) as ProjectStatus[]);
  const columns: ProColumns<ProjectRow>[] = [
    { title: '项目编号', dataIndex: 'code', width: 160 },
    { title: '项目名称', dataIndex: 'title', ellipsis: true },
    ...(kind ? [] : [{ title: '寻源方式', dataIndex: 'kindText', width: 90, hideInSearch: true }]),
    {
      title: '参与方式',
      dataIndex: 'participation',
      width: 90,
      hideInSearch: true,
      render: (_, r) => (r.participation === 'public' ? '公开' : '邀请'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(offered.map((s) => [s, { text: PROJECT_STATUS_TEXT[s] }])),
      render: (_, r) => <Tag color={PROJECT_STATUS_COLOR[r.status]}>{r.statusText}</Tag>,
    },
    { title: '需求行', dataIndex: 'lineCount', width: 70, hideInSearch: true },
    {
      title: '报价截止',
      dataIndex: 'quoteDeadline',
      width: 150,
      hideInSearch: true,
      render: (_, r) => dateTime(r.quoteDeadline),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 160,
      valueType: 'dateRange',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, r) => dateTime(r.createTime),
    },
    {
      title: '操作',
      key: 'option',
      width: 70,
      valueType: 'option',
      render: (_, r) => [
        <a key="view" onClick={() => setViewing(r.id)}>
          查看
        </a>,
      ],
    },
  ];
  return (
    <PageContainer title={title}>
      <ProTable<ProjectRow>
        rowKey="id"
        headerTitle={title}
        actionRef={action}
        columns={columns}
        // The table scrolls inside its card: on a phone the page stays as wide as the screen.
        scroll={{ x: 'max-content' }}
        {...(statuses
          ? { expandable: { expandedRowRender: (r: ProjectRow) => <AwardsTable projectId={r.id} /> } }
          : {})}
        request={async (params, sort) => {
          const query = listQuery({ params, sort, columns: filters });
          if (kind) query['kind'] = kind;
          if (statuses && !query['status']) query['status'] = statuses.join(',');
          try {
            const page = await sourcingApi.projects(query);
            setShown(page.records.map((r) => r.id));
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() =>
          canAdd && kind
            ? [
                <Button key="add" type="primary" onClick={() => setAdding(true)}>
                  新建{SOURCING_KIND_TEXT[kind]}
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
      {kind ? (
        <ProjectModal
          kind={kind}
          open={adding}
          onClose={() => setAdding(false)}
          onDone={(created) => {
            setAdding(false);
            void action.current?.reload();
            setViewing(created.id);
          }}
        />
      ) : null}
      <ProjectDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        onChanged={() => void action.current?.reload()}
      />
    </PageContainer>
  );
}
