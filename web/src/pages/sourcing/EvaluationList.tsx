import { PageContainer } from '@ant-design/pro-components';
import type { TenderReportView, TenderView } from '@srm/contracts/sourcing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, errorText } from '../../modules/core';

/** The report prints alone: the shell, the forms and the buttons are hidden on paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .tender-report, .tender-report * { visibility: visible; }
  .tender-report { position: absolute; left: 0; top: 0; width: 100%; }
  .tender-report .no-print { display: none; }
}`;

/**
 * 评标 (menu component `sourcing/EvaluationList`): a tender's opening state (committee and their
 * confirmations; a member confirms here), the opening record once opened, the scoring template and the
 * evaluation report with its print view. The project is named by `?id=` (or typed in).
 */
export function Component() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const [typed, setTyped] = useState(id);
  const client = useQueryClient();
  const state = useQuery({
    queryKey: ['tender', id],
    enabled: id !== '',
    queryFn: () => api.get('/sourcing/tender/queryById', { id }),
  });
  const opened = state.data?.opened === true;
  const record = useQuery({
    queryKey: ['tender', id, 'record'],
    enabled: opened,
    queryFn: () => api.get('/sourcing/tender/openingRecord', { id }),
  });
  const report = useQuery({
    queryKey: ['tender', id, 'report'],
    enabled: opened && state.data?.template != null,
    queryFn: () => api.get('/sourcing/tender/report', { id }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['tender', id] });
  const confirm = useMutation({
    mutationFn: () => api.post('/sourcing/tender/confirmOpening', { id }),
    onSuccess: () => {
      void message.success('已确认开标');
      refresh();
    },
    onError: (e) => void message.error(errorText(e, '确认失败')),
  });
  const template = useMutation({
    mutationFn: (w: { technicalWeight: number; commercialWeight: number; priceWeight: number }) =>
      api.post('/sourcing/tender/template', {
        id,
        technicalWeight: String(w.technicalWeight),
        commercialWeight: String(w.commercialWeight),
        priceWeight: String(w.priceWeight),
      }),
    onSuccess: () => {
      void message.success('评分模板已保存');
      refresh();
    },
    onError: (e) => void message.error(errorText(e, '保存失败')),
  });

  return (
    <PageContainer title="评标">
      <style>{PRINT_CSS}</style>
      <Space style={{ marginBottom: 16 }}>
        <Input
          placeholder="招标项目ID"
          value={typed}
          onChange={(e) => setTyped(e.target.value.trim())}
          style={{ width: 320 }}
        />
        <Button type="primary" onClick={() => setParams(typed ? { id: typed } : {})}>
          查询
        </Button>
      </Space>
      {state.error && <Card>{errorText(state.error, '查询失败')}</Card>}
      {state.data && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <OpeningCard view={state.data} onConfirm={() => confirm.mutate()} confirming={confirm.isPending} />
          {opened && record.data && (
            <Card
              title={`开标记录（${new Date(record.data.openedAt).toLocaleString('zh-CN', { hour12: false })}）`}
            >
              <Table
                rowKey="supplierId"
                pagination={false}
                dataSource={record.data.bids}
                columns={[
                  { title: '投标人', dataIndex: 'supplierName' },
                  { title: '投标总价', dataIndex: 'total', align: 'right' },
                  {
                    title: '分项报价',
                    render: (_, b) => b.lines.map((l) => `行${l.lineId}: ${l.price}`).join('；'),
                  },
                  { title: '技术方案', dataIndex: 'summary', ellipsis: true },
                  {
                    title: '文件',
                    render: (_, b) =>
                      [...b.technicalFiles, ...b.commercialFiles].map((f) => f.name).join('、'),
                  },
                ]}
              />
            </Card>
          )}
          <Card title="评分模板（权重之和为100）">
            <Form
              layout="inline"
              initialValues={{
                technicalWeight: Number(state.data.template?.technicalWeight ?? 40),
                commercialWeight: Number(state.data.template?.commercialWeight ?? 20),
                priceWeight: Number(state.data.template?.priceWeight ?? 40),
              }}
              onFinish={(w) => template.mutate(w)}
            >
              <Form.Item label="技术权重" name="technicalWeight">
                <InputNumber min={0} max={100} precision={2} />
              </Form.Item>
              <Form.Item label="商务权重" name="commercialWeight">
                <InputNumber min={0} max={100} precision={2} />
              </Form.Item>
              <Form.Item label="价格权重" name="priceWeight">
                <InputNumber min={0} max={100} precision={2} />
              </Form.Item>
              <Button htmlType="submit" loading={template.isPending}>
                保存
              </Button>
            </Form>
          </Card>
          {report.data && <ReportCard report={report.data} />}
        </Space>
      )}
    </PageContainer>
  );
}

function OpeningCard({
  view,
  onConfirm,
  confirming,
}: {
  view: TenderView;
  onConfirm: () => void;
  confirming: boolean;
}) {
  return (
    <Card title={`${view.code} ${view.title}`}>
      <Descriptions column={2} size="small">
        <Descriptions.Item label="投标截止">
          {new Date(view.bidDeadline).toLocaleString('zh-CN', { hour12: false })}
        </Descriptions.Item>
        <Descriptions.Item label="开标状态">
          {view.opened ? <Tag color="green">已开标</Tag> : <Tag>{view.waitingFor ?? '开标中'}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="开标小组">
          {view.committee.map((m) => (
            <Tag key={m.userId} color={m.confirmed ? 'green' : 'default'}>
              {m.name}
              {m.confirmed ? '（已确认）' : '（未确认）'}
            </Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="已递交投标">
          {view.bids.map((b) => `${b.supplierName}（第${b.version}版）`).join('、') || '无'}
        </Descriptions.Item>
      </Descriptions>
      {!view.opened && (
        <Button type="primary" onClick={onConfirm} loading={confirming}>
          确认开标
        </Button>
      )}
    </Card>
  );
}

function ReportCard({ report }: { report: TenderReportView }) {
  return (
    <Card
      className="tender-report"
      title={`评标报告 ${report.code} ${report.title}`}
      extra={
        <Button className="no-print" onClick={() => window.print()}>
          打印
        </Button>
      }
    >
      <Descriptions column={2} size="small">
        <Descriptions.Item label="开标时间">
          {new Date(report.openedAt).toLocaleString('zh-CN', { hour12: false })}
        </Descriptions.Item>
        <Descriptions.Item label="权重（技术/商务/价格）">
          {`${report.template.technicalWeight} / ${report.template.commercialWeight} / ${report.template.priceWeight}`}
        </Descriptions.Item>
        <Descriptions.Item label="开标小组">
          {report.committee.map((m) => m.name).join('、')}
        </Descriptions.Item>
        <Descriptions.Item label="评标专家">
          {report.experts.map((e) => e.expertName).join('、')}
        </Descriptions.Item>
      </Descriptions>
      {!report.complete && <Tag color="orange">尚有专家未完成评分</Tag>}
      <Table
        rowKey="supplierId"
        pagination={false}
        dataSource={report.rows}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 70 },
          { title: '投标人', dataIndex: 'supplierName' },
          { title: `投标总价（${report.currency}）`, dataIndex: 'total', align: 'right' },
          { title: '技术得分', dataIndex: 'technical', align: 'right' },
          { title: '商务得分', dataIndex: 'commercial', align: 'right' },
          { title: '价格得分', dataIndex: 'priceScore', align: 'right' },
          { title: '总分', dataIndex: 'score', align: 'right' },
        ]}
      />
    </Card>
  );
}
