import { Form, Input, InputNumber, Modal, Radio, Switch, TreeSelect } from 'antd';
import { accessApi } from '../services/accessApi';
import type { MenuType, PermissionRecord } from '../types';
import { useFormSubmit, UnsavedChangesEffect } from '../../widgets';
import {
  MENU_TYPE_OPTIONS,
  menuPayload,
  menuValuesOf,
  newMenuValues,
  parentOptions,
  type MenuFormValues,
} from '../utils/menuForm';

/** What the dialog edits: a new menu of a type under a parent, or a stored record. */
export type MenuFormTarget =
  { kind: 'add'; menuType: MenuType; parentId: string | null } | { kind: 'edit'; record: PermissionRecord };

export type MenuFormModalProps = {
  target: MenuFormTarget | null;
  /** The whole menu tree (the parents offered). */
  menus: readonly PermissionRecord[];
  onClose: () => void;
  onSaved: () => void;
};

/**
 * 新增 / 编辑 of a menu or button (`/sys/permission/add|edit`): the type decides the fields. Menus:
 * name, parent, path, component, component name, redirect, icon, order, route flags; buttons: name,
 * parent, authorisation code, its strategy and status.
 */
export function MenuFormModal({ target, menus, onClose, onSaved }: MenuFormModalProps) {
  const [form] = Form.useForm<MenuFormValues>();
  const editId = target?.kind === 'edit' ? target.record.id : null;
  const initial: MenuFormValues | null = !target
    ? null
    : target.kind === 'edit'
      ? menuValuesOf(target.record)
      : newMenuValues(target.menuType, target.parentId);
  const menuType: MenuType = Form.useWatch('menuType', form) ?? initial?.menuType ?? 1;

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      const merged = { ...initial!, ...values };
      return editId
        ? await accessApi.editPermission(menuPayload(merged, editId))
        : await accessApi.addPermission(menuPayload(merged, null));
    },
    { onDone: onSaved },
  );

  const isButton = menuType === 2;
  return (
    <Modal
      open={target !== null}
      title={editId ? '编辑菜单' : '新增菜单'}
      width={800}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {initial && (
        <Form
          key={editId ?? 'new'}
          form={form}
          name="menuForm"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 16 }}
          initialValues={initial}
        >
          <UnsavedChangesEffect />
          <Form.Item label="菜单类型" name="menuType">
            <Radio.Group options={MENU_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Form.Item
            label={isButton ? '按钮名称' : '菜单名称'}
            name="name"
            rules={[
              { required: true, whitespace: true, message: '请输入菜单名称!' },
              { max: 100, message: '长度不超过 100 个字符' },
            ]}
          >
            <Input placeholder="请输入菜单名称" />
          </Form.Item>
          {menuType !== 0 && (
            <Form.Item
              label="上级菜单"
              name="parentId"
              rules={[{ required: true, message: '请选择上级菜单!' }]}
            >
              <TreeSelect
                showSearch
                treeNodeFilterProp="title"
                placeholder="请选择上级菜单"
                treeData={parentOptions(menus, editId)}
                dropdownStyle={{ maxHeight: 400, overflow: 'auto' }}
              />
            </Form.Item>
          )}
          {isButton ? (
            <>
              <Form.Item
                label="授权标识"
                name="perms"
                rules={[
                  { required: true, whitespace: true, message: '请输入授权标识!' },
                  { max: 300, message: '长度不超过 300 个字符' },
                ]}
              >
                <Input placeholder="多个用逗号分隔, 如: user:list,user:create" />
              </Form.Item>
              <Form.Item label="授权策略" name="permsType">
                <Radio.Group
                  options={[
                    { value: '1', label: '可见/可访问(授权后可见/可访问)' },
                    { value: '2', label: '可编辑(未授权时禁用)' },
                  ]}
                />
              </Form.Item>
              <Form.Item label="状态" name="status">
                <Radio.Group
                  options={[
                    { value: '1', label: '有效' },
                    { value: '0', label: '无效' },
                  ]}
                />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item
                label="菜单路径"
                name="url"
                rules={[
                  { required: true, whitespace: true, message: '请输入菜单路径!' },
                  { max: 300, message: '长度不超过 300 个字符' },
                ]}
              >
                <Input placeholder="请输入菜单路径" />
              </Form.Item>
              <Form.Item
                label="前端组件"
                name="component"
                rules={[
                  { required: true, whitespace: true, message: '请输入前端组件!' },
                  { max: 300, message: '长度不超过 300 个字符' },
                ]}
              >
                <Input placeholder="如 system/UserList 或 layouts/RouteView" />
              </Form.Item>
              <Form.Item label="组件名称" name="componentName" rules={[{ max: 100 }]}>
                <Input placeholder="请输入组件名称" />
              </Form.Item>
              <Form.Item label="默认跳转地址" name="redirect" rules={[{ max: 300 }]}>
                <Input placeholder="请输入路由参数 redirect" />
              </Form.Item>
              <Form.Item label="菜单图标" name="icon" rules={[{ max: 100 }]}>
                <Input placeholder="antd 图标名，如 setting" />
              </Form.Item>
              <Form.Item label="是否路由菜单" name="route" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
              <Form.Item label="隐藏路由" name="hidden" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
              <Form.Item label="缓存路由" name="keepAlive" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
              <Form.Item label="聚合路由" name="alwaysShow" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
              <Form.Item label="打开方式" name="internalOrExternal" valuePropName="checked">
                <Switch checkedChildren="外部" unCheckedChildren="内部" />
              </Form.Item>
            </>
          )}
          <Form.Item label="排序" name="sortNo">
            <InputNumber style={{ width: '100%' }} placeholder="请输入菜单排序" />
          </Form.Item>
          <Form.Item label="描述" name="description" rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} placeholder="请输入描述" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
