import { Badge } from 'antd';
import { useLiveConnection } from '../hooks/useLiveEvents';

/** 实时连接：已连接 / 已断开 (still connecting counts as not connected). */
export const LiveConnectionBadge = () => {
  const connected = useLiveConnection() === 'connected';
  return (
    <span data-testid="live-connection">
      <Badge
        status={connected ? 'success' : 'error'}
        text={connected ? '实时连接：已连接' : '实时连接：已断开'}
      />
    </span>
  );
};
