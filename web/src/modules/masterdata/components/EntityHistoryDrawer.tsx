import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { errorText } from '../../core';
import { masterdataApi } from '../services/masterdataApi';
import type { EntityRef, HistoryEntry } from '../types';

export type EntityHistoryDrawerProps = {
  open: boolean;
  /** The entity and variant (`GET /masterdata/:entity/history?id=`, or `/sup/...`). */
  entityRef: EntityRef;
  recordId: string | null;
  title?: string;
  onClose: () => void;
};

const TYPE_TEXT: Record<HistoryEntry['action'], string> = {
  created: '新增',
  updated: '修改',
  deleted: '删除',
};
const shown = (v: unknown) =>
  v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** 变更历史 of one record (read from its events): who, when, and each field: from -> to. */
export function EntityHistoryDrawer({
  open,
  entityRef,
  recordId,
  title = '变更历史',
  onClose,
}: EntityHistoryDrawerProps) {
  const history = useQuery({
    queryKey: ['masterdata', 'history', entityRef.variant, entityRef.entity, recordId],
    queryFn: () => masterdataApi.history(entityRef, recordId!),
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
