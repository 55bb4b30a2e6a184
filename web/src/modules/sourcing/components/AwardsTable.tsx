import { useQuery } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { sourcingApi } from '../services/sourcingApi';

/** The awarded shares of one project (定标结果's expanded row): material, supplier, quantity, price. */
export function AwardsTable({ projectId }: { projectId: string }) {
  const { data } = useQuery({
    queryKey: ['sourcing', 'project', projectId],
    queryFn: () => sourcingApi.project(projectId),
  });
  if (!data) return <Spin size="small" />;
  const lineOf = (lineId: string) => data.lines.find((l) => l.lineId === lineId);
  return (
    <Table
      size="small"
      rowKey={(a) => `${a.lineId}:${a.supplierId}`}
      pagination={false}
      dataSource={data.awards}
      columns={[
        {
          title: '物料',
          render: (_, a) => {
            const l = lineOf(a.lineId);
            return l ? `${l.materialCode} ${l.materialName}` : a.lineId;
          },
        },
        { title: '中标供应商', dataIndex: 'supplierName' },
        {
          title: '中标数量',
          align: 'right',
          render: (_, a) => `${a.quantity} ${lineOf(a.lineId)?.unit ?? ''}`,
        },
        { title: `单价(${data.currency})`, dataIndex: 'price', align: 'right' },
        { title: '税率(%)', dataIndex: 'taxRate', align: 'right' },
      ]}
    />
  );
}
