import type { DictItemRow as DictItem, DictRow as Dict } from '@srm/contracts/system';
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import {
  App,
  Button,
  ColorPicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Switch,
  Tag,
} from 'antd';
import { useRef, useState } from 'react';
import { api, errorText } from '../../modules/core';
import { sessionStore } from '../../modules/session';
import {
  deleteRecord,
  fetchListPage,
  filterColumns,
  GenericList,
  listQuery,
  pagingFor,
  showTotal,
  useAuthorized,
  type ListColumn,
  type ListFormSlot,
  useFormSubmit,
  UnsavedChangesEffect,
} from '../../modules/widgets';

type DictValues = { dictName: string; dictCode: string; description?: string | null };

type DictItemValues = {
  itemText: string;
  itemValue: string;
  itemColor: string | null;
  description?: string | null;
  sortOrder: number;
  enabled: boolean;
};

/** Spec §8 "Cache refresh". */
const CACHE_REFRESHED = '刷新缓存完成！';
const CACHE_REFRESH_FAILED = '刷新缓存失败！';

/** The server's duplicate check of a dictionary code (`GET /sys/duplicate/check`), the record itself excepted. */
const checkDictCode = async (value: string, id: string | undefined) => {
  try {
    await api.get('/sys/duplicate/check', {
      tableName: 'sys_dict',
      fieldName: 'dict_code',
      fieldVal: value,
      ...(id ? { dataId: id } : {}),
    });
  } catch (e) {
    throw new Error(errorText(e, '校验失败'));
  }
};

const columns: ListColumn<Dict>[] = [
  { title: '字典名称', dataIndex: 'dictName', queryMode: 'contains', searchable: true, sorter: true },
  { title: '字典编码', dataIndex: 'dictCode', queryMode: 'contains', searchable: true, sorter: true },
  { title: '描述', dataIndex: 'description', hideInSearch: true, ellipsis: true },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    searchable: 'date',
  },
];

/** 新增 / 编辑 of a dictionary: name, code (checked for duplicates on blur), description. */
function DictFormModal({ open, record, onClose, onSaved }: ListFormSlot<Dict>) {
  const [form] = Form.useForm<DictValues>();

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      const body = { ...values, description: values.description || null };
      return record
        ? await api.message('PUT', '/sys/dict/edit', { body: { ...body, id: record.id } })
        : await api.message('POST', '/sys/dict/add', { body });
    },
    { onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={record ? '编辑字典' : '新增字典'}
      width={600}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        initialValues={record ? { ...record, description: record.description ?? '' } : {}}
      >
        <UnsavedChangesEffect />
        <Form.Item
          label="字典名称"
          name="dictName"
          rules={[
            { required: true, message: '请输入字典名称!' },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入字典名称" />
        </Form.Item>
        <Form.Item
          label="字典编码"
          name="dictCode"
          validateTrigger="onBlur"
          rules={[
            { required: true, message: '请输入字典编码!' },
            { pattern: /^[A-Za-z0-9_.]+$/, message: '字典编码只能包含字母、数字、下划线和点' },
            {
              validator: (_, v: string | undefined) =>
                v && v !== record?.dictCode ? checkDictCode(v, record?.id) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="请输入字典编码" />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 500, message: '长度不超过 500 个字符' }]}>
          <Input.TextArea rows={3} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type DictItemFormModalProps = {
  open: boolean;
  dictId: string;
  record: DictItem | null;
  onClose: () => void;
  onSaved: () => void;
};

/** 新增 / 编辑 of one item: text, value (unique in the dictionary, server-checked), colour, sort, enabled. */
function DictItemFormModal({ open, dictId, record, onClose, onSaved }: DictItemFormModalProps) {
  const [form] = Form.useForm<DictItemValues>();

  const { submit, saving } = useFormSubmit(
    form,
    async (checked) => {
      const { enabled, ...values } = checked;
      const body = {
        ...values,
        itemColor: values.itemColor || null,
        description: values.description || null,
        status: enabled ? 1 : 0,
      };
      return record
        ? await api.message('PUT', '/sys/dictItem/edit', { body: { ...body, id: record.id } })
        : await api.message('POST', '/sys/dictItem/add', { body: { ...body, dictId } });
    },
    { onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={record ? '编辑字典项' : '新增字典项'}
      width={600}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        initialValues={
          record
            ? { ...record, description: record.description ?? '', enabled: record.status === 1 }
            : { sortOrder: 1, enabled: true, itemColor: null }
        }
      >
        <UnsavedChangesEffect />
        <Form.Item
          label="名称"
          name="itemText"
          rules={[
            { required: true, message: '请输入名称!' },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入名称" />
        </Form.Item>
        <Form.Item
          label="数据值"
          name="itemValue"
          rules={[
            { required: true, message: '请输入数据值!' },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入数据值" />
        </Form.Item>
        <Form.Item
          label="颜色"
          name="itemColor"
          getValueFromEvent={(c: { cleared: boolean; toHexString(): string }) =>
            c.cleared ? null : c.toHexString()
          }
        >
          <ColorPicker allowClear showText />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 500, message: '长度不超过 500 个字符' }]}>
          <Input placeholder="请输入描述" />
        </Form.Item>
        <Form.Item label="排序值" name="sortOrder" rules={[{ required: true, message: '请输入排序值!' }]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="是否启用" name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="禁用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type DictItemsDrawerProps = { dict: Dict | null; onClose: () => void };

const itemColumns: ProColumns<DictItem>[] = [
  { title: '名称', dataIndex: 'itemText' },
  { title: '数据值', dataIndex: 'itemValue', hideInSearch: true },
  {
    title: '颜色',
    dataIndex: 'itemColor',
    hideInSearch: true,
    render: (_, r) => (r.itemColor ? <Tag color={r.itemColor}>{r.itemColor}</Tag> : '-'),
  },
  { title: '排序', dataIndex: 'sortOrder', hideInSearch: true, width: 70 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    valueType: 'select',
    valueEnum: { 1: { text: '启用', status: 'Success' }, 0: { text: '禁用', status: 'Default' } },
  },
];
const itemFilters = filterColumns([
  { dataIndex: 'itemText', queryMode: 'contains' },
  { dataIndex: 'status', queryMode: 'eq' },
]);

/** 字典配置: the items of one dictionary (`/sys/dictItem/list?dictId=`), with add, edit and delete. */
function DictItemsDrawer({ dict, onClose }: DictItemsDrawerProps) {
  const { message } = App.useApp();
  const actionRef = useRef<ActionType | undefined>(undefined);
  const [form, setForm] = useState<{ open: boolean; record: DictItem | null }>({ open: false, record: null });
  const canAdd = useAuthorized('system:dict:add');
  const canEdit = useAuthorized('system:dict:edit');
  const canDelete = useAuthorized('system:dict:delete');
  const paging = pagingFor(false);

  const remove = async (item: DictItem) => {
    try {
      void message.success((await deleteRecord('/sys/dictItem', item.id)) || '删除成功!');
      void actionRef.current?.reload();
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };

  const option: ProColumns<DictItem> = {
    title: '操作',
    valueType: 'option',
    width: 110,
    render: (_, r) => [
      ...(canEdit
        ? [
            <a key="edit" onClick={() => setForm({ open: true, record: r })}>
              编辑
            </a>,
          ]
        : []),
      ...(canDelete
        ? [
            <Popconfirm key="delete" title="确定删除吗?" onConfirm={() => remove(r)}>
              <a>删除</a>
            </Popconfirm>,
          ]
        : []),
    ],
  };

  return (
    <Drawer
      open={dict !== null}
      title={dict ? `字典列表（${dict.dictName}）` : '字典列表'}
      width={760}
      onClose={onClose}
      destroyOnHidden
    >
      {dict && (
        <div data-testid="dict-items">
          <ProTable<DictItem>
            rowKey="id"
            actionRef={actionRef}
            columns={[...itemColumns, option]}
            search={{ labelWidth: 'auto', span: 12 }}
            options={{ reload: true, density: false, setting: false }}
            pagination={{
              defaultPageSize: paging.defaultPageSize,
              pageSizeOptions: paging.pageSizeOptions,
              showSizeChanger: true,
              showTotal: (total, range) => showTotal(range, total),
            }}
            request={async (params, sort) => {
              const query = listQuery({ params, sort, columns: itemFilters });
              try {
                const page = await fetchListPage('/sys/dictItem', { ...query, dictId: dict.id });
                return { data: page.records, total: page.total, success: true };
              } catch (e) {
                void message.error(errorText(e, '查询失败'));
                return { data: [], total: 0, success: false };
              }
            }}
            toolBarRender={() =>
              canAdd
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
          <DictItemFormModal
            open={form.open}
            dictId={dict.id}
            record={form.record}
            onClose={() => setForm({ open: false, record: null })}
            onSaved={() => {
              setForm({ open: false, record: null });
              void actionRef.current?.reload();
            }}
          />
        </div>
      )}
    </Drawer>
  );
}

/**
 * 刷新缓存 (spec §7 "Dictionaries and trees", §8): `refleshCache` then `queryAllDictItems`, whose
 * answer replaces the session's stored dictionaries (`pro__UI_CACHE_DB_DICT_DATA`, 7 days).
 */
function RefreshCacheButton() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await api.get('/sys/dict/refleshCache');
      sessionStore.saveDictItems(await api.get('/sys/dict/queryAllDictItems'));
      void message.success(CACHE_REFRESHED);
    } catch {
      void message.error(CACHE_REFRESH_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<SyncOutlined />} loading={busy} onClick={() => void refresh()}>
      刷新缓存
    </Button>
  );
}

/** 数据字典 (menu component `system/DictList`): dictionaries, their items in a drawer, and 刷新缓存. */
export function Component() {
  const [items, setItems] = useState<Dict | null>(null);
  return (
    <>
      <GenericList
        title="数据字典"
        base="/sys/dict"
        actions="system:dict"
        rowKey="id"
        columns={columns}
        exportable={false}
        importable={false}
        renderForm={(slot) => <DictFormModal {...slot} />}
        rowActions={(record) => [
          <a key="items" onClick={() => setItems(record)}>
            字典配置
          </a>,
        ]}
        toolbarActions={() => [<RefreshCacheButton key="refresh" />]}
      />
      <DictItemsDrawer dict={items} onClose={() => setItems(null)} />
    </>
  );
}
