import { PageContainer } from '@ant-design/pro-components';
import { TENDER_ACTIONS, type TenderReportView, type TenderView } from '@srm/contracts/sourcing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, InputNumber, Space, Table, Tag } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api, ApiError, errorText } from '../../modules/core';
import { SessionActor } from '../../modules/session';
import { useSourcingLive } from '../../modules/sourcing-live';
import {
  AssignExpertsCard,
  CommitteeButton,
  ExpertScoringCard,
  TenderPicker,
} from '../../modules/sourcing-tender';
import { useAuthorized } from '../../modules/widgets';

/** The report prints alone: the shell, the forms and the buttons are hidden on paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .tender-report, .tender-report * { visibility: visible; }
  .tender-report { position: absolute; left: 0; top: 0; width: 100%; }
  .tender-report .no-print { display: none; }
}`;

/**
 * 评标 (menu component `sourcing/EvaluationList`): without `?id=` the tenant's tenders to pick from; with
 * it a tender's opening state (开标小组 set here, a member confirms here), the opening record once opened,
 * the scoring template, the experts' assignment, the signed-in expert's own scoring, and the evaluation
 * report with its print view. Live on the project's rooms (a sealed bid, the opening).
 */
export function Component() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const client = useQueryClient();
  const me = SessionActor.useSelector((s) => s.context.userInfo?.id ?? '');
  const can = {
    committee: useAuthorized(TENDER_ACTIONS.committee),
    evaluate: useAuthorized(TENDER_ACTIONS.evaluate),
  };
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
  // An expert sees its tasks: assigned in the tender's view, or without the buyer's list right at all.
  const expert =
    state.data?.assignments.some((a) => a.userId === me) === true ||
    (state.error instanceof ApiError && state.error.status === 403);
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['tender', id] }),
    [client, id],
  );
  // The tender's stream shares the project's id; the buyer room hears each sealed bid and the opening.
  useSourcingLive(id ? [id] : [], refresh, { buyer: true });
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
      {id === '' ? <TenderPicker onPick={(picked) => setParams({ id: picked })} /> : null}
      {id !== '' ? (
        <Button style={{ marginBottom: 16 }} onClick={() => setParams({})}>
          返回招标项目列表
        </Button>
      ) : null}
      {state.error && !expert && <Card>{errorText(state.error, '查询失败')}</Card>}
      {state.error && expert && <ExpertScoringCard projectId={id} />}
      {state.data && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <OpeningCard
            view={state.data}
            onConfirm={() => confirm.mutate()}
            confirming={confirm.isPending}
            committee={
              can.committee && !state.data.committee.some((m) => m.confirmed) ? (
                <CommitteeButton view={state.data} onDone={refresh} />
              ) : null
            }
          />
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
          {can.evaluate && state.data.bids.length > 0 ? (
            <AssignExpertsCard key={state.data.assignments.length} view={state.data} onDone={refresh} />
          ) : null}
          {expert ? <ExpertScoringCard projectId={id} /> : null}
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
  committee,
}: {
  view: TenderView;
  onConfirm: () => void;
  confirming: boolean;
  /** 设置开标小组, for who may, until a member confirmed. */
  committee: ReactNode;
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
      <Space>
        {committee}
        {!view.opened && view.committee.length > 0 && (
          <Button type="primary" onClick={onConfirm} loading={confirming}>
            确认开标
          </Button>
        )}
      </Space>
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
