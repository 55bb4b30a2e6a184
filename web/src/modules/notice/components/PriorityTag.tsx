import { Tag } from 'antd';
import { usePriorityOptions } from '../hooks/usePriorityOptions';
import { priorityOption } from '../utils/noticeDisplay';

export type PriorityTagProps = { priority: string | null | undefined };

/** L 一般 / M 重要 / H 紧急, coloured as the `priority` dictionary says. */
export function PriorityTag({ priority }: PriorityTagProps) {
  const option = priorityOption(usePriorityOptions(), priority);
  if (!option) return null;
  return (
    <Tag color={option.color} style={{ marginInlineEnd: 0 }}>
      {option.text}
    </Tag>
  );
}
