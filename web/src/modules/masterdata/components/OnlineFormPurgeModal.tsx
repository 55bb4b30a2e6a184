import { App, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { onlineFormApi } from '../services/onlineFormApi';

export type OnlineFormPurgeModalProps = {
  /** The form and its retired fields; null: closed. */
  form: { name: string; label: string; retired: { name: string; label: string }[] } | null;
  onClose: () => void;
  onPurged: () => void;
};

/** 清除字段: drops the columns (and data) of retired fields, the only way a column goes. */
export function OnlineFormPurgeModal({ form, onClose, onPurged }: OnlineFormPurgeModalProps) {
  const { message } = App.useApp();
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    if (!form) return;
    if (picked.length === 0) return void message.warning('请选择要清除的字段');
    setSaving(true);
    try {
      void message.success(await onlineFormApi.purge(form.name, picked));
      setPicked([]);
      onPurged();
    } catch (e) {
      void message.error(errorText(e, '清除失败'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={form !== null}
      title={form ? `清除字段：${form.label}` : '清除字段'}
      okText="清除"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="warning">
        清除后字段的数据列及其数据将被删除，且字段名不能再使用。
      </Typography.Paragraph>
      <Checkbox.Group
        value={picked}
        onChange={(v) => setPicked(v)}
        options={(form?.retired ?? []).map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` }))}
      />
    </Modal>
  );
}
