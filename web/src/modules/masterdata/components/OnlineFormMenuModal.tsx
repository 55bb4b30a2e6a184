import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { onlineFormApi } from '../services/onlineFormApi';

export type OnlineFormMenuModalProps = {
  /** The form to make a menu for; null: closed. */
  form: { name: string; label: string; listPath: string } | null;
  onClose: () => void;
};

/**
 * 生成菜单: the form's list under 在线表单 (its buttons carry the form's own permission codes), granted
 * to the roles picked here. Holders see it after they sign in again.
 */
export function OnlineFormMenuModal({ form, onClose }: OnlineFormMenuModalProps) {
  const { message } = App.useApp();
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const roles = useQuery({
    queryKey: ['online', 'roles'],
    queryFn: onlineFormApi.roles,
    enabled: form !== null,
  });
  const ok = async () => {
    if (!form) return;
    setSaving(true);
    try {
      void message.success((await onlineFormApi.menu(form.name, roleIds)) || '菜单已生成');
      setRoleIds([]);
      onClose();
    } catch (e) {
      void message.error(errorText(e, '生成菜单失败'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={form !== null}
      title={form ? `生成菜单：${form.label}` : '生成菜单'}
      okText="生成菜单"
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">菜单地址：{form?.listPath}（在线表单下）</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="授权角色">
          <Select
            mode="multiple"
            aria-label="授权角色"
            value={roleIds}
            onChange={setRoleIds}
            loading={roles.isPending}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
