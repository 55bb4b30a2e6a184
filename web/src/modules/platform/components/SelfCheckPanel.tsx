import { Button, Card, Descriptions, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useSelfCheckOutcome } from '../hooks/useLiveEvents';
import { SELF_CHECK_DELAY_MS, useStartSelfCheck } from '../hooks/useStartSelfCheck';
import { formatElapsed, formatTime } from '../utils/format';
import { SelfCheckStatusTag } from './SelfCheckStatusTag';

/**
 * Starts a self-check (`POST /api/platform/self-checks`) and follows it: 进行中 until the
 * SelfCheckCompleted event for its id arrives over the live connection, then 已完成 with the time taken.
 */
export const SelfCheckPanel = () => {
  const { mutate, isPending, data: check } = useStartSelfCheck();
  const outcome = useSelfCheckOutcome(check?.id ?? null);
  const elapsedMs = outcome?.elapsedMs ?? null;

  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: '状态',
      children: <SelfCheckStatusTag started={check !== undefined} outcome={outcome} />,
    },
    {
      key: 'id',
      label: '自检编号',
      children: (
        <span data-testid="self-check-id">
          <Typography.Text copyable={check ? { text: check.id } : false}>{check?.id ?? '-'}</Typography.Text>
        </span>
      ),
    },
    { key: 'requestedAt', label: '发起时间', children: check ? formatTime(check.requestedAt) : '-' },
    {
      key: 'elapsed',
      label: '耗时',
      children: (
        <span data-testid="self-check-elapsed">{elapsedMs === null ? '-' : formatElapsed(elapsedMs)}</span>
      ),
    },
  ];

  return (
    <Card
      title="平台自检"
      extra={
        <Button type="primary" loading={isPending} onClick={() => mutate()} data-testid="run-self-check">
          运行自检
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        自检在服务端运行约 {SELF_CHECK_DELAY_MS} ms，完成后通过实时连接推送结果。
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small" items={items} />
    </Card>
  );
};
