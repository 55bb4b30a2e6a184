import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, InputNumber } from 'antd';
import type { StudioHero } from '../types';
import { patchAt } from '../utils/draft';

type Stat = StudioHero['statsData'][number];
export type StatsEditorProps = { value: Stat[]; onChange: (next: Stat[]) => void };

/** Statistic rows: value, 加号 (plus), unit, title; at most 8 (the model's limit). */
export function StatsEditor({ value, onChange }: StatsEditorProps) {
  return (
    <Flex vertical gap={6}>
      {value.map((s, i) => (
        <Flex key={i} gap={6} align="center" data-testid="studio-stat-row">
          <InputNumber
            aria-label={`统计${i + 1}数值`}
            min={0}
            value={s.value}
            style={{ width: 110 }}
            onChange={(v) => onChange(patchAt(value, i, { value: v ?? 0 }))}
          />
          <Checkbox
            checked={s.plus}
            onChange={(e) => onChange(patchAt(value, i, { plus: e.target.checked }))}
          >
            +
          </Checkbox>
          <Input
            aria-label={`统计${i + 1}单位`}
            value={s.unit}
            maxLength={20}
            style={{ width: 60 }}
            onChange={(e) => onChange(patchAt(value, i, { unit: e.target.value }))}
          />
          <Input
            aria-label={`统计${i + 1}标题`}
            value={s.title}
            maxLength={40}
            onChange={(e) => onChange(patchAt(value, i, { title: e.target.value }))}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除统计${i + 1}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={value.length >= 8}
        onClick={() => onChange([...value, { value: 0, plus: false, unit: '', title: '新统计' }])}
      >
        添加统计
      </Button>
    </Flex>
  );
}
