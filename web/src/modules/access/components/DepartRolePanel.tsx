import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { showTotal, useAuthorized } from '../../widgets';
import { accessApi, errorText } from '../services/accessApi';
import type { DepartRole } from '../types';
import { DepartRoleFormModal } from './DepartRoleFormModal';
import { PermissionGrantDrawer } from './PermissionGrantDrawer';

export type DepartRolePanelProps = { departId: string; departName: string };

/**
 * 部门角色 of one department: list, 新增 / 编辑 / 删除 (`system:departRole:*`) and 授权, which grants
 * a role menus within the department's own (`queryTreeListForDeptRole`, `saveDeptRolePermission`).
 */
export function DepartRolePanel({ departId, departName }: DepartRolePanelProps) {
  const { message } = App.useApp();
  const actionRef = useRef<ActionType | undefined>(undefined);
  const canAdd = useAuthorized('system:departRole:add');
  const canEdit = useAuthorized('system:departRole:edit');
  const canDelete = useAuthorized('system:departRole:delete');
  const [form, setForm] = useState<{ open: boolean; record: DepartRole | null }>({
    open: false,
    record: null,
  });
  const [grant, setGrant] = useState<DepartRole | null>(null);
  const reload = () => void actionRef.current?.reload();

  const remove = async (role: DepartRole) => {
    try {
      void message.success((await accessApi.deleteDepartRole(role.id)) || '删除成功!');
      reload();
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };

  const columns: ProColumns<DepartRole>[] = [
    { title: '部门角色名称', dataIndex: 'roleName' },
    { title: '部门角色编码', dataIndex: 'roleCode' },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', width: 170 },
    {
      title: '操作',
      key: 'option',
      valueType: 'option',
      width: 160,
      render: (_, role) => [
        ...(canEdit
          ? [
              <a key="edit" onClick={() => setForm({ open: true, record: role })}>
                编辑
              </a>,
              <a key="grant" onClick={() => setGrant(role)}>
                授权
              </a>,
            ]
          : []),
        ...(canDelete
          ? [
              <Popconfirm key="delete" title="确定删除吗?" onConfirm={() => remove(role)}>
                <a>删除</a>
              </Popconfirm>,
            ]
          : []),
      ],
    },
  ];

  return (
    <>
      <ProTable<DepartRole, { departId: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ departId }}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        headerTitle={`${departName} 的部门角色`}
        request={async (params) => {
          try {
            const page = await accessApi.departRoles(
              params.departId,
              params.current ?? 1,
              params.pageSize ?? 10,
            );
            return { data: page.records, total: page.total, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={{
          defaultPageSize: 10,
          pageSizeOptions: ['10', '20', '30'],
          showSizeChanger: true,
          showTotal: (total, range) => showTotal(range, total),
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
                  新增部门角色
                </Button>,
              ]
            : []
        }
      />
      <DepartRoleFormModal
        open={form.open}
        record={form.record}
        departId={departId}
        onClose={() => setForm({ open: false, record: null })}
        onSaved={() => {
          setForm({ open: false, record: null });
          reload();
        }}
      />
      <PermissionGrantDrawer
        open={grant !== null}
        title={`部门角色授权：${grant?.roleName ?? ''}`}
        subject={['departRole', grant?.id ?? '']}
        loadTree={() => accessApi.departRoleTree(departId)}
        loadGranted={() => accessApi.departRolePermission(grant!.id)}
        save={(checked, last) => accessApi.saveDepartRolePermission(grant!.id, checked, last)}
        canSave={canEdit}
        emptyText="该部门尚未被授予任何菜单，请先在「部门权限」中授权"
        onClose={() => setGrant(null)}
      />
    </>
  );
}
