import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Spin, Table } from 'antd';
import { portalApi } from '../services/portalApi';
import type { AnnouncementType } from '../types';

export type ResultDialogProps = {
  target: { name: string; type: AnnouncementType } | null;
  onClose: () => void;
};

/** The 结果公示 dialog: bid code, project name, award time and the supplier list. */
export function ResultDialog({ target, onClose }: ResultDialogProps) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['portal', 'result', target?.name, target?.type],
    queryFn: () => portalApi.portalResult(target!.name, target!.type),
    enabled: target !== null,
  });
  return (
    <Modal
      open={target !== null}
      title="结果公示"
      width={800}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Spin spinning={isLoading}>
        {error && <p>{error.message}</p>}
        {data && (
          <>
            <h3 style={{ textAlign: 'center' }}>{data.title}</h3>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="项目编号">{data.bidCode}</Descriptions.Item>
              <Descriptions.Item label="项目名称">{data.projectName}</Descriptions.Item>
              <Descriptions.Item label="定标时间">{data.updateTime}</Descriptions.Item>
            </Descriptions>
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey={(r) => `${r.title}-${r.name}`}
              pagination={false}
              dataSource={data.supplierList}
              columns={[
                { title: '中标情况', dataIndex: 'title' },
                { title: '供应商名称', dataIndex: 'name' },
              ]}
            />
          </>
        )}
      </Spin>
    </Modal>
  );
}
