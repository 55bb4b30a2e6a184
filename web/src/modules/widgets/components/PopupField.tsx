import { App, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { fieldList, popupConfigProblem, popupValues } from '../utils/popup';
import { PopupReportModal } from './PopupReportModal';

export type PopupFieldProps = {
  /** The report to pick from (`GET /online/cgreport/api/getRpColumns/{popupCode}`). */
  popupCode: string;
  /** The report's fields to copy, comma list (`'roleName,roleCode'`). */
  orgFields: string;
  /** The form's fields they go to, in the same order (`'roleName,roleCode'`). */
  destFields: string;
  /** The target field this input shows (default the first target field). */
  field?: string;
  /** Several rows, their values comma-joined (default one row). */
  multi?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** From Form.Item: the shown field's value. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** After a pick: every target field's value and the picked rows. */
  onPicked?: (values: Record<string, string>, rows: Record<string, unknown>[]) => void;
};

/**
 * JeecgBoot's JPopup (spec §2 "Dialogs", §3 "Popup config", §5): a read-only input with a search
 * button that opens the report picker; the picked rows' `orgFields` are written into the antd form's
 * `destFields` (several rows comma-joined). A configuration error shows the spec's message and the
 * field is not shown at all. Place it in the `Form.Item` of the field it shows.
 */
export function PopupField({
  popupCode,
  orgFields,
  destFields,
  field,
  multi = false,
  placeholder = '点击选择',
  disabled = false,
  id,
  value,
  onChange,
  onPicked,
}: PopupFieldProps) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const problem = popupConfigProblem({ popupCode, orgFields, destFields });
  const shown = field ?? fieldList(destFields)[0] ?? '';

  useEffect(() => {
    if (problem) void message.error(problem);
  }, [problem]); // once per configuration

  if (problem) return null;

  const picked = (rows: Record<string, unknown>[]) => {
    const values = popupValues(rows, orgFields, destFields);
    // The shown field goes through onChange (its Form.Item), the others straight into the form.
    const { [shown]: own, ...others } = values;
    form.setFieldsValue(others);
    // What was said about those fields before the pick no longer holds: check them again.
    if (Object.keys(others).length > 0) void form.validateFields(Object.keys(others)).catch(() => undefined);
    if (own !== undefined) onChange?.(own);
    onPicked?.(values, rows);
    setOpen(false);
  };

  return (
    <div data-testid={`popup-${popupCode}`}>
      <Input.Search
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        enterButton
        onClick={() => !disabled && setOpen(true)}
        onSearch={() => !disabled && setOpen(true)}
      />
      <PopupReportModal
        open={open}
        code={popupCode}
        multi={multi}
        onOk={picked}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
