import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { move, removeAt } from '../utils/draft';

export type RowActionsProps<T> = {
  list: readonly T[];
  index: number;
  /** What the row is, for the buttons' names (上移 / 下移 / 删除 + label). */
  label: string;
  onChange: (next: T[]) => void;
};

/** Up, down and delete for one row of an edited list. */
export function RowActions<T>({ list, index, label, onChange }: RowActionsProps<T>) {
  return (
    <Space.Compact>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`上移${label}`}
        disabled={index === 0}
        onClick={() => onChange(move(list, index, index - 1))}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`下移${label}`}
        disabled={index === list.length - 1}
        onClick={() => onChange(move(list, index, index + 1))}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`删除${label}`}
        onClick={() => onChange(removeAt(list, index))}
      />
    </Space.Compact>
  );
}
