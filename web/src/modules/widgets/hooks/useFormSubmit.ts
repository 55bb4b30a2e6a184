import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';

export type FormSubmitOptions = {
  /** Shown when the save answers no message of its own. */
  success?: string;
  failure?: string;
  /** After a successful save (close the modal, reload the list). */
  onDone?: () => void;
};

/**
 * The save of every admin form: validate (a failed validation shows on its fields and is not an
 * error), call, show the server's message or the fallback, and keep `saving` for the button.
 */
export function useFormSubmit<V>(
  form: FormInstance<V>,
  /** Answers the server's message; `null` when there was nothing to save (no message, no onDone). */
  save: (values: V) => Promise<string | void | null>,
  { success = '保存成功！', failure = '保存失败', onDone }: FormSubmitOptions = {},
) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const text = await save(values);
      if (text === null) return;
      void message.success(text || success);
      onDone?.();
    } catch (e) {
      void message.error(errorText(e, failure));
    } finally {
      setSaving(false);
    }
  };
  return { submit: () => void submit(), saving };
}
