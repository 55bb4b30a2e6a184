import { Button, Form, Input } from 'antd';
import { CategorySelect, creditCodeRule } from '../../supplier-fields';
import type { SupplierInfoValues } from '../types';
import { LazyUploadField } from './LazyUploadField';

export type SupplierInfoFormProps = {
  initialValues: SupplierInfoValues;
  submitting: boolean;
  disabled?: boolean;
  submitText?: string;
  onSubmit: (values: SupplierInfoValues) => void;
};

const MOBILE = /^1[3-9]\d{9}$/;

/** The company's information (completion and alteration): facts, categories supplied, 营业执照 and 资质. */
export function SupplierInfoForm({
  initialValues,
  submitting,
  disabled,
  submitText,
  onSubmit,
}: SupplierInfoFormProps) {
  return (
    <Form<SupplierInfoValues>
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      disabled={disabled ?? false}
      data-testid="supplier-info-form"
    >
      <Form.Item
        label="企业名称"
        name="companyName"
        rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="统一社会信用代码" name="creditCode" validateTrigger="onBlur" rules={[creditCodeRule]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label="法定代表人" name="legalPerson">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        label="联系人"
        name="contact"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="phone"
        rules={[{ required: true, pattern: MOBILE, message: '请输入正确格式的手机号码!' }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="电子邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="注册地址" name="address">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="供应品类" name="categoryIds">
        <CategorySelect />
      </Form.Item>
      <Form.Item
        label="营业执照及资质附件"
        name="attachments"
        rules={[{ required: true, message: '请上传营业执照' }]}
        extra="请上传营业执照，以及生产许可、体系认证等资质证书"
      >
        <LazyUploadField biz="supplier" showHint />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        {submitText ?? '提交审核'}
      </Button>
    </Form>
  );
}
