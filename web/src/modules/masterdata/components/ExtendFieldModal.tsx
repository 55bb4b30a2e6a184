import {
  EXTEND_DATA_TYPE_LABELS,
  EXTEND_DATA_TYPES,
  type ExtendDataType,
  type ExtendFieldInput,
} from '@srm/contracts/masterdata';
import { App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { extendFieldApi } from '../services/onlineFormApi';

export type ExtendFieldModalProps = {
  /** The entity to add a field to; null: closed. */
  entity: { type: string; label: string } | null;
  onClose: () => void;
  onSaved: () => void;
};

type Values = {
  fieldName: string;
  labelName: string;
  dataType: ExtendDataType;
  length?: number;
  width?: number;
  required: boolean;
  editProperty?: '1' | '2';
};

/** 新增扩展字段: a field of the tenant's own on the entity (its column is added at once). */
export function ExtendFieldModal({ entity, onClose, onSaved }: ExtendFieldModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const dataType = Form.useWatch('dataType', form);
  const save = async (v: Values) => {
    if (!entity) return;
    setSaving(true);
    try {
      const body: ExtendFieldInput = {
        type: entity.type,
        fieldName: v.fieldName.trim(),
        labelName: v.labelName,
        dataType: v.dataType,
        required: v.required ? 'true' : 'false',
        ...(v.dataType === 'String' && v.length ? { length: v.length } : {}),
        ...(v.width ? { width: v.width } : {}),
        ...(v.editProperty ? { editProperty: v.editProperty } : {}),
      };
      void message.success(await extendFieldApi.add(body));
      form.resetFields();
      onSaved();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={entity !== null}
      title={entity ? `新增扩展字段：${entity.label}` : '新增扩展字段'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="extendField"
        layout="vertical"
        initialValues={{ dataType: 'String', required: false }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="fieldName"
          label="字段名"
          tooltip="以 x 加大写字母开头（如 xKeeper），只有本租户可见"
          rules={[{ required: true, message: '请输入字段名' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="labelName" label="字段名称" rules={[{ required: true, message: '请输入字段名称' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="dataType" label="数据类型">
          <Select options={EXTEND_DATA_TYPES.map((t) => ({ value: t, label: EXTEND_DATA_TYPE_LABELS[t] }))} />
        </Form.Item>
        {dataType === 'String' ? (
          <Form.Item name="length" label="长度">
            <InputNumber min={1} max={4000} placeholder="100" />
          </Form.Item>
        ) : null}
        <Form.Item name="width" label="列宽">
          <InputNumber min={40} max={1000} />
        </Form.Item>
        <Form.Item name="editProperty" label="编辑属性">
          <Select
            allowClear
            options={[
              { value: '1', label: '必填' },
              { value: '2', label: '只读' },
            ]}
          />
        </Form.Item>
        <Form.Item name="required" valuePropName="checked">
          <Checkbox>必填（required）</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
