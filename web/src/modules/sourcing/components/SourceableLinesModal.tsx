import { ProTable } from '@ant-design/pro-components';
import type { SourceableLineRow } from '@srm/contracts/sourcing';
import { Modal } from 'antd';
import { useState } from 'react';
import { listQuery } from '../../widgets';
import { sourcingApi } from '../services/sourcingApi';

export type SourceableLinesModalProps = {
  open: boolean;
  /** Lines already in the project being drafted (not offered again). */
  taken: readonly string[];
  onClose: () => void;
  onPick: (lines: SourceableLineRow[]) => void;
};

export const lineKey = (l: { requisitionId: string; lineId: string }) => `${l.requisitionId}:${l.lineId}`;

/** 从采购申请转入: the approved requisitions' lines no project holds yet. */
export function SourceableLinesModal({ open, taken, onClose, onPick }: SourceableLinesModalProps) {
  const [picked, setPicked] = useState<SourceableLineRow[]>([]);
  return (
    <Modal
      title="从采购申请转入"
      open={open}
      width={900}
      onCancel={onClose}
      onOk={() => {
        onPick(picked);
        setPicked([]);
      }}
      okText="转入"
      destroyOnHidden
    >
      <ProTable<SourceableLineRow>
        rowKey={lineKey}
        search={false}
        options={false}
        size="small"
        rowSelection={{
          selectedRowKeys: picked.map(lineKey),
          onChange: (_, rows) => setPicked(rows),
          getCheckboxProps: (r) => ({ disabled: taken.includes(lineKey(r)) }),
        }}
        columns={[
          { title: '申请编号', dataIndex: 'requisitionCode' },
          { title: '申请标题', dataIndex: 'requisitionTitle' },
          { title: '物料', render: (_, r) => `${r.materialCode} ${r.materialName}` },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
          { title: '单位', dataIndex: 'unit' },
          { title: '需求日期', dataIndex: 'needDate' },
        ]}
        request={async (params) => {
          const page = await sourcingApi.sourceableLines(listQuery({ params, columns: [] }));
          return { data: page.records, total: page.total, success: true };
        }}
        pagination={{ defaultPageSize: 10 }}
      />
    </Modal>
  );
}
