import { App, Button, DatePicker, Form, Input, Modal, Space, Table } from 'antd';
import type { RequisitionView } from '@srm/contracts/sourcing';
import dayjs, { type Dayjs } from 'dayjs';
import { errorText } from '../../core';
import { sourcingApi } from '../services/sourcingApi';
import { MaterialSelect } from './RemoteSelect';

type Line = {
  materialId?: string;
  /** A saved line's material as the picker shows it. */
  materialText?: string;
  quantity?: string;
  needDate?: Dayjs;
  budget?: string;
  currency?: string;
};
type Values = { title: string; lines: Line[] };

export type RequisitionModalProps = {
  open: boolean;
  /** 编辑: a draft or rejected requisition (the API refuses the others). */
  editing?: RequisitionView | undefined;
  onClose: () => void;
  onDone: () => void;
};

const valuesOf = (r: RequisitionView): Values => ({
  title: r.title,
  lines: r.lines.map((l) => ({
    materialId: l.materialId,
    materialText: `${l.materialCode} ${l.materialName}`,
    quantity: l.quantity,
    needDate: dayjs(l.needDate),
    budget: l.budget,
    currency: l.currency,
  })),
});

/** 新增采购申请: a title and lines of materials (quantity, need date, budget, currency); saved as 草稿. */
export function RequisitionModal({ open, editing, onClose, onDone }: RequisitionModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    await form.validateFields();
    const v = form.getFieldsValue(true) as Values;
    try {
      const body = {
        title: v.title,
        lines: v.lines.map((l) => ({
          materialId: l.materialId ?? '',
          quantity: l.quantity ?? '',
          needDate: l.needDate ? l.needDate.format('YYYY-MM-DD') : '',
          budget: l.budget ?? '',
          currency: l.currency ?? 'CNY',
        })),
      };
      if (editing) await sourcingApi.editRequisition({ id: editing.id, ...body });
      else await sourcingApi.addRequisition(body);
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
      title={editing ? `编辑采购申请：${editing.code}` : '新增采购申请'}
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
        initialValues={editing ? valuesOf(editing) : { lines: [{ currency: 'CNY' }] }}
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
                        <MaterialSelect
                          placeholder="搜索物料名称"
                          known={(() => {
                            const l = (form.getFieldValue(['lines', f.name]) as Line | undefined) ?? {};
                            return l.materialId && l.materialText
                              ? { value: l.materialId, label: l.materialText }
                              : undefined;
                          })()}
                        />
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
