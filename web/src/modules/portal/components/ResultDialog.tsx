import { useQuery } from '@tanstack/react-query';
import { PortalSpin, portalApi, type AnnouncementType, type ResultDialogModel } from '../../portal-light';
import { PortalDialog } from './ui/PortalDialog';
import { PortalDescriptions, PortalTable, type PortalColumn } from './ui/PortalTable';

export type ResultDialogProps = {
  target: { name: string; type: AnnouncementType } | null;
  onClose: () => void;
};

type Supplier = ResultDialogModel['supplierList'][number];
const SUPPLIER_COLUMNS: PortalColumn<Supplier>[] = [
  { key: 'title', title: '中标情况', render: (s) => s.title },
  { key: 'name', title: '供应商名称', render: (s) => s.name },
];

/** The 结果公示 dialog: bid code, project name, award time and the supplier list. */
export function ResultDialog({ target, onClose }: ResultDialogProps) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['portal', 'result', target?.name, target?.type],
    queryFn: () => portalApi.portalResult(target!.name, target!.type),
    enabled: target !== null,
  });
  return (
    <PortalDialog open={target !== null} title="结果公示" width={800} onClose={onClose}>
      <PortalSpin spinning={isLoading}>
        {error && <p>{error.message}</p>}
        {data && (
          <>
            <h3 style={{ textAlign: 'center' }}>{data.title}</h3>
            <PortalDescriptions
              column={1}
              items={[
                { label: '项目编号', value: data.bidCode },
                { label: '项目名称', value: data.projectName },
                { label: '定标时间', value: data.updateTime },
              ]}
            />
            <div style={{ marginTop: 16 }}>
              <PortalTable
                caption="中标供应商"
                columns={SUPPLIER_COLUMNS}
                rows={data.supplierList}
                rowKey={(s) => `${s.title}-${s.name}`}
              />
            </div>
          </>
        )}
      </PortalSpin>
    </PortalDialog>
  );
}
