import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { errorText } from '../../core';
import { masterdataApi } from '../services/masterdataApi';

export type EntityHistoryDrawerProps = {
  open: boolean;
  /** The variant's route base (`GET {base}/history?id=`). */
  base: string;
  recordId: string | null;
  title?: string;
  onClose: () => void;
};

const TYPE_TEXT: Record<string, string> = {
  RecordCreated: '新增',
  RecordUpdated: '修改',
  RecordDeleted: '删除',
};
const shown = (v: unknown) =>
  v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** 变更历史 of one record (read from its events): who, when, and each field: from -> to. */
export function EntityHistoryDrawer({
  open,
  base,
  recordId,
  title = '变更历史',
  onClose,
}: EntityHistoryDrawerProps) {
  const history = useQuery({
    queryKey: ['masterdata', 'history', base, recordId],
    queryFn: () => masterdataApi.history(base, recordId!),
    enabled: open && recordId !== null,
  });
  return (
    <Drawer open={open} title={title} width={560} onClose={onClose} destroyOnHidden>
      {history.isPending && open ? (
        <Spin />
      ) : history.isError ? (
        <Alert type="error" showIcon message={errorText(history.error, '查询失败')} />
      ) : (history.data ?? []).length === 0 ? (
        <Empty description="暂无变更记录" />
      ) : (
        <Timeline
          items={(history.data ?? []).map((h, i) => ({
            key: i,
            children: (
              <div data-testid="history-entry">
                <Typography.Text strong>
                  {h.actor ?? '系统'} · {h.at} · {TYPE_TEXT[h.action] ?? h.action}
                </Typography.Text>
                {h.changes.map((c) => (
                  <div key={c.field}>
                    {c.label}：{shown(c.from)} → {shown(c.to)}
                  </div>
                ))}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
