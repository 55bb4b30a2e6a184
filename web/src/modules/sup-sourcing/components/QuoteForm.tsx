import type { SupplierProjectView } from '@srm/contracts/sourcing';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, InputNumber, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../core';
import { UploadField } from '../../widgets';
import { supSourcingApi } from '../services/supSourcingApi';

type Row = {
  lineId: string;
  price: string | null;
  taxRate: string | null;
  leadTimeDays: number | null;
  validUntil: Dayjs | null;
};
type Values = { lines: Row[]; attachments?: string };

/** Decimals stay text (antd's stringMode): never a float on their way to the server. */
const decimalInput = (precision: number, label: string) => (
  <InputNumber<string>
    stringMode
    min="0"
    precision={precision}
    style={{ width: '100%' }}
    placeholder={label}
  />
);

/**
 * 报价 per requirement line: price, tax rate, lead time, validity, and attachments for the whole quote.
 * A line left without a price is not quoted (a revision replaces only the lines it names); the
 * server's refusal (past the deadline, above the ceiling price ...) is shown as it says it.
 */
export function QuoteForm({ project, onQuoted }: { project: SupplierProjectView; onQuoted: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mine = new Map((project.myQuote?.lines ?? []).map((l) => [l.lineId, l]));
  const initial: Values = {
    lines: project.lines.map((l) => {
      const q = mine.get(l.lineId);
      return {
        lineId: l.lineId,
        price: q?.price ?? null,
        taxRate: q?.taxRate ?? null,
        leadTimeDays: q?.leadTimeDays ?? null,
        validUntil: q ? dayjs(q.validUntil) : null,
      };
    }),
    attachments: (project.myQuote?.attachments ?? []).join(','),
  };
  const quote = useMutation({
    mutationFn: (v: Values) =>
      supSourcingApi.quote({
        projectId: project.id,
        // A priced line's other fields are required by the form; were one missing, the server refuses it.
        lines: v.lines
          .filter((l) => l.price !== null && l.price !== '')
          .map((l) => ({
            lineId: l.lineId,
            price: String(l.price),
            taxRate: String(l.taxRate ?? ''),
            leadTimeDays: l.leadTimeDays ?? -1,
            validUntil: l.validUntil ? l.validUntil.format('YYYY-MM-DD') : '',
          })),
        attachments: (v.attachments ?? '').split(',').filter(Boolean),
      }),
    onSuccess: () => {
      setRefusal(null);
      void message.success(project.myQuote ? '报价已修改' : '报价已提交');
      onQuoted();
    },
    onError: (e) => setRefusal(errorText(e, '报价失败')),
  });
  const onFinish = (v: Values) => {
    if (!v.lines.some((l) => l.price !== null && l.price !== '')) {
      setRefusal('请至少填写一行的单价');
      return;
    }
    quote.mutate(v);
  };
  /** The other fields of a priced line are required; an unpriced line is left out. */
  const needed = (label: string) => ({
    validator: async (_: unknown, value: unknown) => {
      if (value === null || value === undefined || value === '') throw new Error(`请输入${label}`);
    },
  });
  const cell = (index: number, name: keyof Row, label: string, input: React.ReactNode) => (
    <Form.Item
      name={[index, name]}
      style={{ margin: 0 }}
      dependencies={[['lines', index, 'price']]}
      rules={
        name === 'price'
          ? []
          : [({ getFieldValue }) => (getFieldValue(['lines', index, 'price']) ? needed(label) : {})]
      }
    >
      {input}
    </Form.Item>
  );
  return (
    <Form form={form} initialValues={initial} onFinish={onFinish} data-testid="quote-form">
      <Form.List name="lines">
        {(fields) => (
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields.map((f) => ({ ...f, line: project.lines[f.name]! }))}
            columns={[
              { title: '物料', key: 'm', render: (_, f) => `${f.line.materialCode} ${f.line.materialName}` },
              { title: '数量', key: 'q', width: 110, render: (_, f) => `${f.line.quantity} ${f.line.unit}` },
              {
                title: `单价（${project.currency}）`,
                key: 'price',
                width: 150,
                render: (_, f) => cell(f.name, 'price', '单价', decimalInput(4, '单价')),
              },
              {
                title: '税率（%）',
                key: 'tax',
                width: 110,
                render: (_, f) => cell(f.name, 'taxRate', '税率', decimalInput(2, '税率')),
              },
              {
                title: '交货周期（天）',
                key: 'lead',
                width: 120,
                render: (_, f) =>
                  cell(
                    f.name,
                    'leadTimeDays',
                    '交货周期',
                    <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} placeholder="天" />,
                  ),
              },
              {
                title: '报价有效期',
                key: 'valid',
                width: 150,
                render: (_, f) =>
                  cell(f.name, 'validUntil', '报价有效期', <DatePicker style={{ width: '100%' }} />),
              },
            ]}
          />
        )}
      </Form.List>
      <Form.Item label="报价附件" name="attachments" style={{ marginTop: 12 }}>
        <UploadField biz="sourcing" />
      </Form.Item>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          message={refusal}
          data-testid="quote-refusal"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={quote.isPending}>
        {project.myQuote ? '修改报价' : '提交报价'}
      </Button>
    </Form>
  );
}
