import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Tag } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import {
  accessApi,
  childMenuType,
  errorText,
  filterTree,
  idsWithChildren,
  MenuFormModal,
  menuTypeOf,
  menuTypeText,
  type MenuFormTarget,
  type PermissionRecord,
} from '../../modules/access';
import { useAuthorized } from '../../modules/widgets';

const TYPE_COLOR = { 0: 'blue', 1: 'cyan', 2: 'default' } as const;

/**
 * 菜单管理 (menu component `system/PermissionList`, `/isystem/permission`): the platform's menu and
 * button tree (`/sys/permission/list`) with a name filter; 新增 (top menu), 添加下级 (sub menu or
 * button), 编辑, 删除 (refused while it has children or data rules, in the server's words).
 */
export function Component() {
  const { message } = App.useApp();
  const canAdd = useAuthorized('system:permission:add');
  const canEdit = useAuthorized('system:permission:edit');
  const canDelete = useAuthorized('system:permission:delete');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const list = useQuery({ queryKey: ['access', 'permission-list'], queryFn: accessApi.permissionList });
  const menus = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterTree(menus, keyword, (m) => m.name), [menus, keyword]);
  const reload = () => void list.refetch();

  useEffect(() => {
    if (list.error) void message.error(errorText(list.error, '查询失败'));
  }, [list.error, message]);

  const remove = async (r: PermissionRecord) => {
    try {
      void message.success((await accessApi.deletePermission(r.id)) || '删除成功!');
      reload();
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };

  const columns: ProColumns<PermissionRecord>[] = [
    { title: '菜单名称', dataIndex: 'name', width: 260 },
    {
      title: '菜单类型',
      dataIndex: 'menuType',
      width: 100,
      render: (_, r) => (
        <Tag color={TYPE_COLOR[menuTypeOf(r.menuType)]}>{menuTypeText(menuTypeOf(r.menuType))}</Tag>
      ),
    },
    { title: '图标', dataIndex: 'icon', width: 100, ellipsis: true },
    { title: '组件', dataIndex: 'component', width: 200, ellipsis: true },
    { title: '路径', dataIndex: 'url', width: 200, ellipsis: true },
    { title: '授权标识', dataIndex: 'perms', width: 220, ellipsis: true },
    { title: '排序', dataIndex: 'sortNo', width: 70 },
    {
      title: '状态',
      key: 'state',
      width: 80,
      render: (_, r) =>
        r.menuType !== 2 ? (
          r.hidden ? (
            <Tag>隐藏</Tag>
          ) : null
        ) : r.status === '0' ? (
          <Tag>无效</Tag>
        ) : (
          <Tag color="green">有效</Tag>
        ),
    },
    {
      title: '操作',
      key: 'option',
      valueType: 'option',
      width: 180,
      render: (_, r) => [
        ...(canEdit
          ? [
              <a key="edit" onClick={() => setTarget({ kind: 'edit', record: r })}>
                编辑
              </a>,
            ]
          : []),
        ...(canAdd && r.menuType !== 2
          ? [
              <a
                key="child"
                onClick={() => setTarget({ kind: 'add', menuType: childMenuType(r), parentId: r.id })}
              >
                添加下级
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
    <PageContainer title="菜单管理">
      <ProTable<PermissionRecord>
        rowKey="id"
        columns={columns}
        search={false}
        pagination={false}
        scroll={{ x: 1400 }}
        dataSource={shown}
        loading={list.isFetching}
        expandable={{
          expandedRowKeys: keyword ? idsWithChildren(shown) : [...expanded],
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
        }}
        options={{ reload, density: true, setting: true }}
        headerTitle={
          <Input.Search
            placeholder="请输入菜单名称"
            allowClear
            style={{ width: 240 }}
            onSearch={(v) => setKeyword(v.trim())}
          />
        }
        toolBarRender={() => [
          ...(canAdd
            ? [
                <Button
                  key="add"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setTarget({ kind: 'add', menuType: 0, parentId: null })}
                >
                  新增
                </Button>,
              ]
            : []),
          <Button key="expand" onClick={() => setExpanded(idsWithChildren(menus))}>
            展开全部
          </Button>,
          <Button key="collapse" onClick={() => setExpanded([])}>
            折叠全部
          </Button>,
        ]}
      />
      <MenuFormModal
        target={target}
        menus={menus}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          reload();
        }}
      />
    </PageContainer>
  );
}
