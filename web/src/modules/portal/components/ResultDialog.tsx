import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { portalApi } from '../services/portalApi';
import type { AnnouncementType } from '../types';

export type ResultDialogProps = {
  target: { name: string; type: AnnouncementType } | null;
  onClose: () => void;
};

/**
 * The 结果公示 dialog: bid code, project name, award time and the supplier list. Plain tables: antd's
 * Table and Descriptions would join the portal's shared chunk for one small list.
 */
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
            <table className="portal-table">
              <tbody>
                <tr>
                  <th>项目编号</th>
                  <td>{data.bidCode}</td>
                </tr>
                <tr>
                  <th>项目名称</th>
                  <td>{data.projectName}</td>
                </tr>
                <tr>
                  <th>定标时间</th>
                  <td>{data.updateTime}</td>
                </tr>
              </tbody>
            </table>
            <table className="portal-table" style={{ marginTop: 16 }}>
              <thead>
                <tr>
                  <th>中标情况</th>
                  <th>供应商名称</th>
                </tr>
              </thead>
              <tbody>
                {data.supplierList.map((s) => (
                  <tr key={`${s.title}-${s.name}`}>
                    <td>{s.title}</td>
                    <td>{s.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Spin>
    </Modal>
  );
}
