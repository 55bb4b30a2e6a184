import { Radio } from 'antd';
import type { CSSProperties } from 'react';
import { LAYOUT_CHOICES, type LayoutSettings } from '../utils/layoutSettings';

export type LayoutChoiceProps<K extends keyof typeof LAYOUT_CHOICES> = {
  setting: K;
  value: LayoutSettings[K];
  onChange: (value: LayoutSettings[K]) => void;
  size?: 'small' | 'middle';
  style?: CSSProperties;
};

/** One named-option layout setting as radio buttons. */
export function LayoutChoice<K extends keyof typeof LAYOUT_CHOICES>({
  setting,
  value,
  onChange,
  size = 'middle',
  style,
}: LayoutChoiceProps<K>) {
  const options: readonly { value: LayoutSettings[K]; label: string }[] = LAYOUT_CHOICES[setting].options;
  return (
    <Radio.Group
      size={size}
      value={value}
      onChange={(e) => onChange(e.target.value as LayoutSettings[K])}
      {...(style ? { style } : {})}
    >
      {options.map((o) => (
        <Radio.Button key={o.value} value={o.value}>
          {o.label}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
