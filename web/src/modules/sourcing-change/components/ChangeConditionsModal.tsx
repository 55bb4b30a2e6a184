import { CHANGE_EXTENSION_TEXT, type ProjectView } from '@srm/contracts/sourcing';
import { Alert, App, DatePicker, Form, Input, Modal, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { api, errorText } from '../../core';

export type ChangeConditionsModalProps = {
  /** The project in bidding to change, null when closed. */
  project: Pick<ProjectView, 'id' | 'code' | 'lines'> | null;
  onClose: () => void;
  onDone: () => void;
};

type LineValues = { quantity?: string; ceilingPrice?: string; deliveryPlace?: string };
type Values = { reason: string; deadline?: Dayjs | null; lines?: Record<string, LineValues> };

/**
 * 变更采购条件 (docs/sourcing.md "Changing conditions"): new quantities, ceilings, delivery places or a
 * new deadline; the quotes placed so far are void and a change close to the deadline moves it. Only
 * what differs from the project is sent; the domain checks the rest.
 */
export function ChangeConditionsModal({ project, onClose, onDone }: ChangeConditionsModalProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const v = await form.validateFields();
    if (!project) return;
    const lines = project.lines.flatMap((l) => {
      const c = v.lines?.[l.lineId] ?? {};
      const change = {
        ...(c.quantity?.trim() && c.quantity.trim() !== l.quantity ? { quantity: c.quantity.trim() } : {}),
        ...(c.ceilingPrice?.trim() && c.ceilingPrice.trim() !== l.ceilingPrice
          ? { ceilingPrice: c.ceilingPrice.trim() }
          : {}),
        ...(c.deliveryPlace?.trim() && c.deliveryPlace.trim() !== l.deliveryPlace
          ? { deliveryPlace: c.deliveryPlace.trim() }
          : {}),
      };
      return Object.keys(change).length > 0 ? [{ lineId: l.lineId, ...change }] : [];
    });
    try {
      const r = await api.post('/sourcing/project/change', {
        id: project.id,
        reason: v.reason,
        deadline: v.deadline ? v.deadline.second(0).millisecond(0).format() : null,
        lines,
      });
      const at = r.deadline ? new Date(r.deadline).toLocaleString('zh-CN', { hour12: false }) : '';
      void modal.success({
        title: '采购条件已变更，已提交的报价作废',
        content: `报价截止时间：${at}${r.extendedHours ? `（已顺延${r.extendedHours}小时）` : ''}`,
      });
      form.resetFields();
      onDone();
    } catch (e) {
      void message.error(errorText(e, '变更失败'));
    }
  };
  return (
    <Modal
      title={`变更采购条件：${project?.code ?? ''}`}
      open={project !== null}
      onOk={() => void submit()}
      onCancel={onClose}
      okText="确认变更"
      okButtonProps={{ danger: true }}
      width={820}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="变更后，供应商已提交的报价全部作废，需按新条件重新报价。"
        description={CHANGE_EXTENSION_TEXT}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="变更说明"
          rules={[{ required: true, whitespace: true, message: '请输入变更说明' }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="deadline" label="新的报价截止时间（不改可留空）">
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 240 }} />
        </Form.Item>
        <Table
          size="small"
          rowKey="lineId"
          pagination={false}
          dataSource={project?.lines ?? []}
          columns={[
            { title: '物料', dataIndex: 'materialName' },
            {
              title: '数量',
              dataIndex: 'quantity',
              render: (q: string, l) => (
                <Form.Item name={['lines', l.lineId, 'quantity']} initialValue={q} noStyle>
                  <Input aria-label={`${l.materialName}数量`} suffix={l.unit} />
                </Form.Item>
              ),
            },
            {
              title: '最高限价',
              dataIndex: 'ceilingPrice',
              render: (p: string | null, l) => (
                <Form.Item name={['lines', l.lineId, 'ceilingPrice']} initialValue={p ?? ''} noStyle>
                  <Input aria-label={`${l.materialName}最高限价`} />
                </Form.Item>
              ),
            },
            {
              title: '交货地点',
              dataIndex: 'deliveryPlace',
              render: (p: string, l) => (
                <Form.Item name={['lines', l.lineId, 'deliveryPlace']} initialValue={p} noStyle>
                  <Input aria-label={`${l.materialName}交货地点`} />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
