import type { EventStore } from '../../store/event-store';
import type { Trx } from '../../store/types';
import { noticeToSuppliers } from './notice';
import type { Project } from './project.decide';

/** An instant as the buyer reads it: China Standard Time to the minute (`2026-12-01 10:00`). */
export const chinaTime = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * 中标通知 / 未中标通知 once the award is confirmed: each winner hears its own shares, each bidder that
 * won nothing a letter of regret (suppliers that never quoted are not told). Sent in the caller's
 * transaction, keyed per project and supplier, so a repeated approval end sends nothing twice.
 */
export async function sendAwardLetters(store: EventStore, p: Project, now: Date, trx: Trx): Promise<void> {
  const winners = [...new Set(p.awards.map((a) => a.supplierId))];
  for (const supplierId of winners) {
    const shares = p.awards.filter((a) => a.supplierId === supplierId);
    await noticeToSuppliers(store, {
      tenantId: p.tenantId,
      supplierIds: [supplierId],
      title: `中标通知：${p.title}`,
      lines: [
        `项目编号：${p.code}`,
        `贵司在寻源项目「${p.title}」中中标，中标明细如下：`,
        shares
          .map((a) => {
            const line = p.lines.find((l) => l.lineId === a.lineId)!;
            return `「${line.materialName}」中标数量 ${a.quantity} ${line.unit}，单价 ${a.price} ${p.currency}，税率 ${a.taxRate}%`;
          })
          .join('\n'),
        '采购方将与贵司联系签订合同或订单。',
      ],
      now,
      key: `sourcing-award-letter:${p.id}`,
      trx,
    });
  }
  const losers = Object.keys(p.quotes).filter((id) => !winners.includes(id));
  for (const supplierId of losers) {
    await noticeToSuppliers(store, {
      tenantId: p.tenantId,
      supplierIds: [supplierId],
      title: `未中标通知：${p.title}`,
      lines: [`项目编号：${p.code}`, `感谢贵司参与寻源项目「${p.title}」，贵司本次未中标。`],
      now,
      key: `sourcing-award-letter:${p.id}`,
      trx,
    });
  }
}
