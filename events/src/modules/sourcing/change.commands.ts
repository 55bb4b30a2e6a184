import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { noticeToSuppliers } from './notice';
import { inTransaction, loadProject } from './project.commands';
import { chinaTime } from './letters';
import { projectDecider, type LineChange } from './project.decide';
import { sourcingProjectStreamId } from './project.events';

/**
 * 变更采购条件 while bidding: the change (which voids every quote placed so far and may move the
 * deadline) and the notice to every participant commit in one transaction. The caller then tells the
 * `sourcing-<id>` workflow the new deadline (it waits for the latest one; the old timer closes nothing).
 */
export async function changeConditions(
  store: EventStore,
  c: {
    tenantId: string;
    id: string;
    reason: string;
    deadline: Date | null;
    lines: LineChange[];
    by: string;
    now: Date;
  },
  meta: { metadata?: EventMetadata } = {},
) {
  const project = await loadProject(store, c.tenantId, c.id);
  return inTransaction(store, async (trx) => {
    const r = await handleCommand(
      store,
      sourcingProjectStreamId(c.id),
      projectDecider,
      {
        type: 'ChangeConditions',
        reason: c.reason,
        deadline: c.deadline,
        lines: c.lines,
        by: c.by,
        now: c.now,
      },
      { ...meta, trx },
    );
    const changed = r.events.find((e) => e.type === 'SourcingConditionsChanged');
    const data = changed?.data as { deadline: string; extendedHours: number | null } | undefined;
    if (!data) return { deadline: null, extendedHours: null };
    await noticeToSuppliers(store, {
      tenantId: project.tenantId,
      supplierIds: Object.keys(project.participants),
      title: `寻源项目「${project.title}」采购条件已变更`,
      lines: [
        `项目编号：${project.code}`,
        `变更说明：${c.reason}`,
        '此前提交的报价已作废，请按变更后的条件重新报价。',
        `报价截止时间：${chinaTime(data.deadline)}${data.extendedHours ? `（已顺延${data.extendedHours}小时）` : ''}`,
      ],
      now: c.now,
      // One notice per change: the stream's version after it names the change.
      key: `sourcing-change:${c.id}:${r.nextExpectedVersion}`,
      trx,
    });
    return { deadline: data.deadline, extendedHours: data.extendedHours };
  });
}
