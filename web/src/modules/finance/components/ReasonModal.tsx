import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';

export type ReasonModalProps = {
  /** The dialog's title (驳回保证金…); closed when null. */
  title: string | null;
  label: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Asks the reason of a rejection, refund or deduction (required, at most 500 characters). */
export function ReasonModal({ title, label, onSubmit, onClose }: ReasonModalProps) {
  return (
    <ModalForm<{ reason: string }>
      title={title ?? ''}
      open={title !== null}
      width={480}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        await onSubmit(v.reason.trim());
        return true;
      }}
    >
      <ProFormTextArea
        name="reason"
        label={label}
        fieldProps={{ maxLength: 500, showCount: true }}
        rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}
      />
    </ModalForm>
  );
}
