import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin, Table, Tag } from 'antd';
import { REQUISITION_STATUS_COLOR, dateTime } from '../utils/sourcingText';
import { sourcingApi } from '../services/sourcingApi';

export type RequisitionDrawerProps = { id: string | null; onClose: () => void };

/** 采购申请详情: the head and each line with where it went (the sourcing project that took it). */
export function RequisitionDrawer({ id, onClose }: RequisitionDrawerProps) {
  const { data, isLoading } = useQuery({
    queryKey: ['sourcing', 'requisition', id],
    queryFn: () => sourcingApi.requisition(id!),
    enabled: id !== null,
  });
  return (
    <Drawer
      title={data ? `采购申请：${data.code}` : '采购申请'}
      open={id !== null}
      onClose={onClose}
      width={960}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="申请编号">{data.code}</Descriptions.Item>
            <Descriptions.Item label="申请标题">{data.title}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={REQUISITION_STATUS_COLOR[data.status]}>{data.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="申请人">{data.createdBy}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{dateTime(data.createTime)}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="lineId"
            pagination={false}
            dataSource={data.lines}
            columns={[
              { title: '行号', dataIndex: 'lineId', width: 60 },
              { title: '物料编码', dataIndex: 'materialCode' },
              { title: '物料名称', dataIndex: 'materialName' },
              { title: '数量', dataIndex: 'quantity', align: 'right' },
              { title: '单位', dataIndex: 'unit', width: 60 },
              { title: '需求日期', dataIndex: 'needDate' },
              { title: '预算金额', dataIndex: 'budget', align: 'right' },
              { title: '币种', dataIndex: 'currency', width: 60 },
              {
                title: '行状态',
                render: (_, l) =>
                  l.projectCode ? (
                    <Tag color="blue">已转寻源 {l.projectCode}</Tag>
                  ) : data.status === 'approved' ? (
                    <Tag color="green">待寻源</Tag>
                  ) : (
                    <Tag>{data.statusText}</Tag>
                  ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
