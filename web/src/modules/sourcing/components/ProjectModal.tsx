import {
  SOURCING_KIND_TEXT,
  type ProjectView,
  type SourceableLineRow,
  type SourcingKind,
} from '@srm/contracts/sourcing';
import { App, Button, DatePicker, Form, Input, Modal, Radio, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../core';
import { sourcingApi } from '../services/sourcingApi';
import { wholeMinute } from '../utils/sourcingText';
import { MaterialSelect } from './RemoteSelect';
import { lineKey, SourceableLinesModal } from './SourceableLinesModal';

type Line = {
  /** Pulled from a requisition: what it names, shown read-only. */
  from?: { requisitionId: string; lineId: string; text: string; quantity: string };
  materialId?: string;
  /** A saved line's material as the picker shows it. */
  materialText?: string;
  quantity?: string;
  deliveryDate?: Dayjs;
  deliveryPlace?: string;
  ceilingPrice?: string;
};
type Values = {
  title: string;
  participation: 'invited' | 'public';
  currency: string;
  quoteDeadline: Dayjs;
  registrationDeadline?: Dayjs;
  lines: Line[];
};

export type ProjectModalProps = {
  kind: SourcingKind;
  open: boolean;
  /** 编辑: the draft whose title, deadlines and lines are changed (kind, participation, currency stay). */
  editing?: ProjectView | undefined;
  onClose: () => void;
  onDone: (saved: { id: string }) => void;
};

/** The form's values of a saved draft. */
const valuesOf = (p: ProjectView): Values => ({
  title: p.title,
  participation: p.participation,
  currency: p.currency,
  quoteDeadline: dayjs(p.quoteDeadline),
  ...(p.registrationDeadline ? { registrationDeadline: dayjs(p.registrationDeadline) } : {}),
  lines: p.lines.map((l) => ({
    ...(l.requisitionId && l.requisitionLineId
      ? {
          from: {
            requisitionId: l.requisitionId,
            lineId: l.requisitionLineId,
            text: `${l.materialCode} ${l.materialName}`,
            quantity: `${l.quantity} ${l.unit}`,
          },
        }
      : {
          materialId: l.materialId,
          materialText: `${l.materialCode} ${l.materialName}`,
          quantity: l.quantity,
        }),
    deliveryDate: dayjs(l.deliveryDate),
    deliveryPlace: l.deliveryPlace,
    ...(l.ceilingPrice ? { ceilingPrice: l.ceilingPrice } : {}),
  })),
});

const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * 新建寻源项目 of one kind: lines typed from materials or pulled from approved requisition lines,
 * deadlines to the minute, invited or public participation. Saved as 草稿.
 */
export function ProjectModal({ kind, open, editing, onClose, onDone }: ProjectModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [pulling, setPulling] = useState(false);
  const lines = Form.useWatch('lines', form) ?? [];
  const submit = async () => {
    await form.validateFields();
    // Every value, the pulled lines' `from` too (it has no field of its own).
    const v = form.getFieldsValue(true) as Values;
    try {
      const lines = v.lines.map((l) => {
        const delivery = {
          deliveryDate: l.deliveryDate ? l.deliveryDate.format('YYYY-MM-DD') : '',
          deliveryPlace: l.deliveryPlace ?? '',
          ceilingPrice: l.ceilingPrice?.trim() ? l.ceilingPrice.trim() : null,
        };
        return l.from
          ? { requisitionId: l.from.requisitionId, requisitionLineId: l.from.lineId, ...delivery }
          : { materialId: l.materialId ?? '', quantity: l.quantity ?? '', ...delivery };
      });
      const head = {
        title: v.title,
        quoteDeadline: wholeMinute(v.quoteDeadline),
        registrationDeadline: v.registrationDeadline ? wholeMinute(v.registrationDeadline) : null,
        lines,
      };
      const saved = editing
        ? (await sourcingApi.editProject({ id: editing.id, ...head }), { id: editing.id })
        : await sourcingApi.addProject({
            ...head,
            kind,
            participation: v.participation,
            currency: v.currency,
          });
      void message.success('保存成功');
      form.resetFields();
      onDone(saved);
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    }
  };
  const pull = (rows: SourceableLineRow[]) => {
    const current = (form.getFieldValue('lines') as Line[] | undefined) ?? [];
    // An empty typed line (the form starts with one) gives way to the pulled ones.
    const kept = current.filter((l) => l.from || l.materialId);
    form.setFieldValue('lines', [
      ...kept,
      ...rows.map((r) => ({
        from: {
          requisitionId: r.requisitionId,
          lineId: r.lineId,
          text: `${r.materialCode} ${r.materialName}（${r.requisitionCode}）`,
          quantity: `${r.quantity} ${r.unit}`,
        },
      })),
    ]);
    setPulling(false);
  };
  const taken = lines.flatMap((l) =>
    l?.from ? [lineKey({ requisitionId: l.from.requisitionId, lineId: l.from.lineId })] : [],
  );
  const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];
  return (
    <Modal
      title={editing ? `编辑项目：${editing.code}` : `新建${SOURCING_KIND_TEXT[kind]}项目`}
      open={open}
      onOk={() => void submit()}
      onCancel={onClose}
      okText="保存"
      width={1100}
      destroyOnHidden
    >
      <Form
        name="project"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          editing ? valuesOf(editing) : { participation: 'invited', currency: 'CNY', lines: [{}] }
        }
      >
        <Space size="large" wrap align="start">
          <Form.Item name="title" label="项目名称" rules={required('项目名称')} style={{ width: 360 }}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="participation" label="参与方式">
            <Radio.Group
              disabled={editing !== undefined}
              options={[
                { value: 'invited', label: '邀请' },
                { value: 'public', label: '公开' },
              ]}
            />
          </Form.Item>
          <Form.Item name="currency" label="币种" rules={required('币种')} style={{ width: 90 }}>
            <Input maxLength={3} disabled={editing !== undefined} />
          </Form.Item>
          {kind === 'tender' ? (
            <Form.Item
              name="registrationDeadline"
              label="报名截止时间"
              rules={[{ required: true, message: '请选择报名截止时间' }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE_FORMAT} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="quoteDeadline"
            label={kind === 'tender' ? '投标截止时间' : '报价截止时间'}
            rules={[{ required: true, message: '请选择截止时间' }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE_FORMAT} />
          </Form.Item>
        </Space>
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
                    render: (_, f) => {
                      const from = (lines[f.name] as Line | undefined)?.from;
                      return from ? (
                        from.text
                      ) : (
                        <Form.Item
                          name={[f.name, 'materialId']}
                          rules={[{ required: true, message: '请选择物料' }]}
                          style={{ margin: 0 }}
                        >
                          <MaterialSelect
                            placeholder="搜索物料名称"
                            known={(() => {
                              const l = lines[f.name] as Line | undefined;
                              return l?.materialId && l.materialText
                                ? { value: l.materialId, label: l.materialText }
                                : undefined;
                            })()}
                          />
                        </Form.Item>
                      );
                    },
                  },
                  {
                    title: '数量',
                    width: 110,
                    render: (_, f) => {
                      const from = (lines[f.name] as Line | undefined)?.from;
                      return from ? (
                        from.quantity
                      ) : (
                        <Form.Item name={[f.name, 'quantity']} rules={required('数量')} style={{ margin: 0 }}>
                          <Input aria-label="数量" />
                        </Form.Item>
                      );
                    },
                  },
                  {
                    title: '交货日期',
                    width: 150,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'deliveryDate']}
                        rules={[{ required: true, message: '请选择交货日期' }]}
                        style={{ margin: 0 }}
                      >
                        <DatePicker aria-label="交货日期" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '交货地点',
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'deliveryPlace']}
                        rules={required('交货地点')}
                        style={{ margin: 0 }}
                      >
                        <Input aria-label="交货地点" maxLength={200} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '最高限价',
                    width: 120,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'ceilingPrice']} style={{ margin: 0 }}>
                        <Input aria-label="最高限价" placeholder="不限" />
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
                <Button onClick={() => add({})}>添加物料行</Button>
                <Button onClick={() => setPulling(true)}>从采购申请转入</Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
      <SourceableLinesModal open={pulling} taken={taken} onClose={() => setPulling(false)} onPick={pull} />
    </Modal>
  );
}
