import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { errorText } from '../services/accessApi';
import type { PermissionTreeNode } from '../types';
import { PermissionTreeEditor } from './PermissionTreeEditor';

export type PermissionGrantFormProps = {
  treeData: readonly PermissionTreeNode[];
  /** What is granted now (the `lastpermissionIds` of the save). */
  granted: readonly string[];
  save: (checked: string[], last: string[]) => Promise<string>;
  /** May the user change the grant (e.g. `system:role:authorize`)? Otherwise read-only. */
  canSave: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
  height?: number;
};

/** The grant being edited (starting from what is granted) with 保存 (and 取消 in a drawer). */
export function PermissionGrantForm({
  treeData,
  granted,
  save,
  canSave,
  onSaved,
  onCancel,
  height,
}: PermissionGrantFormProps) {
  const { message } = App.useApp();
  const [checked, setChecked] = useState<string[]>([...granted]);
  const [last, setLast] = useState<string[]>([...granted]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      const text = await save(checked, last);
      void message.success(text || '保存成功！');
      setLast(checked);
      onSaved?.();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PermissionTreeEditor
        treeData={treeData}
        checked={checked}
        onChange={setChecked}
        disabled={!canSave}
        {...(height ? { height } : {})}
      />
      <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        {canSave && (
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            保存
          </Button>
        )}
      </Flex>
    </>
  );
}
