import { Input, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { markdownToHtml } from '../utils/markdown';

export type MarkdownEditorProps = {
  id?: string;
  value?: string | null;
  onChange?: (text: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

/** markdown (spec §5): the source in a text area and a sanitised preview; loaded lazily. */
export default function MarkdownEditor({ id, value, onChange, onBlur, disabled }: MarkdownEditorProps) {
  const [tab, setTab] = useState('edit');
  const html = useMemo(() => (tab === 'preview' ? markdownToHtml(value ?? '') : ''), [tab, value]);
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'edit',
          label: '编辑',
          children: (
            <Input.TextArea
              id={id}
              value={value ?? ''}
              rows={8}
              disabled={disabled}
              onChange={(e) => onChange?.(e.target.value)}
              onBlur={onBlur}
            />
          ),
        },
        {
          key: 'preview',
          label: '预览',
          children: <div className="md-preview" dangerouslySetInnerHTML={{ __html: html }} />,
        },
      ]}
    />
  );
}
