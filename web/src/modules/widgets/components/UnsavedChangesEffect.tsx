import { Form } from 'antd';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';

/**
 * Render-null, placed inside a `<Form>`: the form counts as unsaved once the user has changed a field
 * (values set by code do not count), until it unmounts (a modal with destroyOnHidden closes).
 */
export function UnsavedChangesEffect() {
  const form = Form.useFormInstance();
  // Re-render on every change of any value, to read the touched state again.
  Form.useWatch((values: unknown) => values, form);
  useUnsavedChanges(form.isFieldsTouched());
  return null;
}
