import { ColorPicker, Divider, Flex, Input, InputNumber, Segmented, Switch } from 'antd';
import type { StudioHero } from '../types';
import { StatsEditor } from './StatsEditor';
import { TextStyleEditor } from './TextStyleEditor';

export type HeroEditorProps = { hero: StudioHero; onChange: (next: StudioHero) => void };

/** The page-builder hero block (spec §2 Dialogs, §3 "Hero config"). */
export function HeroEditor({ hero, onChange }: HeroEditorProps) {
  const set = (patch: Partial<StudioHero>) => onChange({ ...hero, ...patch });
  return (
    <Flex vertical gap={12}>
      <TextStyleEditor label="标题" value={hero.title} onChange={(title) => set({ title })} />
      <TextStyleEditor label="副标题" value={hero.subTitle} onChange={(subTitle) => set({ subTitle })} />
      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        按钮
      </Divider>
      <Flex gap={12} align="center">
        <Switch
          aria-label="显示按钮"
          checked={hero.button.visible}
          onChange={(visible) => set({ button: { ...hero.button, visible } })}
        />
        <Input
          aria-label="按钮文字"
          value={hero.button.text}
          maxLength={20}
          disabled={!hero.button.visible}
          onChange={(e) => set({ button: { ...hero.button, text: e.target.value } })}
        />
      </Flex>
      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        统计数据
      </Divider>
      <span>
        显示统计{' '}
        <Switch
          aria-label="显示统计"
          size="small"
          checked={hero.stat.visible}
          onChange={(visible) => set({ stat: { visible } })}
        />
      </span>
      {hero.stat.visible && (
        <StatsEditor value={hero.statsData} onChange={(statsData) => set({ statsData })} />
      )}
      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        外观
      </Divider>
      <Flex gap={16} align="center" wrap>
        <Segmented<StudioHero['shape']>
          value={hero.shape}
          options={[
            { label: '椭圆', value: 'ellipse' },
            { label: '多边形', value: 'polygon' },
            { label: '其他', value: 'other' },
          ]}
          onChange={(shape) => set({ shape })}
        />
        <span>
          高度{' '}
          <InputNumber
            aria-label="首屏高度"
            min={200}
            max={1000}
            step={8}
            value={hero.height}
            onChange={(height) => height !== null && set({ height: Math.round(height) })}
          />
        </span>
        <span>
          主题色{' '}
          <ColorPicker
            value={hero.primaryColor}
            showText
            onChangeComplete={(c) => set({ primaryColor: c.toHexString() })}
          />
        </span>
      </Flex>
    </Flex>
  );
}
