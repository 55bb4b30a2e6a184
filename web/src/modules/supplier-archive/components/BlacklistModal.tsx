import { App, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { errorText } from '../../core';
import { archiveApi } from '../services/archiveApi';

export type BlacklistModalProps = {
  /** The supplier to bar (or lift: `lift`), null when closed. */
  supplier: { id: string; companyName: string } | null;
  lift?: boolean;
  onClose: () => void;
  onDone: () => void;
};

type Values = { reason: string; period?: [Dayjs, Dayjs | null] | null; from?: Dayjs; to?: Dayjs | null };

/** 拉入黑名单 (reason, 开始日期, 结束日期 empty for 长期) or 解除黑名单 (reason): the domain checks both. */
export function BlacklistModal({ supplier, lift = false, onClose, onDone }: BlacklistModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const v = await form.validateFields();
    if (!supplier) return;
    try {
      if (lift) await archiveApi.lift(supplier.id, v.reason);
      else
        await archiveApi.addToBlacklist({
          supplierId: supplier.id,
          reason: v.reason,
          from: (v.from ?? dayjs()).format('YYYY-MM-DD'),
          to: v.to ? v.to.format('YYYY-MM-DD') : null,
        });
      void message.success(lift ? '已解除黑名单' : '已拉入黑名单');
      form.resetFields();
      onDone();
    } catch (e) {
      void message.error(errorText(e, '操作失败'));
    }
  };
  return (
    <Modal
      title={`${lift ? '解除黑名单' : '拉入黑名单'}：${supplier?.companyName ?? ''}`}
      open={supplier !== null}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={lift ? '解除' : '拉入黑名单'}
      okButtonProps={{ danger: !lift }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ from: dayjs() }}>
        <Form.Item
          name="reason"
          label={lift ? '解除原因' : '拉黑原因'}
          rules={[
            {
              required: true,
              whitespace: true,
              message: lift ? '请填写解除黑名单的原因' : '请填写拉入黑名单的原因',
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {lift ? null : (
          <>
            <Form.Item
              name="from"
              label="开始日期"
              rules={[{ required: true, message: '请选择黑名单开始日期' }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="to" label="结束日期" extra="不填为长期">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
