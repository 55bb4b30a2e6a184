import type { SupplierProjectView } from '@srm/contracts/sourcing';
import { Alert, Card } from 'antd';

/**
 * 我的投标's place for the sealed envelopes (技术标、商务标): their submission and the opening are the
 * sealed-tender feature's (docs/sourcing.md), which replaces this card's content.
 */
export function TenderBid({ project: p }: { project: SupplierProjectView }) {
  return (
    <Card title="投标文件" size="small" style={{ marginTop: 16 }} data-testid="sup-tender-envelopes">
      <Alert
        type="info"
        showIcon
        message={
          p.status === 'registration'
            ? '报名中：报名截止后进入投标阶段，届时在此递交技术标与商务标（密封）。'
            : '技术标与商务标（密封）在此递交，开标前任何人无法查看。'
        }
      />
    </Card>
  );
}
