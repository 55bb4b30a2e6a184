import type { ComparisonView } from '@srm/contracts/sourcing';
import { Empty, Table, Tag, Typography } from 'antd';

/** 比价: a row per requirement line, a column per quoting supplier; the lowest price of a line highlighted. */
export function ComparisonTable({ matrix }: { matrix: ComparisonView }) {
  if (matrix.suppliers.length === 0) return <Empty description="暂无报价" />;
  type Line = ComparisonView['lines'][number];
  return (
    <Table<Line>
      size="small"
      rowKey="lineId"
      pagination={false}
      scroll={{ x: true }}
      bordered
      dataSource={matrix.lines}
      columns={[
        { title: '物料', fixed: 'left', render: (_, l) => `${l.materialCode} ${l.materialName}` },
        { title: '需求数量', render: (_, l) => `${l.quantity} ${l.unit}` },
        { title: '最高限价', dataIndex: 'ceilingPrice', render: (v: string | null) => v ?? '-' },
        ...matrix.suppliers.map((s) => ({
          title: s.supplierName,
          key: s.supplierId,
          render: (_: unknown, l: Line) => {
            const c = l.cells.find((x) => x.supplierId === s.supplierId);
            if (!c) return <Typography.Text type="secondary">未报价</Typography.Text>;
            return (
              <div data-testid={`cell-${l.lineId}-${s.supplierId}`}>
                {c.lowest ? (
                  <Tag color="green" title="最低价">
                    {c.price} 最低
                  </Tag>
                ) : (
                  <span>{c.price}</span>
                )}
                <div>
                  <Typography.Text type="secondary">
                    税率 {c.taxRate}% · {c.leadTimeDays}天 · 第{c.round}轮
                  </Typography.Text>
                </div>
              </div>
            );
          },
        })),
      ]}
    />
  );
}
