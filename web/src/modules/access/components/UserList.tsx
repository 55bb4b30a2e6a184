import { DownOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tag } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { BATCH_DELETE_EMPTY_MESSAGE, GenericList, useAuthorized, type ListColumn } from '../../widgets';
import { useSexOptions } from '../hooks/useSexOptions';
import { accessApi, errorText } from '../services/accessApi';
import type { SysUser } from '../types';
import { freezeAction, sexText, statusText, USER_STATUS } from '../utils/userForm';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

export type UserListProps = {
  /** staff: 用户管理 of the tenant; supplier: 子账号管理 of the caller's company. */
  variant: 'staff' | 'supplier';
};

const STATUS_ENUM = { '1': { text: '正常' }, '2': { text: '冻结' } };

/**
 * 用户管理 / 子账号管理 on the generic list (`/sys/user`, actions `system:user:*`): search by account,
 * name, sex, phone, status and creation time; 新增 / 编辑 (UserFormModal), 删除; 更多 -> 修改密码
 * (`:changePassword`) and 冻结 / 解冻 (`:frozen`); batch 冻结 / 解冻 on the ticked rows.
 */
export function UserList({ variant }: UserListProps) {
  const { message, modal } = App.useApp();
  const sexes = useSexOptions();
  const canFreeze = useAuthorized('system:user:frozen');
  const canReset = useAuthorized('system:user:changePassword');
  const [resetFor, setResetFor] = useState<string | null>(null);
  const supplier = variant === 'supplier';

  const columns = useMemo<ListColumn<SysUser>[]>(
    () => [
      { title: '用户账号', dataIndex: 'username', queryMode: 'contains', searchable: true, sorter: true },
      { title: '用户姓名', dataIndex: 'realname', queryMode: 'contains', searchable: true, sorter: true },
      {
        title: '性别',
        dataIndex: 'sex',
        width: 80,
        valueType: 'select',
        valueEnum: Object.fromEntries(sexes.map((s) => [String(s.value), { text: s.label }])),
        render: (_, r) => sexText(sexes, r.sex),
      },
      { title: '手机号码', dataIndex: 'phone', queryMode: 'contains', searchable: true },
      { title: '电子邮件', dataIndex: 'email', hideInSearch: true, ellipsis: true },
      ...(supplier
        ? []
        : [
            {
              title: '部门',
              dataIndex: 'orgCodeTxt',
              hideInSearch: true,
              ellipsis: true,
            } as ListColumn<SysUser>,
          ]),
      {
        title: '状态',
        dataIndex: 'status',
        width: 90,
        valueType: 'select',
        valueEnum: STATUS_ENUM,
        render: (_, r) => (
          <Tag color={r.status === USER_STATUS.frozen ? 'red' : 'green'}>{statusText(r.status)}</Tag>
        ),
      },
      {
        title: '创建时间',
        key: 'createTime',
        dataIndex: 'createTime',
        valueType: 'dateTime',
        hideInSearch: true,
        sorter: true,
        searchable: 'date',
      },
      {
        title: '创建时间',
        key: 'createTimeRange',
        dataIndex: 'createTime',
        valueType: 'dateTimeRange',
        hideInTable: true,
        queryMode: 'range',
      },
    ],
    [sexes, supplier],
  );

  const freeze = (ids: readonly string[], status: 1 | 2, done: () => void) => {
    modal.confirm({
      title: '确认操作',
      content: status === USER_STATUS.frozen ? '是否冻结选中账号?' : '是否解冻选中账号?',
      onOk: async () => {
        try {
          void message.success((await accessApi.frozenBatch(ids, status)) || '操作成功');
          done();
        } catch (e) {
          void message.error(errorText(e, '操作失败'));
        }
      },
    });
  };

  const batchFreeze = (keys: readonly Key[], status: 1 | 2, done: () => void) => {
    if (keys.length === 0) {
      void message.warning(BATCH_DELETE_EMPTY_MESSAGE);
      return;
    }
    freeze(keys.map(String), status, done);
  };

  return (
    <>
      <GenericList
        title={supplier ? '子账号管理' : '用户管理'}
        base="/sys/user"
        actions="system:user"
        rowKey="id"
        columns={columns}
        exportTitle={supplier ? '子账号列表' : '用户列表'}
        renderForm={(slot) => <UserFormModal {...slot} supplier={supplier} />}
        rowActions={(record, reload) => {
          const action = freezeAction(record.status);
          const items = [
            ...(canReset ? [{ key: 'password', label: '修改密码' }] : []),
            ...(canFreeze ? [{ key: 'freeze', label: action.label }] : []),
          ];
          if (items.length === 0) return [];
          return [
            <Dropdown
              key="more"
              menu={{
                items,
                onClick: ({ key }) => {
                  if (key === 'password') setResetFor(record.username);
                  else freeze([record.id], action.status, reload);
                },
              }}
            >
              <a data-testid={`more-${record.username}`}>
                更多 <DownOutlined />
              </a>
            </Dropdown>,
          ];
        }}
        toolbarActions={({ selectedKeys, reload, clearSelection }) => {
          if (!canFreeze) return [];
          const done = () => {
            clearSelection();
            reload();
          };
          return [
            <Button
              key="freeze"
              icon={<LockOutlined />}
              onClick={() => batchFreeze(selectedKeys, USER_STATUS.frozen, done)}
            >
              冻结
            </Button>,
            <Button
              key="unfreeze"
              icon={<UnlockOutlined />}
              onClick={() => batchFreeze(selectedKeys, USER_STATUS.normal, done)}
            >
              解冻
            </Button>,
          ];
        }}
      />
      <ResetPasswordModal username={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
