import type { ComparisonView } from '@srm/contracts/sourcing';
import { Alert, App, Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../core';
import { sourcingApi } from '../services/sourcingApi';
import { splitProblem } from '../utils/sourcingText';

export type AwardModalProps = {
  matrix: ComparisonView | null;
  onClose: () => void;
  onDone: () => void;
};
type Shares = Record<string, Record<string, string>>;

/** The lowest quote of each line gets the whole quantity until the buyer splits it. */
const initialShares = (m: ComparisonView): Shares =>
  Object.fromEntries(
    m.lines.map((l) => {
      const lowest = l.cells.find((c) => c.lowest);
      return [l.lineId, lowest ? { [lowest.supplierId]: l.quantity } : {}];
    }),
  );

/**
 * 定标: per line, the quantity each quoting supplier gets (a split over several is allowed); the
 * shares of a line must sum to its quantity, a line left empty stays unawarded. Submits the award
 * approval.
 */
export function AwardModal({ matrix, onClose, onDone }: AwardModalProps) {
  const { message } = App.useApp();
  const [shares, setShares] = useState<Shares>({});
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (matrix) setShares(initialShares(matrix));
    setProblem(null);
  }, [matrix]);
  if (!matrix) return null;
  const submit = async () => {
    for (const l of matrix.lines) {
      const p = splitProblem(l, Object.values(shares[l.lineId] ?? {}));
      if (p) return setProblem(p);
    }
    const awards = matrix.lines.flatMap((l) =>
      Object.entries(shares[l.lineId] ?? {})
        .filter(([, q]) => q.trim() !== '' && Number(q) !== 0)
        .map(([supplierId, quantity]) => ({ lineId: l.lineId, supplierId, quantity: quantity.trim() })),
    );
    if (awards.length === 0) return setProblem('请选择中标供应商');
    try {
      await sourcingApi.award({ id: matrix.projectId, awards });
      void message.success('已提交定标审批');
      onDone();
    } catch (e) {
      setProblem(errorText(e, '定标失败'));
    }
  };
  type Line = ComparisonView['lines'][number];
  return (
    <Modal title="定标" open onOk={() => void submit()} onCancel={onClose} okText="提交定标审批" width={900}>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Table<Line>
        size="small"
        rowKey="lineId"
        pagination={false}
        bordered
        dataSource={matrix.lines}
        columns={[
          { title: '物料', render: (_, l) => `${l.materialCode} ${l.materialName}` },
          { title: '需求数量', render: (_, l) => `${l.quantity} ${l.unit}` },
          ...matrix.suppliers.map((s) => ({
            title: s.supplierName,
            key: s.supplierId,
            render: (_: unknown, l: Line) => {
              const cell = l.cells.find((c) => c.supplierId === s.supplierId);
              if (!cell) return '-';
              return (
                <Input
                  aria-label={`${l.materialName} ${s.supplierName} 中标数量`}
                  addonBefore={cell.price}
                  value={shares[l.lineId]?.[s.supplierId] ?? ''}
                  onChange={(e) =>
                    setShares((prev) => ({
                      ...prev,
                      [l.lineId]: { ...prev[l.lineId], [s.supplierId]: e.target.value },
                    }))
                  }
                />
              );
            },
          })),
        ]}
      />
    </Modal>
  );
}
