import { useQuery } from '@tanstack/react-query';
import { App, Button, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { accountApi, accountKeys } from '../services/accountApi';
import { formatCst } from '../utils/mask';

/**
 * 登录设备: the user's live sessions (device, address, last seen) with 下线 for each other one.
 * Ending one signs that device out at once (its requests and live connection stop).
 */
export function SessionList() {
  const { message } = App.useApp();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: accountApi.sessions });
  const [ending, setEnding] = useState<string | null>(null);
  const end = async (ids: string[]) => {
    setEnding(ids.length === 1 ? ids[0]! : 'others');
    try {
      await accountApi.endSessions(ids);
      void message.success('已下线');
    } catch (e) {
      void message.error(e instanceof Error ? e.message : '操作失败');
    } finally {
      setEnding(null);
      void sessions.refetch();
    }
  };
  if (!sessions.data) return <Skeleton active />;
  const others = sessions.data.filter((s) => !s.current).map((s) => s.id);
  return (
    <List
      data-testid="security-sessions"
      header={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography.Text strong>登录设备</Typography.Text>
          {others.length > 0 && (
            <Popconfirm title="确定下线其他所有设备吗？" onConfirm={() => end(others)}>
              <Button size="small" loading={ending === 'others'}>
                下线其他设备
              </Button>
            </Popconfirm>
          )}
        </div>
      }
      dataSource={sessions.data}
      rowKey="id"
      renderItem={(s) => (
        <List.Item
          actions={
            s.current
              ? [
                  <Tag key="current" color="green">
                    当前设备
                  </Tag>,
                ]
              : [
                  <Popconfirm key="end" title="确定下线该设备吗？" onConfirm={() => end([s.id])}>
                    <Typography.Link disabled={ending === s.id}>下线</Typography.Link>
                  </Popconfirm>,
                ]
          }
        >
          <List.Item.Meta
            title={s.device}
            description={
              <>
                <div>登录地址：{s.ip ?? '未知'}</div>
                <div>登录时间：{formatCst(s.loginTime)}</div>
                <div>最近活动：{formatCst(s.lastSeen)}</div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
