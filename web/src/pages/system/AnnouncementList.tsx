import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  ModalForm,
  PageContainer,
  ProForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, errorText } from '../../modules/core';
import {
  AnnouncementDialog,
  announcementAdminApi,
  formatNoticeTime,
  PriorityTag,
  useNoticeRevision,
  usePriorityOptions,
  useRefreshNotices,
  type Announcement,
  type AnnouncementDraft,
  type MsgCategory,
  type NoticePriority,
  type NoticeRef,
  type OpenType,
} from '../../modules/notice';
import {
  filterColumns,
  listQuery,
  pagingFor,
  SelectUserByDeptModal,
  showTotal,
  splitValue,
  useAuthorized,
} from '../../modules/widgets';

/** sendStatus: 0 draft, 1 released, 2 revoked. */
const SEND_STATUS = {
  0: { text: '未发布', color: 'default' },
  1: { text: '已发布', color: 'green' },
  2: { text: '已撤销', color: 'orange' },
} as const;
const CATEGORY_ENUM = { '1': { text: '通知公告' }, '2': { text: '系统公告' } };
const MSG_TYPE_ENUM = { ALL: { text: '全体用户' }, USER: { text: '指定用户' } };
const OPEN_TYPES: { label: string; value: OpenType | '' }[] = [
  { label: '无', value: '' },
  { label: '处理链接（url）', value: 'url' },
  { label: '打开页面（component）', value: 'component' },
];

/** The form's values; `userIds` is what the user picker holds, `openType` '' for none. */
type AnnouncementValues = {
  titile: string;
  msgCategory: MsgCategory;
  priority: NoticePriority;
  msgType: 'ALL' | 'USER';
  userIds?: string[];
  msgContent?: string;
  openType?: OpenType | '';
  openPage?: string | null;
  busId?: string | null;
  startTime?: string | null;
  endTime?: string | null;
};

/** The form's values as the add/edit body (blank optional fields as null; users only for USER). */
const draftOf = (v: AnnouncementValues): AnnouncementDraft => ({
  titile: v.titile.trim(),
  msgContent: v.msgContent ?? '',
  msgCategory: v.msgCategory,
  priority: v.priority,
  msgType: v.msgType,
  userIds: v.msgType === 'USER' ? (v.userIds ?? []) : [],
  openType: v.openType || null,
  openPage: v.openType ? v.openPage?.trim() || null : null,
  busId: v.busId?.trim() || null,
  startTime: v.startTime || null,
  endTime: v.endTime || null,
});

type UserPickerProps = { value?: string[]; onChange?: (ids: string[]) => void };

/**
 * 指定用户: the chosen users as tags (names read with the `sys_user,realname,id` table dictionary)
 * and 选择用户, which opens the select-user-by-department modal (ids).
 */
function UserPicker({ value, onChange }: UserPickerProps) {
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const ids = useMemo(() => value ?? [], [value]);

  useEffect(() => {
    const unknown = ids.filter((id) => !names.has(id));
    if (unknown.length === 0) return;
    let live = true;
    api
      .get(
        '/sys/dict/loadDictItem/:dict',
        { key: unknown.join(','), delNotExist: 'false' },
        { params: { dict: 'sys_user,realname,id' } },
      )
      .then((texts) => {
        if (live)
          setNames((prev) => new Map([...prev, ...unknown.map((id, i) => [id, texts[i] ?? id] as const)]));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ids, names]);

  return (
    <>
      <Space wrap size={[4, 8]}>
        {ids.map((id) => (
          <Tag key={id} closable onClose={() => onChange?.(ids.filter((x) => x !== id))}>
            {names.get(id) ?? id}
          </Tag>
        ))}
        <Button size="small" icon={<UserAddOutlined />} onClick={() => setOpen(true)}>
          选择用户
        </Button>
      </Space>
      <SelectUserByDeptModal
        open={open}
        valueKey="id"
        value={ids.join(',')}
        onCancel={() => setOpen(false)}
        onOk={(joined, users) => {
          setNames(
            (prev) => new Map([...prev, ...users.map((u) => [u.id, u.realname || u.username] as const)]),
          );
          onChange?.(splitValue(joined));
          setOpen(false);
        }}
      />
    </>
  );
}

type AnnouncementFormModalProps = {
  open: boolean;
  record: Announcement | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * 新增 / 编辑 of an announcement (drafts only: the server refuses others, 只有未发布的公告可以编辑):
 * title, category, priority, audience (all, or chosen users), the HTML content in a text area (the
 * server sanitises it), the handle target (openType url/component, openPage), busId and the time window.
 */
function AnnouncementFormModal({ open, record, onClose, onSaved }: AnnouncementFormModalProps) {
  const { message } = App.useApp();
  const priorities = usePriorityOptions();

  const save = async (values: AnnouncementValues) => {
    const draft = draftOf(values);
    try {
      if (record) await announcementAdminApi.edit(record.id, draft);
      else await announcementAdminApi.add(draft);
      void message.success(record ? '编辑成功!' : '添加成功！');
      onSaved();
      return true;
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
      return false;
    }
  };

  const initial: AnnouncementValues = record
    ? {
        titile: record.titile,
        msgCategory: record.msgCategory === '2' ? '2' : '1',
        priority: (['L', 'M', 'H'] as const).find((p) => p === record.priority) ?? 'L',
        msgType: record.msgType,
        userIds: record.userIds,
        msgContent: record.msgContent,
        openType: record.openType ?? '',
        openPage: record.openPage,
        busId: record.busId,
        startTime: formatNoticeTime(record.startTime) || null,
        endTime: formatNoticeTime(record.endTime) || null,
      }
    : { titile: '', msgCategory: '1', priority: 'L', msgType: 'ALL', userIds: [], openType: '' };

  return (
    <ModalForm<AnnouncementValues>
      key={record?.id ?? 'new'}
      open={open}
      title={record ? '编辑公告' : '新增公告'}
      width={900}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      dateFormatter="string"
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={initial}
      onFinish={save}
    >
      <ProFormText
        name="titile"
        label="标题"
        placeholder="请输入标题"
        rules={[
          { required: true, whitespace: true, message: '请输入标题!' },
          { max: 200, message: '长度不超过 200 个字符' },
        ]}
      />
      <ProFormRadio.Group
        name="msgCategory"
        label="消息类型"
        options={[
          { label: '通知公告', value: '1' },
          { label: '系统公告', value: '2' },
        ]}
      />
      <ProFormRadio.Group
        name="priority"
        label="优先级"
        options={priorities.map((p) => ({ label: p.text, value: p.value }))}
      />
      <ProFormRadio.Group
        name="msgType"
        label="通告对象"
        options={[
          { label: '全体用户', value: 'ALL' },
          { label: '指定用户', value: 'USER' },
        ]}
      />
      <ProFormDependency name={['msgType']}>
        {({ msgType }: { msgType?: string }) =>
          msgType === 'USER' ? (
            <ProForm.Item
              name="userIds"
              label="指定用户"
              rules={[
                {
                  validator: (_: unknown, v: string[] | undefined) =>
                    v && v.length > 0 ? Promise.resolve() : Promise.reject(new Error('请选择指定用户')),
                },
              ]}
            >
              <UserPicker />
            </ProForm.Item>
          ) : null
        }
      </ProFormDependency>
      <ProFormTextArea
        name="msgContent"
        label="内容"
        placeholder="公告内容，支持 HTML（如 <p>段落</p>、<b>加粗</b>、<a href>链接</a>）"
        extra="保存时由服务器清理脚本等不安全的内容"
        fieldProps={{ rows: 8, style: { fontFamily: 'monospace' } }}
      />
      <ProFormSelect name="openType" label="打开方式" options={OPEN_TYPES} allowClear={false} width="md" />
      <ProFormDependency name={['openType']}>
        {({ openType }: { openType?: string }) =>
          openType ? (
            <ProFormText
              name="openPage"
              label="打开页面"
              placeholder={
                openType === 'url' ? '如 /order/purchaseOrder 或 https://...' : '如 order/PurchaseOrderList'
              }
              rules={[
                { required: true, whitespace: true, message: '请输入打开页面!' },
                { max: 500, message: '长度不超过 500 个字符' },
              ]}
            />
          ) : null
        }
      </ProFormDependency>
      <ProFormText
        name="busId"
        label="业务ID"
        placeholder="关联的业务单据ID（可选）"
        width="md"
        rules={[{ max: 100, message: '长度不超过 100 个字符' }]}
      />
      <ProFormDateTimePicker name="startTime" label="开始时间" width="md" />
      <ProFormDateTimePicker name="endTime" label="结束时间" width="md" />
    </ModalForm>
  );
}

const filters = filterColumns([
  { dataIndex: 'titile', queryMode: 'contains' },
  { dataIndex: 'sender', queryMode: 'contains' },
  { dataIndex: 'msgCategory' },
  { dataIndex: 'priority' },
  { dataIndex: 'msgType' },
  { dataIndex: 'sendStatus' },
]);

/**
 * 系统公告 (menu component `system/AnnouncementList`, /isystem/annountCement): the tenant's
 * announcements with filters; 新增 and 编辑 (drafts), 发布 (drafts), 撤销 (released), 删除 and 查看, each
 * behind its `system:announcement:*` action. Reloads after its own changes and after pushes.
 */
export function Component() {
  const { message } = App.useApp();
  const actionRef = useRef<ActionType | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; record: Announcement | null }>({
    open: false,
    record: null,
  });
  const [viewing, setViewing] = useState<NoticeRef | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const priorities = usePriorityOptions();
  const refreshNotices = useRefreshNotices();
  const revision = useNoticeRevision();
  const can = {
    add: useAuthorized('system:announcement:add'),
    edit: useAuthorized('system:announcement:edit'),
    delete: useAuthorized('system:announcement:delete'),
    release: useAuthorized('system:announcement:release'),
    revoke: useAuthorized('system:announcement:revoke'),
  };
  const paging = pagingFor(false);
  const reload = () => void actionRef.current?.reload();

  // A release, revoke or deletion (here or by another administrator) reloads the list.
  const shownRevision = useRef(revision);
  useEffect(() => {
    if (shownRevision.current === revision) return;
    shownRevision.current = revision;
    void actionRef.current?.reload();
  }, [revision]);

  /** Runs an action; true when it succeeded (the list and the bell reload). */
  const act = async (call: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await call();
      void message.success(done);
      refreshNotices();
      reload();
      return true;
    } catch (e) {
      void message.error(errorText(e, failed));
      return false;
    }
  };

  const columns: ProColumns<Announcement>[] = [
    {
      title: '标题',
      dataIndex: 'titile',
      width: 260,
      ellipsis: true,
      render: (_, r) => <Typography.Link onClick={() => setViewing(r)}>{r.titile}</Typography.Link>,
    },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 100,
      valueType: 'select',
      valueEnum: CATEGORY_ENUM,
    },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(priorities.map((p) => [p.value, { text: p.text }])),
      render: (_, r) => <PriorityTag priority={r.priority} />,
    },
    { title: '通告对象', dataIndex: 'msgType', width: 100, valueType: 'select', valueEnum: MSG_TYPE_ENUM },
    {
      title: '发布状态',
      dataIndex: 'sendStatus',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(SEND_STATUS).map(([k, v]) => [k, { text: v.text }])),
      render: (_, r) => {
        const s = SEND_STATUS[r.sendStatus as keyof typeof SEND_STATUS];
        return s ? <Tag color={s.color}>{s.text}</Tag> : r.sendStatus;
      },
    },
    { title: '发布人', dataIndex: 'sender', width: 110 },
    {
      title: '发布时间',
      dataIndex: 'sendTime',
      width: 170,
      sorter: true,
      hideInSearch: true,
      render: (_, r) => formatNoticeTime(r.sendTime) || '-',
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      hideInSearch: true,
      render: (_, r) => formatNoticeTime(r.createTime) || '-',
    },
    {
      title: '操作',
      valueType: 'option',
      width: 180,
      fixed: 'right',
      render: (_, r) => [
        <a key="view" onClick={() => setViewing(r)}>
          查看
        </a>,
        ...(r.sendStatus === 0 && can.edit
          ? [
              <a key="edit" onClick={() => setForm({ open: true, record: r })}>
                编辑
              </a>,
            ]
          : []),
        ...(r.sendStatus === 0 && can.release
          ? [
              <Popconfirm
                key="release"
                title="确定发布吗?"
                onConfirm={() => act(() => announcementAdminApi.release(r.id), '发布成功', '发布失败')}
              >
                <a>发布</a>
              </Popconfirm>,
            ]
          : []),
        ...(r.sendStatus === 1 && can.revoke
          ? [
              <Popconfirm
                key="revoke"
                title="确定撤销吗?"
                onConfirm={() => act(() => announcementAdminApi.revoke(r.id), '撤销成功', '撤销失败')}
              >
                <a>撤销</a>
              </Popconfirm>,
            ]
          : []),
        ...(can.delete
          ? [
              <Popconfirm
                key="delete"
                title="确定删除吗?"
                onConfirm={() => act(() => announcementAdminApi.remove(r.id), '删除成功!', '删除失败')}
              >
                <a>删除</a>
              </Popconfirm>,
            ]
          : []),
      ],
    },
  ];

  return (
    <PageContainer title="系统公告">
      <ProTable<Announcement>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        request={async (params, sort, filter) => {
          const query = listQuery({ params, sort, filter, columns: filters });
          try {
            const page = await announcementAdminApi.list(query);
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1400 }}
        rowSelection={
          can.delete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : false
        }
        tableAlertOptionRender={({ onCleanSelected }) => (
          // All or nothing: the server deletes every one of them or none.
          <Popconfirm
            title={`确定删除选中的 ${selected.length} 条吗?`}
            onConfirm={() =>
              act(() => announcementAdminApi.removeBatch(selected), '批量删除成功!', '批量删除失败').then(
                (ok) => {
                  if (ok) onCleanSelected();
                },
              )
            }
          >
            <a>批量删除</a>
          </Popconfirm>
        )}
        options={{ reload: true, density: true, setting: true }}
        pagination={{
          defaultPageSize: paging.defaultPageSize,
          pageSizeOptions: paging.pageSizeOptions,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total, range) => showTotal(range, total),
        }}
        toolBarRender={() =>
          can.add
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setForm({ open: true, record: null })}
                >
                  新增
                </Button>,
              ]
            : []
        }
      />
      <AnnouncementFormModal
        open={form.open}
        record={form.record}
        onClose={() => setForm({ open: false, record: null })}
        onSaved={() => {
          setForm({ open: false, record: null });
          reload();
        }}
      />
      <AnnouncementDialog notice={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  );
}
