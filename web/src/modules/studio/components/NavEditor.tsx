import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Switch, Typography } from 'antd';
import type { StudioNavEntry } from '../types';
import { move, patchAt } from '../utils/draft';

export type NavEditorProps = { siteMap: StudioNavEntry[]; onChange: (next: StudioNavEntry[]) => void };

/** The header's site map: each entry's title, whether it shows, and its place. */
export function NavEditor({ siteMap, onChange }: NavEditorProps) {
  return (
    <Flex vertical gap={6}>
      {siteMap.map((entry, i) => (
        <Flex key={entry.name} gap={8} align="center" data-testid="studio-nav-row">
          <Input
            aria-label={`导航${i + 1}标题`}
            value={entry.title}
            maxLength={40}
            style={{ width: 160 }}
            onChange={(e) => onChange(patchAt(siteMap, i, { title: e.target.value }))}
          />
          <Typography.Text type="secondary" style={{ flex: 1 }} ellipsis>
            {entry.url}
          </Typography.Text>
          <Switch
            aria-label={`显示${entry.title}`}
            checkedChildren="显示"
            unCheckedChildren="隐藏"
            checked={entry.visible}
            onChange={(visible) => onChange(patchAt(siteMap, i, { visible }))}
          />
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移${entry.title}`}
            disabled={i === 0}
            onClick={() => onChange(move(siteMap, i, i - 1))}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移${entry.title}`}
            disabled={i === siteMap.length - 1}
            onClick={() => onChange(move(siteMap, i, i + 1))}
          />
        </Flex>
      ))}
    </Flex>
  );
}
