import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Input } from 'antd';
import type { StudioFooter } from '../types';
import { patchAt } from '../utils/draft';

export type FooterEditorProps = { footer: StudioFooter; onChange: (next: StudioFooter) => void };

/** ICP, copyright, support line and the other links of the footer. */
export function FooterEditor({ footer, onChange }: FooterEditorProps) {
  const set = (patch: Partial<StudioFooter>) => onChange({ ...footer, ...patch });
  const links = footer.otherLinks;
  return (
    <Flex vertical gap={8}>
      <Input
        addonBefore="ICP 备案"
        aria-label="ICP 备案"
        value={footer.icpInfo}
        maxLength={100}
        onChange={(e) => set({ icpInfo: e.target.value })}
      />
      <Input
        addonBefore="版权信息"
        aria-label="版权信息"
        value={footer.copyright}
        maxLength={200}
        onChange={(e) => set({ copyright: e.target.value })}
      />
      <Input
        addonBefore="技术支持"
        aria-label="技术支持"
        value={footer.supportInfo}
        maxLength={200}
        onChange={(e) => set({ supportInfo: e.target.value })}
      />
      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        友情链接
      </Divider>
      {links.map((l, i) => (
        <Flex key={i} gap={6}>
          <Input
            aria-label={`链接${i + 1}名称`}
            placeholder="名称"
            value={l.title}
            maxLength={60}
            style={{ width: 160 }}
            onChange={(e) => set({ otherLinks: patchAt(links, i, { title: e.target.value }) })}
          />
          <Input
            aria-label={`链接${i + 1}地址`}
            placeholder="https://"
            value={l.url}
            maxLength={300}
            onChange={(e) => set({ otherLinks: patchAt(links, i, { url: e.target.value }) })}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除链接${i + 1}`}
            onClick={() => set({ otherLinks: links.filter((_, j) => j !== i) })}
          />
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={links.length >= 20}
        onClick={() => set({ otherLinks: [...links, { title: '', url: '' }] })}
      >
        添加链接
      </Button>
    </Flex>
  );
}
