import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useMemo, useRef, useState, type Key } from 'react';
import type { CategoryRow as ListedCategory, TreeDataNode } from '@srm/contracts/system';
import { api, errorText } from '../../core';
import {
  deleteRecord,
  fetchRows,
  filterColumns,
  listQuery,
  pagingFor,
  showTotal,
  treeRows,
  useAuthorized,
  useFormSubmit,
  UnsavedChangesEffect,
} from '../../widgets';

/** The parent id of a top-level category. */
export const CATEGORY_ROOT = '0';

/** A category as the tree table holds it: a `rootList` row, or a node of a level loaded later. */
type Category = Pick<ListedCategory, 'id' | 'pid' | 'name' | 'code' | 'hasChild'>;
/** A node of `/sys/category/loadTreeData` (spec §3 "Category/dictionary tree node": leaf 0 has children, 1 leaf). */
type CategoryNode = TreeDataNode;
/** A row of the tree table; `children` is [] for a parent whose children are not loaded yet. */
type CategoryRow = Category & { children?: CategoryRow[] };

type CategoryValues = { name: string; code: string };
/** What the form is for: a new root, a new child of `parent`, or an edit. */
type CategoryForm =
  { kind: 'closed' } | { kind: 'add'; parent: Category | null } | { kind: 'edit'; record: Category };

const fromNode = (n: CategoryNode): Category => ({
  id: n.key,
  pid: n.parentId ?? '',
  name: n.title,
  code: n.code ?? '',
  hasChild: n.leaf === 0 ? '1' : '0',
});

/** The tree as shown: each row with its loaded children, or [] (an expand arrow) when it has unloaded ones. */
const treeOf = (
  rows: readonly Category[],
  childrenOf: ReadonlyMap<string, readonly Category[]>,
): CategoryRow[] =>
  treeRows(
    rows,
    childrenOf,
    (r) => r.id,
    (r) => r.hasChild === '1',
  );

/** The server's duplicate check of a category code (`GET /sys/duplicate/check`), the record itself excepted. */
const checkCode = async (value: string, id: string | undefined) => {
  try {
    await api.get('/sys/duplicate/check', {
      tableName: 'sys_category',
      fieldName: 'code',
      fieldVal: value,
      ...(id ? { dataId: id } : {}),
    });
  } catch (e) {
    throw new Error(errorText(e, '校验失败'));
  }
};

type CategoryFormModalProps = {
  form: CategoryForm;
  root: string;
  onClose: () => void;
  onSaved: (pid: string) => void;
};

/** 新增 (a top category under `root`, or a child of the chosen one) / 编辑: name and code (unique, checked on blur). */
function CategoryFormModal({ form: state, root, onClose, onSaved }: CategoryFormModalProps) {
  const [form] = Form.useForm<CategoryValues>();
  const record = state.kind === 'edit' ? state.record : null;
  const parent = state.kind === 'add' ? state.parent : null;

  const pid = record ? record.pid : (parent?.id ?? root);
  const { submit, saving } = useFormSubmit(
    form,
    async (values) =>
      record
        ? await api.message('PUT', '/sys/category/edit', { body: { ...values, id: record.id } })
        : await api.message('POST', '/sys/category/add', { body: { ...values, pid } }),
    { onDone: () => onSaved(pid) },
  );

  return (
    <Modal
      open={state.kind !== 'closed'}
      title={record ? '编辑分类' : parent ? '添加下级' : '新增分类'}
      width={600}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? `new-${parent?.id ?? root}`}
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        initialValues={record ? { name: record.name, code: record.code } : {}}
      >
        <UnsavedChangesEffect />
        {parent && (
          <Form.Item label="父级节点">
            <Input value={`${parent.name}（${parent.code}）`} disabled />
          </Form.Item>
        )}
        <Form.Item
          label="类型名称"
          name="name"
          rules={[
            { required: true, message: '请输入类型名称!' },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入类型名称" />
        </Form.Item>
        <Form.Item
          label="类型编码"
          name="code"
          validateTrigger="onBlur"
          rules={[
            { required: true, message: '请输入类型编码!' },
            { max: 100, message: '长度不超过 100 个字符' },
            {
              validator: (_, v: string | undefined) =>
                v && v !== record?.code ? checkCode(v, record?.id) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="请输入类型编码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const filters = filterColumns([
  { dataIndex: 'name', queryMode: 'contains' },
  { dataIndex: 'code', queryMode: 'contains' },
]);

export type CategoryTreeListProps = {
  /** The page title (分类字典, 物料分类). */
  title: string;
  /** The category whose children are the table's top rows (default the tree's roots). */
  root?: string;
};

/**
 * The category tree (`sys_category`) as a tree table: the top rows (the children of `root`) come
 * paged from `rootList` (searchable by name and code) and deeper levels load through `loadTreeData`
 * when a row is expanded. 新增 adds a top row, 添加下级 a child; after a save or a delete the level
 * concerned is reloaded. The server's refusals (a category with children) are shown. Buttons follow
 * `system:category:add|edit|delete` (the tree is platform-wide).
 */
export function CategoryTreeList({ title, root = CATEGORY_ROOT }: CategoryTreeListProps) {
  const { message } = App.useApp();
  const actionRef = useRef<ActionType | undefined>(undefined);
  const [roots, setRoots] = useState<Category[]>([]);
  const [childrenOf, setChildrenOf] = useState<ReadonlyMap<string, readonly Category[]>>(new Map());
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [form, setForm] = useState<CategoryForm>({ kind: 'closed' });
  const canAdd = useAuthorized('system:category:add');
  const canEdit = useAuthorized('system:category:edit');
  const canDelete = useAuthorized('system:category:delete');
  const paging = pagingFor(false);
  const tree = useMemo(() => treeOf(roots, childrenOf), [roots, childrenOf]);

  /** Loads (again) the children of `pid`: a root level reloads the table, a deeper one that parent's row. */
  const reloadLevel = async (pid: string) => {
    if (pid === root) {
      void actionRef.current?.reload();
      return;
    }
    try {
      const nodes = await api.get('/sys/category/loadTreeData', { pid });
      setChildrenOf((prev) => new Map(prev).set(pid, nodes.map(fromNode)));
      setExpanded((prev) => (nodes.length > 0 && !prev.includes(pid) ? [...prev, pid] : prev));
    } catch (e) {
      void message.error(errorText(e, '加载失败'));
    }
  };

  const remove = async (record: Category) => {
    try {
      void message.success((await deleteRecord('/sys/category', record.id)) || '删除成功!');
      setChildrenOf((prev) => {
        const next = new Map(prev);
        next.delete(record.id);
        return next;
      });
      await reloadLevel(record.pid);
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };

  const columns: ProColumns<CategoryRow>[] = [
    { title: '分类名称', dataIndex: 'name' },
    { title: '分类编码', dataIndex: 'code' },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, r) => [
        ...(canAdd
          ? [
              <a key="child" onClick={() => setForm({ kind: 'add', parent: r })}>
                添加下级
              </a>,
            ]
          : []),
        ...(canEdit
          ? [
              <a key="edit" onClick={() => setForm({ kind: 'edit', record: r })}>
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
    },
  ];

  return (
    <PageContainer title={title}>
      <ProTable<CategoryRow>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        dataSource={tree}
        onDataSourceChange={(rows) => setRoots(rows)}
        request={async (params, sort) => {
          const query = {
            ...listQuery({ params, sort, columns: filters }),
            pid: root,
          };
          try {
            const page = await fetchRows('/sys/category/rootList', query);
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        expandable={{
          expandedRowKeys: [...expanded],
          onExpand: (open, record) => {
            setExpanded((prev) => (open ? [...prev, record.id] : prev.filter((k) => k !== record.id)));
            if (open && !childrenOf.has(record.id)) void reloadLevel(record.id);
          },
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
        toolBarRender={() =>
          canAdd
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setForm({ kind: 'add', parent: null })}
                >
                  新增
                </Button>,
              ]
            : []
        }
      />
      <CategoryFormModal
        form={form}
        root={root}
        onClose={() => setForm({ kind: 'closed' })}
        onSaved={(pid) => {
          setForm({ kind: 'closed' });
          void reloadLevel(pid);
        }}
      />
    </PageContainer>
  );
}
