import type { SupplierProjectView } from '@srm/contracts/sourcing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Table,
  Tag,
  Upload,
  type UploadFile,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../core';
import { supSourcingApi, supSourcingKeys } from '../services/supSourcingApi';
import { deadlineText } from '../utils/countdown';
import { bytesToBase64, envelopeFileProblem, tenderBidBody, type EnvelopeFile } from '../utils/tenderBid';

type Row = {
  lineId: string;
  price?: string | null;
  taxRate?: string | null;
  leadTimeDays?: number | null;
  validUntil?: Dayjs | null;
};
type Values = {
  summary?: string;
  lines: Row[];
  technicalFiles?: UploadFile[];
  commercialFiles?: UploadFile[];
};

/** Statuses in which the tender's bid exists or may (registration has none yet). */
const BIDDING_ON = ['bidding', 'evaluation', 'pendingAward', 'awarded', 'resultPublished', 'cancelled'];

const readFiles = (list: UploadFile[] = []): Promise<EnvelopeFile[]> =>
  Promise.all(
    list.map(async (f) => ({
      name: f.name,
      contentBase64: bytesToBase64(new Uint8Array(await (f.originFileObj as File).arrayBuffer())),
    })),
  );

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
 * 投标文件 of 我的投标: the bid's state (version and sealing time; its prices only after opening, the API
 * gives none before) and, until the deadline, the two envelopes to seal or replace: 技术标 (summary and
 * files) and 商务标 (price, tax rate, lead time, validity per line, and files). Files travel inside the
 * envelope (read here from the picked file). The server's refusals are shown as it words them.
 */
export function TenderBid({ project: p }: { project: SupplierProjectView }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = [...supSourcingKeys.project(p.id), 'tenderBid'];
  const mine = useQuery({
    queryKey: key,
    queryFn: () => supSourcingApi.tenderBid(p.id),
    enabled: BIDDING_ON.includes(p.status),
  });
  const names = new Map(p.lines.map((l) => [l.lineId, `${l.materialCode} ${l.materialName}`]));
  const seal = useMutation({
    mutationFn: async (v: Values) => {
      const built = tenderBidBody(
        p.id,
        {
          summary: v.summary ?? '',
          technicalFiles: await readFiles(v.technicalFiles),
          commercialFiles: await readFiles(v.commercialFiles),
          lines: v.lines.map((l) => ({ ...l, validUntil: l.validUntil?.format('YYYY-MM-DD') ?? null })),
        },
        (id) => p.lines.find((l) => l.lineId === id)?.materialName ?? id,
      );
      if ('problem' in built) throw new Error(built.problem);
      return supSourcingApi.sealBid(built.body);
    },
    onSuccess: (r) => {
      setRefusal(null);
      void message.success(`投标文件已密封递交（第${r.version}版）`);
      form.resetFields();
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: supSourcingKeys.list() });
    },
    onError: (e) => setRefusal(errorText(e, '递交失败')),
  });
  const b = mine.data;
  const fileField = (name: 'technicalFiles' | 'commercialFiles', label: string) => (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
    >
      <Upload
        multiple
        maxCount={5}
        beforeUpload={(file) => {
          const problem = envelopeFileProblem(file);
          if (problem) {
            void message.error(problem);
            return Upload.LIST_IGNORE;
          }
          return false; // kept in the browser: read into the envelope on submit
        }}
      >
        <Button>选择文件</Button>
      </Upload>
    </Form.Item>
  );

  return (
    <Card title="投标文件" size="small" style={{ marginTop: 16 }} data-testid="sup-tender-envelopes">
      {p.status === 'registration' ? (
        <Alert
          type="info"
          showIcon
          message="报名中：报名截止后进入投标阶段，届时在此递交技术标与商务标（密封）。"
        />
      ) : null}
      {mine.isError ? <Alert type="error" showIcon message={errorText(mine.error, '加载失败')} /> : null}
      {b ? (
        <Descriptions column={2} size="small" bordered data-testid="sup-tender-status">
          <Descriptions.Item label="投标状态">
            {b.version === null ? (
              <Tag>未递交</Tag>
            ) : (
              <Tag color="blue">{`已密封递交（第${b.version}版）`}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="递交时间">
            {b.sealedAt ? deadlineText(b.sealedAt) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="开标">
            {b.opened ? '已开标' : '未开标（开标前任何人无法查看报价）'}
          </Descriptions.Item>
          <Descriptions.Item label="投标总价">{b.total ? `${b.total} ${p.currency}` : '-'}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {b?.lines ? (
        <Table
          size="small"
          rowKey="lineId"
          pagination={false}
          style={{ marginTop: 12 }}
          dataSource={b.lines}
          columns={[
            { title: '物料', key: 'm', render: (_, l) => names.get(l.lineId) ?? l.lineId },
            { title: `单价（${p.currency}）`, dataIndex: 'price', align: 'right' },
            { title: '税率（%）', dataIndex: 'taxRate', align: 'right' },
            { title: '交货周期（天）', dataIndex: 'leadTimeDays', align: 'right' },
            { title: '报价有效期', dataIndex: 'validUntil' },
          ]}
        />
      ) : null}
      {b?.canSubmit ? (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 16 }}
          initialValues={{ summary: '', lines: p.lines.map((l) => ({ lineId: l.lineId })) }}
          onFinish={(v) => seal.mutate(v)}
          data-testid="tender-bid-form"
        >
          {b.version !== null ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message="再次递交将整体替换已密封的投标（技术标与商务标须重新填写），以截止前最后一版为准。"
            />
          ) : null}
          <Card type="inner" size="small" title="技术标">
            <Form.Item name="summary" label="技术方案摘要">
              <Input.TextArea rows={3} maxLength={2000} showCount />
            </Form.Item>
            {fileField('technicalFiles', '技术标文件')}
          </Card>
          <Card type="inner" size="small" title="商务标" style={{ marginTop: 12 }}>
            <Form.List name="lines">
              {(fields) => (
                <Table
                  rowKey="key"
                  size="small"
                  pagination={false}
                  dataSource={fields.map((f) => ({ ...f, line: p.lines[f.name]! }))}
                  columns={[
                    {
                      title: '物料',
                      key: 'm',
                      render: (_, f) => `${f.line.materialCode} ${f.line.materialName}`,
                    },
                    {
                      title: '数量',
                      key: 'q',
                      width: 110,
                      render: (_, f) => `${f.line.quantity} ${f.line.unit}`,
                    },
                    {
                      title: `单价（${p.currency}）`,
                      key: 'price',
                      width: 150,
                      render: (_, f) => (
                        <Form.Item name={[f.name, 'price']} noStyle>
                          {decimalInput(4, '单价')}
                        </Form.Item>
                      ),
                    },
                    {
                      title: '税率（%）',
                      key: 'tax',
                      width: 110,
                      render: (_, f) => (
                        <Form.Item name={[f.name, 'taxRate']} noStyle>
                          {decimalInput(2, '税率')}
                        </Form.Item>
                      ),
                    },
                    {
                      title: '交货周期（天）',
                      key: 'lead',
                      width: 120,
                      render: (_, f) => (
                        <Form.Item name={[f.name, 'leadTimeDays']} noStyle>
                          <InputNumber<number>
                            min={0}
                            precision={0}
                            style={{ width: '100%' }}
                            placeholder="天"
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      title: '报价有效期',
                      key: 'valid',
                      width: 150,
                      render: (_, f) => (
                        <Form.Item name={[f.name, 'validUntil']} noStyle>
                          <DatePicker style={{ width: '100%' }} />
                        </Form.Item>
                      ),
                    },
                  ]}
                />
              )}
            </Form.List>
            <div style={{ marginTop: 12 }}>{fileField('commercialFiles', '商务标文件')}</div>
          </Card>
          {refusal ? (
            <Alert
              type="error"
              showIcon
              message={refusal}
              data-testid="tender-refusal"
              style={{ marginTop: 12 }}
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={seal.isPending} style={{ marginTop: 12 }}>
            {b.version === null ? '密封递交' : '替换投标'}
          </Button>
        </Form>
      ) : b && p.status === 'bidding' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message="投标已截止，投标文件不能再递交或替换。"
        />
      ) : null}
    </Card>
  );
}
