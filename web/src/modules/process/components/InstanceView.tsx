import { Descriptions, Empty, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../core';
import { useInstanceRoom } from '../hooks/useInstanceRoom';
import { processApi } from '../services/processApi';
import type { InstanceDetail, InstanceTask } from '../types';
import { formatTime, timelineColor, timelineText, visibleTimeline } from '../utils/timeline';
import { InstanceIncidents } from './InstanceIncidents';
import { ProcessRunViewer } from './ProcessRunViewer';

const STATUS: Record<string, string> = { running: '审批中', ended: '已结束' };

/** An instance: its facts, diagram with the path, tasks and timeline; follows the instance room live. */
export function InstanceView({
  instanceId,
  onLoaded,
}: {
  instanceId: string;
  onLoaded?: (detail: InstanceDetail) => void;
}) {
  const [detail, setDetail] = useState<InstanceDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = useCallback(
    (d: InstanceDetail) => {
      setError(null);
      setDetail(d);
      onLoaded?.(d);
    },
    [onLoaded],
  );
  const reload = useCallback(() => {
    processApi.instance(instanceId).then(show, (e: unknown) => setError(errorText(e, '流程实例加载失败')));
  }, [instanceId, show]);

  useEffect(() => {
    // A just-started approval is recorded by its workflow a moment later: the first load asks again until it is there.
    let live = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const first = () =>
      processApi.instance(instanceId).then(
        (d) => live && show(d),
        (e: unknown) => {
          if (!live) return;
          setError(errorText(e, '流程实例加载失败'));
          if (++tries < 15) timer = setTimeout(() => void first(), 1000);
        },
      );
    void first();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [instanceId, show]);
  // The room admits only those who may see the instance, so it is joined once the instance is readable.
  useInstanceRoom(detail ? instanceId : null, reload);

  if (!detail) return error ? <Empty description={error} /> : <Spin />;
  return (
    <div data-testid="instance-view" data-status={detail.status}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="标题">{detail.title}</Descriptions.Item>
        <Descriptions.Item label="流程">
          {detail.processName} V{detail.version}
        </Descriptions.Item>
        <Descriptions.Item label="业务编号">{detail.businessKey}</Descriptions.Item>
        <Descriptions.Item label="发起人">{detail.initiatorName ?? detail.initiator}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <span data-testid="instance-status">
            {STATUS[detail.status] ?? detail.status}
            {detail.outcome_dictText ? `（${detail.outcome_dictText}）` : ''}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="发起时间">{formatTime(detail.startTime)}</Descriptions.Item>
        <Descriptions.Item label="变量" span={2}>
          {Object.entries(detail.variables ?? {}).map(([k, v]) => (
            <Tag key={k}>
              {k}: {typeof v === 'object' ? JSON.stringify(v) : String(v)}
            </Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        流程图
      </Typography.Title>
      <ProcessRunViewer xml={detail.xml} path={detail.path} height={320} />
      <InstanceIncidents
        instanceId={instanceId}
        running={detail.status === 'running'}
        version={detail.timeline.length}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        审批任务
      </Typography.Title>
      <Table<InstanceTask>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={detail.tasks}
        data-testid="instance-tasks"
        columns={[
          { title: '任务', dataIndex: 'name' },
          {
            title: '处理人',
            render: (_, t) => t.assigneeName ?? t.candidates.map((c) => c.name ?? c.id).join('、'),
          },
          {
            title: '状态',
            render: (_, t) => t.outcome_dictText ?? (t.status === 'open' ? '待处理' : '已取消'),
          },
          { title: '意见', dataIndex: 'comment' },
          { title: '创建时间', render: (_, t) => formatTime(t.createTime) },
          { title: '完成时间', render: (_, t) => formatTime(t.endTime) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        审批记录
      </Typography.Title>
      <Timeline
        data-testid="instance-timeline"
        items={visibleTimeline(detail.timeline).map((e) => ({
          color: timelineColor(e),
          children: (
            <>
              <div>{timelineText(e)}</div>
              {typeof e.data.comment === 'string' && e.data.comment && (
                <Typography.Text type="secondary">意见：{e.data.comment}</Typography.Text>
              )}
              <div>
                <Typography.Text type="secondary">{formatTime(e.at)}</Typography.Text>
              </div>
            </>
          ),
        }))}
      />
    </div>
  );
}
