import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useHealth } from '../hooks/useHealth';
import type { HealthReport } from '../types';
import { HealthTag } from './HealthTag';

const DATABASE_KIND_LABELS = { postgres: 'PostgreSQL', pglite: 'PGlite（内嵌）' } as const;

const detail = (text: string | null) => <Typography.Text type="secondary">{text ?? '-'}</Typography.Text>;

const items = (report: HealthReport | undefined, failed: boolean): DescriptionsProps['items'] => {
  // `undefined` (no answer yet) shows 检查中; a failed call shows every part as 异常.
  const ok = (value: boolean | undefined) => (failed ? false : value);
  const connections = report?.realtime.connections ?? null;
  return [
    {
      key: 'overall',
      label: '平台',
      children: (
        <Space>
          <HealthTag ok={ok(report ? report.status === 'ok' : undefined)} testId="health-overall" />
          {detail(report?.version ? `版本 ${report.version}` : null)}
        </Space>
      ),
    },
    {
      key: 'database',
      label: '数据库',
      children: (
        <Space>
          <HealthTag ok={ok(report?.database.ok)} testId="health-database" />
          {detail(report?.database.kind ? DATABASE_KIND_LABELS[report.database.kind] : null)}
        </Space>
      ),
    },
    {
      key: 'temporal',
      label: '工作流引擎（Temporal）',
      children: (
        <Space>
          <HealthTag ok={ok(report?.temporal.ok)} testId="health-temporal" />
          {detail(report?.temporal.address ?? null)}
        </Space>
      ),
    },
    {
      key: 'realtime',
      label: '实时推送',
      children: (
        <Space>
          <HealthTag ok={ok(report?.realtime.ok)} testId="health-realtime" />
          {detail(connections === null ? null : `${connections} 个连接`)}
        </Space>
      ),
    },
  ];
};

/** Health of the platform's parts from `GET /api/health`, refreshed periodically. */
export const HealthPanel = () => {
  const { data, error, isError, isFetching, refetch } = useHealth();
  // When the latest call failed, every part shows as down even if an older answer is still cached.
  const failed = isError;

  return (
    <Card
      title="运行状况"
      extra={
        <Button size="small" loading={isFetching} onClick={() => void refetch()}>
          刷新
        </Button>
      }
    >
      {failed ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="无法获取平台状态"
          description={error?.message}
        />
      ) : null}
      {!failed && data && !data.success && data.message ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={data.message} />
      ) : null}
      <Descriptions column={1} bordered size="small" items={items(data?.report, failed)} />
    </Card>
  );
};
