import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Space, Tag } from 'antd';
import { api, ApiError, errorText } from '../../core';
import { markText } from '../utils/tenderForms';

type Marks = { technical?: number | null; commercial?: number | null; comment?: string };

/**
 * 专家评分: the bids assigned to the signed-in expert only (the API answers nobody else's), with their
 * opened content and its technical and commercial marks (0-100), re-scorable until the award. A user who
 * is no expert of this tender sees nothing here.
 */
export function ExpertScoringCard({ projectId }: { projectId: string }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = ['tender', projectId, 'expert'];
  const tasks = useQuery({
    queryKey: key,
    queryFn: () => api.get('/sourcing/tender/expert/bids', { id: projectId }),
    retry: false,
  });
  const score = useMutation({
    mutationFn: ({ supplierId, v }: { supplierId: string; v: Marks }) =>
      api.post('/sourcing/tender/expert/score', {
        id: projectId,
        supplierId,
        technical: markText(v.technical) ?? '',
        commercial: markText(v.commercial) ?? '',
        comment: v.comment ?? '',
      }),
    onSuccess: () => {
      void message.success('评分已保存');
      void client.invalidateQueries({ queryKey: ['tender', projectId] });
    },
    onError: (e) => void message.error(errorText(e, '评分失败')),
  });
  if (tasks.error instanceof ApiError && tasks.error.status === 404) return null;
  if (tasks.error) return <Alert type="error" showIcon message={errorText(tasks.error, '加载失败')} />;
  const t = tasks.data;
  if (!t) return null;
  return (
    <Card title={`我的评标任务（${t.expertName}）`} data-testid="tender-expert">
      {!t.opened ? <Alert type="info" showIcon message="尚未开标，开标后可查看投标文件并评分。" /> : null}
      {t.template ? (
        <div style={{ marginBottom: 12 }}>
          {`权重：技术 ${t.template.technicalWeight} / 商务 ${t.template.commercialWeight} / 价格 ${t.template.priceWeight}`}
        </div>
      ) : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        {t.bids.map((b) => (
          <Card key={b.supplierId} type="inner" size="small" title={b.supplierName}>
            {b.bid ? (
              <Descriptions column={2} size="small">
                <Descriptions.Item label="投标总价">{b.bid.total}</Descriptions.Item>
                <Descriptions.Item label="技术方案">{b.bid.summary || '-'}</Descriptions.Item>
                <Descriptions.Item label="分项报价" span={2}>
                  {b.bid.lines
                    .map((l) => `行${l.lineId}: ${l.price}（税率 ${l.taxRate}%，${l.leadTimeDays}天）`)
                    .join('；')}
                </Descriptions.Item>
                <Descriptions.Item label="文件" span={2}>
                  {[...b.bid.technicalFiles, ...b.bid.commercialFiles].map((f) => f.name).join('、') || '-'}
                </Descriptions.Item>
              </Descriptions>
            ) : null}
            {b.score ? (
              <Tag color="green">{`已评分：技术 ${b.score.technical}，商务 ${b.score.commercial}`}</Tag>
            ) : null}
            {t.opened ? (
              <Form<Marks>
                layout="inline"
                style={{ marginTop: 8 }}
                initialValues={{
                  technical: b.score ? Number(b.score.technical) : null,
                  commercial: b.score ? Number(b.score.commercial) : null,
                  comment: b.score?.comment ?? '',
                }}
                onFinish={(v) => score.mutate({ supplierId: b.supplierId, v })}
              >
                <Form.Item label="技术分" name="technical">
                  <InputNumber min={0} max={100} precision={2} />
                </Form.Item>
                <Form.Item label="商务分" name="commercial">
                  <InputNumber min={0} max={100} precision={2} />
                </Form.Item>
                <Form.Item label="评语" name="comment">
                  <Input maxLength={500} style={{ width: 240 }} />
                </Form.Item>
                <Button htmlType="submit" loading={score.isPending}>
                  {b.score ? '修改评分' : '提交评分'}
                </Button>
              </Form>
            ) : null}
          </Card>
        ))}
      </Space>
    </Card>
  );
}
