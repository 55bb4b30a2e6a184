import { Tag } from 'antd';
import type { SelfCheckOutcome } from '../types';

export type SelfCheckStatusTagProps = {
  started: boolean;
  outcome: SelfCheckOutcome | null;
};

/** 未运行 / 进行中 / 已完成 for the self-check started last. */
export const SelfCheckStatusTag = ({ started, outcome }: SelfCheckStatusTagProps) => {
  if (!started) return <Tag data-testid="self-check-status">未运行</Tag>;
  if (outcome === null) {
    return (
      <Tag color="processing" data-testid="self-check-status">
        进行中
      </Tag>
    );
  }
  return (
    <Tag color="success" data-testid="self-check-status">
      已完成
    </Tag>
  );
};
