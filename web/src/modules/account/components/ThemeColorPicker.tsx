import { CheckOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { THEME_COLORS } from '../utils/layoutSettings';

export type ThemeColorPickerProps = {
  value: string;
  onChange: (color: string) => void;
};

/** Spec §9: the eight theme colour presets as swatches, the chosen one ticked. */
export function ThemeColorPicker({ value, onChange }: ThemeColorPickerProps) {
  return (
    <Space wrap>
      {THEME_COLORS.map((c) => (
        <Tooltip key={c.color} title={c.title}>
          <span
            role="button"
            aria-label={c.title}
            aria-pressed={value === c.color}
            onClick={() => onChange(c.color)}
            style={{
              display: 'inline-flex',
              width: 20,
              height: 20,
              background: c.color,
              borderRadius: 2,
              cursor: 'pointer',
              color: '#fff',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {value === c.color ? <CheckOutlined style={{ fontSize: 12 }} /> : null}
          </span>
        </Tooltip>
      ))}
    </Space>
  );
}
