import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../utils/sanitize';

export type RichTextEditorProps = {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * umeditor (spec §5): a small rich-text editor, loaded lazily (its own chunk). What it holds and
 * emits is sanitised (allow-listed tags, no scripts, handlers or javascript: links); the domain
 * sanitises again on write.
 */
export default function RichTextEditor({ id, value, onChange, onBlur, disabled }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string>('');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const next = sanitizeHtml(value ?? '');
    if (next !== last.current) {
      el.innerHTML = next;
      last.current = next;
    }
  }, [value]);

  const emit = () => {
    const html = sanitizeHtml(ref.current?.innerHTML ?? '');
    last.current = html;
    onChange?.(html);
  };
  const command = (name: string) => {
    // execCommand is deprecated but is still what every browser's contentEditable formats with.
    document.execCommand(name);
    emit();
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      {!disabled && (
        <Space size={2} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <Button
            size="small"
            type="text"
            aria-label="加粗"
            icon={<BoldOutlined />}
            onClick={() => command('bold')}
          />
          <Button
            size="small"
            type="text"
            aria-label="斜体"
            icon={<ItalicOutlined />}
            onClick={() => command('italic')}
          />
          <Button
            size="small"
            type="text"
            aria-label="下划线"
            icon={<UnderlineOutlined />}
            onClick={() => command('underline')}
          />
          <Button
            size="small"
            type="text"
            aria-label="无序列表"
            icon={<UnorderedListOutlined />}
            onClick={() => command('insertUnorderedList')}
          />
          <Button
            size="small"
            type="text"
            aria-label="有序列表"
            icon={<OrderedListOutlined />}
            onClick={() => command('insertOrderedList')}
          />
        </Space>
      )}
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={onBlur}
        style={{ minHeight: 160, padding: 8, outline: 'none' }}
        data-testid="umeditor"
      />
    </div>
  );
}
