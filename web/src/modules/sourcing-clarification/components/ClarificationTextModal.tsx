import { App, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../core';

export type ClarificationTextModalProps = {
  /** null: closed. */
  title: string | null;
  label: string;
  /** What is answered, shown above the box (the question). */
  context?: string | null;
  maxLength: number;
  /** Sends the text; answers the server's success message. */
  onSubmit: (text: string) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
};

/** One text box for 提问, 答复 and 发布澄清: the server's words on success or refusal. */
export function ClarificationTextModal(p: ClarificationTextModalProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (p.title !== null) setText('');
  }, [p.title]);
  const submit = async () => {
    if (!text.trim()) {
      void message.warning(`请输入${p.label}`);
      return;
    }
    setBusy(true);
    try {
      void message.success(await p.onSubmit(text.trim()));
      p.onDone();
    } catch (e) {
      void message.error(errorText(e, '提交失败'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={p.title !== null}
      title={p.title}
      okText="提交"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={p.onClose}
      destroyOnHidden
    >
      {p.context ? <p style={{ whiteSpace: 'pre-wrap' }}>{p.context}</p> : null}
      <Input.TextArea
        aria-label={p.label}
        placeholder={`请输入${p.label}`}
        rows={5}
        maxLength={p.maxLength}
        showCount
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
