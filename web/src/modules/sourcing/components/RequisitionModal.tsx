import { App, Button, DatePicker, Form, Input, Modal, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorText } from '../../core';
import { sourcingApi } from '../services/sourcingApi';
import { MaterialSelect } from './RemoteSelect';

type Line = { materialId?: string; quantity?: string; needDate?: Dayjs; budget?: string; currency?: string };
type Values = { title: string; lines: Line[] };

export type RequisitionModalProps = { open: boolean; onClose: () => void; onDone: () => void };

/** 新增采购申请: a title and lines of materials (quantity, need date, budget, currency); saved as 草稿. */
export function RequisitionModal({ open, onClose, onDone }: RequisitionModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await sourcingApi.addRequisition({
        title: v.title,
        lines: v.lines.map((l) => ({
          materialId: l.materialId ?? '',
          quantity: l.quantity ?? '',
          needDate: l.needDate ? l.needDate.format('YYYY-MM-DD') : '',
          budget: l.budget ?? '',
          currency: l.currency ?? 'CNY',
        })),
      });
      void message.success('保存成功');
      form.resetFields();
      onDone();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    }
  };
  const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];
  return (
    <Modal
      title="新增采购申请"
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      okText="保存"
      width={960}
      destroyOnHidden
    >
      <Form
        name="requisition"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ lines: [{ currency: 'CNY' }] }}
      >
        <Form.Item name="title" label="申请标题" rules={required('申请标题')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={fields}
                columns={[
                  {
                    title: '物料',
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'materialId']}
                        rules={[{ required: true, message: '请选择物料' }]}
                        noStyle={false}
                        style={{ margin: 0 }}
                      >
                        <MaterialSelect placeholder="搜索物料名称" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '数量',
                    width: 110,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'quantity']} rules={required('数量')} style={{ margin: 0 }}>
                        <Input aria-label="数量" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '需求日期',
                    width: 150,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'needDate']}
                        rules={[{ required: true, message: '请选择需求日期' }]}
                        style={{ margin: 0 }}
                      >
                        <DatePicker aria-label="需求日期" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '预算金额',
                    width: 130,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'budget']} rules={required('预算金额')} style={{ margin: 0 }}>
                        <Input aria-label="预算金额" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '币种',
                    width: 80,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'currency']} rules={required('币种')} style={{ margin: 0 }}>
                        <Input aria-label="币种" maxLength={3} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '操作',
                    width: 60,
                    render: (_, f) => (fields.length > 1 ? <a onClick={() => remove(f.name)}>删除</a> : null),
                  },
                ]}
              />
              <Space style={{ marginTop: 8 }}>
                <Button onClick={() => add({ currency: 'CNY' })}>添加行</Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
