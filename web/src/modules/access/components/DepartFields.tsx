import { Form, Input, InputNumber, Radio } from 'antd';
import { ORG_CATEGORY_OPTIONS } from '../utils/departForm';

/** The fields of a department (inside a Form): name, category, order, phone, address, notes. */
export function DepartFields() {
  return (
    <>
      <Form.Item
        label="部门名称"
        name="departName"
        rules={[
          { required: true, whitespace: true, message: '请输入部门名称!' },
          { max: 100, message: '长度不超过 100 个字符' },
        ]}
      >
        <Input placeholder="请输入部门名称" />
      </Form.Item>
      <Form.Item label="机构类别" name="orgCategory">
        <Radio.Group options={ORG_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      <Form.Item label="排序" name="departOrder">
        <InputNumber style={{ width: '100%' }} precision={0} placeholder="请输入排序" />
      </Form.Item>
      <Form.Item label="电话" name="mobile" rules={[{ max: 30, message: '长度不超过 30 个字符' }]}>
        <Input placeholder="请输入电话" />
      </Form.Item>
      <Form.Item label="地址" name="address" rules={[{ max: 200, message: '长度不超过 200 个字符' }]}>
        <Input placeholder="请输入地址" />
      </Form.Item>
      <Form.Item label="备注" name="description" rules={[{ max: 500, message: '长度不超过 500 个字符' }]}>
        <Input.TextArea rows={3} placeholder="请输入备注" />
      </Form.Item>
    </>
  );
}
