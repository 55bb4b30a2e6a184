import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Input, Switch } from 'antd';
import type { StudioSections } from '../types';
import { patchAt } from '../utils/draft';
import { RowActions } from './RowActions';

export type SectionsEditorProps = { sections: StudioSections; onChange: (next: StudioSections) => void };

/** The homes' sections below the hero: titles, 平台特色, the 注册引导 call to action, 最新加入 / 合作伙伴. */
export function SectionsEditor({ sections, onChange }: SectionsEditorProps) {
  const set = (patch: Partial<StudioSections>) => onChange({ ...sections, ...patch });
  const cta = sections.cta;
  const setCta = (patch: Partial<StudioSections['cta']>) => set({ cta: { ...cta, ...patch } });
  const features = sections.features;
  return (
    <Flex vertical gap={8}>
      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        栏目标题
      </Divider>
      <Input
        addonBefore="新闻栏目"
        aria-label="新闻栏目标题"
        value={sections.newsTitle}
        maxLength={40}
        onChange={(e) => set({ newsTitle: e.target.value })}
      />
      <Flex gap={8} align="center">
        <Input
          addonBefore="最新加入"
          aria-label="最新加入标题"
          value={sections.companiesTitle}
          maxLength={40}
          onChange={(e) => set({ companiesTitle: e.target.value })}
        />
        <Switch
          aria-label="显示最新加入"
          checkedChildren="显示"
          unCheckedChildren="隐藏"
          checked={sections.showCompanies}
          onChange={(showCompanies) => set({ showCompanies })}
        />
      </Flex>
      <Flex gap={8} align="center">
        <Input
          addonBefore="合作伙伴"
          aria-label="合作伙伴标题"
          value={sections.partnersTitle}
          maxLength={40}
          onChange={(e) => set({ partnersTitle: e.target.value })}
        />
        <Switch
          aria-label="显示合作伙伴"
          checkedChildren="显示"
          unCheckedChildren="隐藏"
          checked={sections.showPartners}
          onChange={(showPartners) => set({ showPartners })}
        />
      </Flex>

      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        平台特色
      </Divider>
      {features.map((f, i) => (
        <Flex key={i} gap={6} align="center" data-testid="studio-feature-row">
          <Input
            aria-label={`特色${i + 1}标题`}
            placeholder="标题"
            value={f.title}
            maxLength={40}
            style={{ width: 140 }}
            onChange={(e) => set({ features: patchAt(features, i, { title: e.target.value }) })}
          />
          <Input
            aria-label={`特色${i + 1}说明`}
            placeholder="说明"
            value={f.description}
            maxLength={200}
            onChange={(e) => set({ features: patchAt(features, i, { description: e.target.value }) })}
          />
          <RowActions
            list={features}
            index={i}
            label={`特色${i + 1}`}
            onChange={(next) => set({ features: next })}
          />
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={features.length >= 12}
        onClick={() => set({ features: [...features, { title: '', description: '' }] })}
      >
        添加特色
      </Button>

      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        注册引导
      </Divider>
      <span>
        显示注册引导{' '}
        <Switch
          aria-label="显示注册引导"
          size="small"
          checked={cta.visible}
          onChange={(visible) => setCta({ visible })}
        />
      </span>
      <Input
        addonBefore="标题"
        aria-label="注册引导标题"
        value={cta.title}
        maxLength={100}
        disabled={!cta.visible}
        onChange={(e) => setCta({ title: e.target.value })}
      />
      <Input.TextArea
        aria-label="注册引导文字"
        value={cta.text}
        maxLength={300}
        autoSize={{ minRows: 2, maxRows: 4 }}
        disabled={!cta.visible}
        onChange={(e) => setCta({ text: e.target.value })}
      />
      <Input
        addonBefore="按钮"
        aria-label="注册引导按钮"
        value={cta.button}
        maxLength={20}
        disabled={!cta.visible}
        onChange={(e) => setCta({ button: e.target.value })}
      />
    </Flex>
  );
}
