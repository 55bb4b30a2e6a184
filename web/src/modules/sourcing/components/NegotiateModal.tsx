import type { ComparisonView } from '@srm/contracts/sourcing';
import { App, Checkbox, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorText } from '../../core';
import { sourcingApi } from '../services/sourcingApi';
import { wholeMinute } from '../utils/sourcingText';

export type NegotiateModalProps = { matrix: ComparisonView | null; onClose: () => void; onDone: () => void };

/** 议价: a new quote round with its own deadline, open to the chosen suppliers (those that quoted). */
export function NegotiateModal({ matrix, onClose, onDone }: NegotiateModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ deadline: Dayjs; supplierIds: string[] }>();
  if (!matrix) return null;
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const { round } = await sourcingApi.negotiate(matrix.projectId, wholeMinute(v.deadline), v.supplierIds);
      void message.success(`已发起第${round}轮议价`);
      onDone();
    } catch (e) {
      void message.error(errorText(e, '发起议价失败'));
    }
  };
  return (
    <Modal
      title="发起议价"
      open
      onOk={() => void submit()}
      onCancel={onClose}
      okText="发起议价"
      destroyOnHidden
    >
      <Form
        name="negotiate"
        form={form}
        layout="vertical"
        initialValues={{ supplierIds: matrix.suppliers.map((s) => s.supplierId) }}
      >
        <Form.Item
          name="deadline"
          label="议价截止时间"
          rules={[{ required: true, message: '请选择议价截止时间' }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item
          name="supplierIds"
          label="议价供应商"
          rules={[{ required: true, message: '请选择议价供应商' }]}
        >
          <Checkbox.Group
            options={matrix.suppliers.map((s) => ({ value: s.supplierId, label: s.supplierName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
