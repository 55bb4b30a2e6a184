import { DEPOSIT_STATUS_TEXT, type DepositStatus } from '@srm/contracts/finance';
import { Tag } from 'antd';

const COLORS: Record<DepositStatus, string> = {
  paid: 'orange',
  confirmed: 'blue',
  rejected: 'red',
  refunded: 'default',
  converted: 'green',
  deducted: 'volcano',
};

export type DepositStatusTagProps = { status: DepositStatus | null };

/** A deposit's status as a coloured tag (未缴纳 when there is none). */
export function DepositStatusTag({ status }: DepositStatusTagProps) {
  return status ? <Tag color={COLORS[status]}>{DEPOSIT_STATUS_TEXT[status]}</Tag> : <Tag>未缴纳</Tag>;
}
