import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Input, Switch, Typography } from 'antd';
import type { DraftProblem, StudioFooter, StudioNavEntry } from '../types';
import { problemAt } from '@srm/contracts/portal';
import { patchAt, setAt } from '../utils/draft';
import { RowActions } from './RowActions';

export type FooterEditorProps = {
  footer: StudioFooter;
  problems: readonly DraftProblem[];
  onChange: (next: StudioFooter) => void;
};

/** An address input with the server's rule shown under it (http(s) or a path of the site). */
function UrlInput({
  label,
  value,
  error,
  max,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  max: number;
  onChange: (v: string) => void;
}) {
  return (
    <Flex vertical style={{ flex: 1 }}>
      <Input
        aria-label={label}
        placeholder="https://… 或 /about"
        value={value}
        maxLength={max}
        status={error ? 'error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A name for a new group the others do not use (the footer keys its groups by name). */
const freshName = (groups: readonly StudioNavEntry[]) => {
  const used = new Set(groups.map((g) => g.name));
  let n = groups.length + 1;
  while (used.has(`group${n}`)) n++;
  return `group${n}`;
};

/** The footer: site-map groups and their entries, ICP, copyright, support line, other links, partner images. */
export function FooterEditor({ footer, problems, onChange }: FooterEditorProps) {
  const set = (patch: Partial<StudioFooter>) => onChange({ ...footer, ...patch });
  const links = footer.otherLinks;
  const groups = footer.siteMap;
  const imgs = footer.imgs;
  const setGroup = (i: number, g: StudioNavEntry) => set({ siteMap: setAt(groups, i, g) });
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
        页脚导航
      </Divider>
      {groups.map((g, i) => (
        <Card
          key={g.name}
          size="small"
          data-testid="studio-footer-group"
          title={
            <Flex gap={6} align="center">
              <Input
                aria-label={`页脚分组${i + 1}标题`}
                placeholder="分组标题"
                value={g.title}
                maxLength={40}
                style={{ width: 140 }}
                onChange={(e) => setGroup(i, { ...g, title: e.target.value })}
              />
              <Switch
                aria-label={`显示页脚分组${i + 1}`}
                size="small"
                checked={g.visible}
                onChange={(visible) => setGroup(i, { ...g, visible })}
              />
            </Flex>
          }
          extra={
            <RowActions
              list={groups}
              index={i}
              label={`页脚分组${i + 1}`}
              onChange={(siteMap) => set({ siteMap })}
            />
          }
        >
          <Flex vertical gap={6}>
            <UrlInput
              label={`页脚分组${i + 1}地址`}
              value={g.url}
              max={300}
              error={problemAt(problems, `footer.siteMap.${i}.url`)}
              onChange={(url) => setGroup(i, { ...g, url })}
            />
            {g.children.map((c, j) => (
              <Flex key={j} gap={6} align="start">
                <Input
                  aria-label={`页脚分组${i + 1}第${j + 1}项名称`}
                  placeholder="名称"
                  value={c.title}
                  maxLength={40}
                  style={{ width: 120 }}
                  onChange={(e) =>
                    setGroup(i, { ...g, children: patchAt(g.children, j, { title: e.target.value }) })
                  }
                />
                <UrlInput
                  label={`页脚分组${i + 1}第${j + 1}项地址`}
                  value={c.url}
                  max={300}
                  error={problemAt(problems, `footer.siteMap.${i}.children.${j}.url`)}
                  onChange={(url) => setGroup(i, { ...g, children: patchAt(g.children, j, { url }) })}
                />
                <RowActions
                  list={g.children}
                  index={j}
                  label={`页脚分组${i + 1}第${j + 1}项`}
                  onChange={(children) => setGroup(i, { ...g, children })}
                />
              </Flex>
            ))}
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              disabled={g.children.length >= 20}
              onClick={() => setGroup(i, { ...g, children: [...g.children, { title: '', url: '/' }] })}
            >
              添加条目
            </Button>
          </Flex>
        </Card>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={groups.length >= 10}
        onClick={() =>
          set({
            siteMap: [
              ...groups,
              { title: '新分组', url: '/', name: freshName(groups), visible: true, children: [] },
            ],
          })
        }
      >
        添加分组
      </Button>

      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        友情链接
      </Divider>
      {links.map((l, i) => (
        <Flex key={i} gap={6} align="start">
          <Input
            aria-label={`链接${i + 1}名称`}
            placeholder="名称"
            value={l.title}
            maxLength={60}
            style={{ width: 160 }}
            onChange={(e) => set({ otherLinks: patchAt(links, i, { title: e.target.value }) })}
          />
          <UrlInput
            label={`链接${i + 1}地址`}
            value={l.url}
            max={300}
            error={problemAt(problems, `footer.otherLinks.${i}.url`)}
            onChange={(url) => set({ otherLinks: patchAt(links, i, { url }) })}
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
        onClick={() => set({ otherLinks: [...links, { title: '', url: 'https://' }] })}
      >
        添加链接
      </Button>

      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        合作伙伴图片
      </Divider>
      <Typography.Text type="secondary">
        图片地址填写 http(s) 地址或本站路径；首页在「首页栏目」中打开「合作伙伴」后显示。
      </Typography.Text>
      {imgs.map((img, i) => {
        const error = problemAt(problems, `footer.imgs.${i}.src`);
        return (
          <Flex key={i} gap={6} align="start" data-testid="studio-partner-img">
            <Input
              aria-label={`伙伴${i + 1}名称`}
              placeholder="名称"
              value={img.title}
              maxLength={60}
              style={{ width: 120 }}
              onChange={(e) => set({ imgs: patchAt(imgs, i, { title: e.target.value }) })}
            />
            <UrlInput
              label={`伙伴${i + 1}图片地址`}
              value={img.src}
              max={500}
              error={error}
              onChange={(src) => set({ imgs: patchAt(imgs, i, { src }) })}
            />
            {!error && img.src && <img src={img.src} alt={img.title} style={{ height: 32, maxWidth: 96 }} />}
            <RowActions
              list={imgs}
              index={i}
              label={`伙伴${i + 1}`}
              onChange={(next) => set({ imgs: next })}
            />
          </Flex>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={imgs.length >= 10}
        onClick={() => set({ imgs: [...imgs, { title: '', src: 'https://' }] })}
      >
        添加图片
      </Button>
    </Flex>
  );
}
