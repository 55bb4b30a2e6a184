import { InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Upload } from 'antd';
import { useEffect } from 'react';
import { useUploadList } from '../hooks/useUploadList';
import { uploadHint, type UploadRules } from '../utils/upload';

export type UploadModalProps = UploadRules & {
  open: boolean;
  /** The files already there (comma-joined stored paths). */
  value?: string;
  biz?: string;
  /** 完成: the comma-joined paths of every file done. */
  onOk: (value: string) => void;
  onCancel: () => void;
};

/** The 上传附件 modal (spec §2 "Upload", width 600): drag-and-drop or click, progress per file, 完成. */
export function UploadModal({ open, value, biz, onOk, onCancel, ...rules }: UploadModalProps) {
  const { uploadProps, current, uploading, reset } = useUploadList({ biz, ...rules });

  // Every opening starts from the given value.
  useEffect(() => {
    if (open) reset(value);
  }, [open]); // only when it opens: the value may change while files are being added

  return (
    <Modal
      open={open}
      title="上传附件"
      width={600}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Button type="primary" disabled={uploading} onClick={() => onOk(current)}>
          完成
        </Button>
      }
    >
      <Upload.Dragger {...uploadProps}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或将文件拖拽到这里上传</p>
        <p className="ant-upload-hint">{uploadHint(rules)}</p>
      </Upload.Dragger>
    </Modal>
  );
}
