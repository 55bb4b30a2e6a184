import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload } from 'antd';
import { useUploadList } from '../hooks/useUploadList';
import { uploadHint, type UploadRules } from '../utils/upload';

export type UploadFieldProps = UploadRules & {
  /** Comma-joined stored paths (a form field's value). */
  value?: string;
  onChange?: (value: string) => void;
  /** The server folder (`biz`, default temp). */
  biz?: string;
  /** The button's text (default 点击上传). */
  text?: string;
  /** Show the hint (count, size, extensions) under the button. */
  showHint?: boolean;
  disabled?: boolean;
};

/**
 * The single-button upload (spec §2 "Upload", §4, §5): at most 10 files of 500 MB by default, the
 * extensions rar, zip, doc, docx, pdf, jpg unless told otherwise; the value is the comma-joined paths
 * of the files done. Usable as an antd Form field.
 */
export function UploadField({
  value,
  onChange,
  biz,
  text,
  showHint = false,
  disabled,
  ...rules
}: UploadFieldProps) {
  const { uploadProps } = useUploadList({ value, onChange, biz, ...rules });
  return (
    <div data-testid="upload-field">
      <Upload {...uploadProps} disabled={disabled}>
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {text ?? '点击上传'}
        </Button>
      </Upload>
      {showHint && <Typography.Text type="secondary">{uploadHint(rules)}</Typography.Text>}
    </div>
  );
}
