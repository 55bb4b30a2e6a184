import {
  validateRecord,
  type EntityDefinition,
  type FieldDefinition,
  type RecordMode,
  type ValueContext,
} from '@srm/contracts/masterdata';
import { Form, Input, Rate, Skeleton, type FormInstance } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { PopupField, UploadField } from '../../widgets';
import type { ExtendedFieldMode } from '../types';
import { dateFormatOf, extendedFieldMode, fieldRule, moneyCapitals, switchValue } from '../utils/formRules';
import {
  AreaInput,
  DateInput,
  DictInput,
  LinkDownInput,
  NumberInput,
  PickerFieldInput,
  SearchSelectInput,
  SwitchInput,
  TreeInput,
} from './FieldInputs';

/** Rich text and Markdown are their own chunks: a form without them never loads them. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));
const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

/** Widgets whose control has a text cursor: their check fires on blur only (spec §5). */
const TYPED = new Set(['text', 'password', 'textarea', 'number', 'integer', 'umeditor', 'markdown']);

export type EntityFormProps = {
  definition: EntityDefinition;
  /** Whose view: the variant's read-only fields are shown disabled (default buyer). */
  variant?: 'buyer' | 'sup';
  mode: RecordMode;
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  /** Spec §5 extended fields: editProperty 1 required, 2 read-only (by field name). */
  extended?: readonly ExtendedFieldMode[];
  /** Decimal fields that are money: their amount in Chinese capitals under the input. */
  capitals?: readonly string[];
  /** Date fields shown YYYY/MM/DD (common) instead of YYYY-MM-DD (private). */
  dateDisplay?: 'common' | 'private';
  /** Dictionaries' allowed values when the caller has them (the contract's dictionary check). */
  context?: ValueContext;
  /** Checked and normalised values (the contract's `validateRecord`, as the domain runs it). */
  onFinish?: (values: Record<string, unknown>) => void | Promise<void>;
  disabled?: boolean;
  children?: ReactNode;
};

/** Under a field numbered by a fill rule, on creation (the domain gives the number). */
export const BILL_CODE_HINT = '留空则按编码规则自动生成';

/** The field with the extended field's required flag applied. */
const effective = (f: FieldDefinition, ext: ExtendedFieldMode | undefined): FieldDefinition =>
  ext && extendedFieldMode(ext).required ? { ...f, required: true } : f;

function Capitals({ name }: { name: string }) {
  const value: unknown = Form.useWatch(name);
  const text = moneyCapitals(value);
  return text ? <span data-testid={`capitals-${name}`}>大写：{text}</span> : null;
}

/** One field's control by its widget (spec §5 form widget types). */
function control(f: FieldDefinition, disabled: boolean, dateDisplay: 'common' | 'private'): ReactNode {
  const common = { field: f, disabled, placeholder: `请输入${f.label}` };
  const choose = { ...common, placeholder: `请选择${f.label}` };
  switch (f.widget) {
    case 'text':
      return <Input disabled={disabled} placeholder={common.placeholder} maxLength={f.length} />;
    case 'password':
      return <Input.Password disabled={disabled} placeholder={common.placeholder} maxLength={f.length} />;
    case 'textarea':
      return <Input.TextArea disabled={disabled} placeholder={common.placeholder} rows={3} />;
    case 'number':
    case 'integer':
      return <NumberInput {...common} />;
    case 'rate':
      return <RateInput {...common} />;
    case 'date':
    case 'datetime':
      return <DateInput {...choose} format={dateFormatOf(f.widget, dateDisplay)} />;
    case 'list':
    case 'radio':
    case 'checkbox':
    case 'list_multi':
      return <DictInput {...choose} />;
    case 'switch':
      return <SwitchInput {...common} />;
    case 'file':
    case 'image':
      return <UploadField imageOnly={f.widget === 'image'} disabled={disabled} showHint />;
    case 'popup':
      return (
        <PopupField
          popupCode={f.popup?.code ?? ''}
          orgFields={f.popup?.orgFields ?? ''}
          destFields={f.popup?.destFields ?? ''}
          field={f.name}
          disabled={disabled}
          placeholder={choose.placeholder}
        />
      );
    case 'sel_org':
    case 'sel_depart':
    case 'sel_user':
      return <PickerFieldInput {...choose} />;
    case 'sel_search':
      return <SearchSelectInput {...choose} />;
    case 'sel_tree':
    case 'cat_tree':
      return <TreeInput {...choose} />;
    case 'link_down':
      return <LinkDownInput {...choose} />;
    case 'pca':
      return <AreaInput {...choose} />;
    case 'umeditor':
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <RichTextEditor disabled={disabled} />
        </Suspense>
      );
    case 'markdown':
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <MarkdownEditor disabled={disabled} />
        </Suspense>
      );
    case 'hidden':
      return <Input type="hidden" />;
    default: {
      const never: never = f.widget;
      return never;
    }
  }
}

/**
 * The form of a declared entity (spec §5): one control per field by its widget, each checked by the
 * contract's `checkFieldValue` (the domain's rule and message) when it loses focus, read-only fields
 * of the variant or of an extended field (editProperty 2) disabled, decimals kept as text. Submitting
 * runs `validateRecord` over all fields and hands its normalised values to `onFinish`.
 */
export function EntityForm({
  definition,
  variant = 'buyer',
  mode,
  form,
  initialValues,
  extended = [],
  capitals = [],
  dateDisplay = 'private',
  context,
  onFinish,
  disabled = false,
  children,
}: EntityFormProps) {
  const readOnly = useMemo(() => {
    const set = new Set(definition.variants[variant]?.readOnly ?? []);
    for (const e of extended) if (extendedFieldMode(e).readOnly) set.add(e.name);
    return set;
  }, [definition, variant, extended]);
  const fields = useMemo(
    () =>
      definition.fields.map((f) =>
        effective(
          f,
          extended.find((e) => e.name === f.name),
        ),
      ),
    [definition, extended],
  );
  const initial = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const f of fields) {
      if (mode === 'create' && f.default !== undefined && f.default !== null) values[f.name] = f.default;
      // spec §5: an empty switch emits its second option
      if (f.widget === 'switch') values[f.name] = switchValue(f, false);
    }
    return { ...values, ...initialValues };
  }, [fields, mode, initialValues]);

  const submit = async (raw: Record<string, unknown>) => {
    const editable = Object.fromEntries(Object.entries(raw).filter(([k]) => !readOnly.has(k)));
    const checked = validateRecord({ fields, kind: definition.kind }, editable, mode, context);
    if (!checked.ok) {
      form.setFields(checked.problems.map((p) => ({ name: p.field, errors: [p.message] })));
      return;
    }
    await onFinish?.(checked.values);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={disabled}
      onFinish={(v: Record<string, unknown>) => submit(v)}
      data-testid={`entity-form-${definition.name}`}
    >
      {fields.map((f) => {
        const locked = disabled || readOnly.has(f.name);
        return (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            required={f.required && !(mode === 'create' && f.billCode)}
            hidden={f.widget === 'hidden'}
            validateTrigger={TYPED.has(f.widget) ? 'onBlur' : ['onBlur', 'onChange']}
            rules={locked ? [] : [fieldRule(f, mode, context)]}
            extra={
              capitals.includes(f.name) ? (
                <Capitals name={f.name} />
              ) : mode === 'create' && f.billCode ? (
                BILL_CODE_HINT
              ) : undefined
            }
            data-testid={`field-${f.name}`}
          >
            {control(f, locked, dateDisplay)}
          </Form.Item>
        );
      })}
      {children}
    </Form>
  );
}

/** rate: stars; an integer field holds a number, a decimal one the text of its half stars. */
function RateInput({
  field,
  value,
  onChange,
  disabled,
}: {
  field: FieldDefinition;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
}) {
  const decimal = field.type === 'decimal';
  return (
    <Rate
      allowHalf={decimal}
      disabled={disabled}
      value={value === null || value === undefined || value === '' ? 0 : Number(value)}
      onChange={(n) => onChange?.(decimal ? (n === 0 ? null : n.toFixed(field.scale ?? 1)) : n || null)}
    />
  );
}
