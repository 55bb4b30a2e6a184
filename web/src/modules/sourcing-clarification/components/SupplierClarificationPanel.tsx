import { QUESTION_OPEN_STATUSES, type ProjectStatus } from '@srm/contracts/sourcing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { clarificationApi } from '../services/clarificationApi';
import { ClarificationTextModal } from './ClarificationTextModal';

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export type SupplierClarificationPanelProps = {
  projectId: string;
  /** The project's status: it takes questions while published, in registration or bidding. */
  status: ProjectStatus;
};

/**
 * 澄清答疑 on the supplier's project page: every answered question and clarification of the project
 * (never who asked) and its own questions still waiting; 我要提问 asks one.
 */
export function SupplierClarificationPanel({ projectId, status }: SupplierClarificationPanelProps) {
  const canAsk = QUESTION_OPEN_STATUSES.includes(status);
  const client = useQueryClient();
  const key = ['sourcing', 'sup', 'clarification', projectId];
  const list = useQuery({ queryKey: key, queryFn: () => clarificationApi.supList(projectId) });
  const [asking, setAsking] = useState(false);
  return (
    <Card
      title="澄清答疑"
      size="small"
      extra={
        canAsk ? (
          <Button type="primary" size="small" onClick={() => setAsking(true)}>
            我要提问
          </Button>
        ) : null
      }
    >
      {list.error ? <Alert type="error" showIcon message={errorText(list.error, '查询失败')} /> : null}
      <List
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description="暂无澄清答疑" /> }}
        renderItem={(r) => (
          <List.Item key={r.id}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {r.question ? (
                <Typography.Text strong>
                  问：{r.question} {r.mine ? <Tag color="blue">我的提问</Tag> : null}
                </Typography.Text>
              ) : (
                <Tag color="purple">采购方澄清</Tag>
              )}
              {r.answer ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {r.question ? '答：' : ''}
                  {r.answer}
                </Typography.Paragraph>
              ) : (
                <Tag color="orange">待答复</Tag>
              )}
              <Typography.Text type="secondary">{time(r.answeredAt ?? r.askedAt)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      <ClarificationAsk
        open={asking}
        projectId={projectId}
        onClose={() => setAsking(false)}
        onDone={() => {
          setAsking(false);
          void client.invalidateQueries({ queryKey: key });
        }}
      />
    </Card>
  );
}

function ClarificationAsk(p: { open: boolean; projectId: string; onClose: () => void; onDone: () => void }) {
  return (
    <ClarificationTextModal
      title={p.open ? '我要提问' : null}
      label="提问内容"
      context="提问内容将连同答复向全部参与供应商公开，不显示提问方。"
      maxLength={1000}
      onSubmit={(text) => clarificationApi.ask(p.projectId, text)}
      onClose={p.onClose}
      onDone={p.onDone}
    />
  );
}
