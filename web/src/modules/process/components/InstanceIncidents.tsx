import { App, Button, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../core';
import { Authorized } from '../../widgets';
import { processApi } from '../services/processApi';
import type { IncidentRow } from '../types';
import { formatTime } from '../utils/timeline';

const RESOLUTION: Record<string, string> = { retried: '已重试', skipped: '已跳过' };

/**
 * 异常 of an instance (a service failing, nobody to act, a child process that cannot start): node, message and
 * time, with 重试 for administrators (the same button right as 作废). Shown only when there is one; `version`
 * (the timeline's length) reloads it when the instance changes.
 */
export function InstanceIncidents({
  instanceId,
  running,
  version,
}: {
  instanceId: string;
  running: boolean;
  version: number;
}) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<IncidentRow[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(
    () => processApi.incidents(instanceId).then(setRows, () => setRows([])),
    [instanceId],
  );
  useEffect(() => {
    void load();
  }, [load, version]);

  if (rows.length === 0) return null;
  const retry = async (incidentId: string) => {
    setBusy(incidentId);
    try {
      const text = await processApi.retryIncident(instanceId, incidentId);
      void message.success(text || '已重试');
      await load();
    } catch (e) {
      void message.error(errorText(e, '重试失败'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div data-testid="instance-incidents">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        异常
      </Typography.Title>
      <Table<IncidentRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '节点', dataIndex: 'nodeName', width: 140 },
          {
            title: '异常信息',
            render: (_, r) => <Typography.Text type="danger">{r.message}</Typography.Text>,
          },
          { title: '发生时间', width: 170, render: (_, r) => formatTime(r.raisedAt) },
          {
            title: '状态',
            width: 150,
            render: (_, r) =>
              r.resolution ? (
                <Tag>{RESOLUTION[r.resolution] ?? r.resolution}</Tag>
              ) : running ? (
                <Authorized action="process:instance:cancel" fallback={<Tag color="red">待处理</Tag>}>
                  <Button
                    size="small"
                    type="primary"
                    loading={busy === r.id}
                    onClick={() => void retry(r.id)}
                  >
                    重试
                  </Button>
                </Authorized>
              ) : (
                <Tag color="red">待处理</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
