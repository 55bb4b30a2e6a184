import { Card, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useLiveEvents } from '../hooks/useLiveEvents';
import type { LiveEvent } from '../types';
import { formatElapsed, formatTime } from '../utils/format';
import { elapsedMsOf, LIVE_EVENTS_LIMIT, SELF_CHECK_COMPLETED } from '../utils/liveEvents';

const detailOf = (event: LiveEvent): string => {
  if (event.type !== SELF_CHECK_COMPLETED) return '';
  const elapsedMs = elapsedMsOf(event);
  return elapsedMs === null ? '' : formatElapsed(elapsedMs);
};

const columns: TableColumnsType<LiveEvent> = [
  { title: '位置', dataIndex: 'position', key: 'position', width: 100 },
  {
    title: '事件类型',
    dataIndex: 'type',
    key: 'type',
    render: (type: string) => <Typography.Text code>{type}</Typography.Text>,
  },
  { title: '事件流', dataIndex: 'streamId', key: 'streamId', ellipsis: true },
  {
    title: '时间',
    dataIndex: 'createdAt',
    key: 'createdAt',
    width: 200,
    render: (createdAt: string) => formatTime(createdAt),
  },
  { title: '详情', key: 'detail', width: 160, render: (_: unknown, event) => detailOf(event) },
];

/** Events received over the live connection, newest first. */
export const LiveEventsTable = () => {
  const events = useLiveEvents();
  return (
    <Card title={`实时事件（最近 ${LIVE_EVENTS_LIMIT} 条）`}>
      <div data-testid="live-events">
        <Table<LiveEvent>
          rowKey="position"
          size="small"
          columns={columns}
          dataSource={events}
          pagination={false}
          locale={{ emptyText: '暂无事件' }}
        />
      </div>
    </Card>
  );
};
