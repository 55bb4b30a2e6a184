import { ColorPicker, Flex, Input, Segmented, Slider, Switch, Typography } from 'antd';
import type { StudioHero } from '../types';
import { FONT_SIZE } from '@srm/contracts/portal';

type TextStyle = StudioHero['title'];
export type TextStyleEditorProps = { label: string; value: TextStyle; onChange: (next: TextStyle) => void };

/** One hero text: its words, bold, size (spec §5 slider 16-80 step 2), colour and alignment. */
export function TextStyleEditor({ label, value, onChange }: TextStyleEditorProps) {
  const style = (patch: Partial<TextStyle['style']>) =>
    onChange({ ...value, style: { ...value.style, ...patch } });
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{label}</Typography.Text>
      <Input
        aria-label={`${label}文字`}
        value={value.text}
        maxLength={200}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
      />
      <Flex gap={16} align="center" wrap>
        <span>
          加粗{' '}
          <Switch
            aria-label={`${label}加粗`}
            size="small"
            checked={value.isBold}
            onChange={(isBold) => onChange({ ...value, isBold })}
          />
        </span>
        <ColorPicker
          value={value.style.color}
          showText
          size="small"
          onChangeComplete={(c) => style({ color: c.toHexString() })}
        />
        <Segmented<TextStyle['style']['textAlign']>
          size="small"
          value={value.style.textAlign}
          options={[
            { label: '左对齐', value: 'left' },
            { label: '居中', value: 'center' },
            { label: '右对齐', value: 'right' },
          ]}
          onChange={(textAlign) => style({ textAlign })}
        />
      </Flex>
      <Flex gap={8} align="center">
        <span style={{ whiteSpace: 'nowrap' }}>字号</span>
        <Slider
          style={{ flex: 1 }}
          {...FONT_SIZE}
          value={value.style.fontSize}
          onChange={(fontSize) => style({ fontSize })}
          aria-label={`${label}字号`}
        />
        <span style={{ width: 40 }}>{value.style.fontSize}px</span>
      </Flex>
    </Flex>
  );
}
