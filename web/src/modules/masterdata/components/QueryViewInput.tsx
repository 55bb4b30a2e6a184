import type { FieldDefinition } from '@srm/contracts/masterdata';
import { DatePicker, Input, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { PopupField } from '../../widgets';
import { dateFormatOf } from '../utils/formRules';
import type { SearchField } from '../utils/listRules';
import { AreaInput, DictInput, PickerFieldInput, SearchSelectInput, TreeInput } from './FieldInputs';

export type QueryViewInputProps = {
  search: SearchField;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

const textField = (s: SearchField): FieldDefinition =>
  s.field ?? {
    name: s.name,
    label: s.label,
    type: 'string',
    widget: 'text',
    required: false,
    unique: false,
    length: 100,
  };

/**
 * One search field by its spec §5 query view: date, datetime, list/radio, sel_tree, cat_tree,
 * sel_search, sel_user, sel_depart, popup, pca, checkbox/list_multi; others text. A group field is a
 * begin~end pair (an array: the list query sends `<field>_begin` / `_end`).
 */
export function QueryViewInput({ search, id, value, onChange }: QueryViewInputProps) {
  const field = textField(search);
  const placeholder = search.view === 'text' ? `请输入${search.label}` : `请选择${search.label}`;
  const common = { field, id, value, placeholder, onChange: (v: unknown) => onChange?.(v) };

  if (search.view === 'date' || search.view === 'datetime') {
    const format = dateFormatOf(search.view);
    const day = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null);
    if (search.mode === 'group') {
      const [a, b] = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <DatePicker.RangePicker
          id={id}
          style={{ width: '100%' }}
          format={format}
          showTime={search.view === 'datetime'}
          value={[day(a), day(b)]}
          onChange={(r) => onChange?.(r ? r.map((d) => (d ? d.format(format) : '')) : undefined)}
        />
      );
    }
    return (
      <DatePicker
        id={id}
        style={{ width: '100%' }}
        format={format}
        showTime={search.view === 'datetime'}
        value={day(value)}
        onChange={(d) => onChange?.(d ? d.format(format) : undefined)}
      />
    );
  }
  if (search.mode === 'group') {
    const [a, b] = Array.isArray(value) ? (value as (string | null)[]) : [null, null];
    const set = (i: 0 | 1, v: string | null) => {
      const next = [a ?? null, b ?? null];
      next[i] = v;
      onChange?.(next);
    };
    return (
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber<string>
          stringMode
          style={{ width: '50%' }}
          placeholder="开始"
          value={a ?? null}
          onChange={(v) => set(0, v)}
        />
        <InputNumber<string>
          stringMode
          style={{ width: '50%' }}
          placeholder="结束"
          value={b ?? null}
          onChange={(v) => set(1, v)}
        />
      </Space.Compact>
    );
  }
  switch (search.view) {
    case 'list':
    case 'radio':
      return <DictInput {...common} field={{ ...field, widget: 'list' }} />;
    case 'checkbox':
    case 'list_multi':
      return <DictInput {...common} field={{ ...field, widget: 'list_multi' }} />;
    case 'sel_tree':
    case 'cat_tree':
      return <TreeInput {...common} field={{ ...field, widget: search.view }} />;
    case 'sel_search':
      return <SearchSelectInput {...common} />;
    case 'sel_user':
    case 'sel_depart':
      return <PickerFieldInput {...common} field={{ ...field, widget: search.view }} />;
    case 'popup':
      return (
        <PopupField
          popupCode={field.popup?.code ?? ''}
          orgFields={field.popup?.orgFields ?? ''}
          destFields={field.popup?.destFields ?? ''}
          field={search.name}
          placeholder={placeholder}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'pca':
      return <AreaInput {...common} />;
    default:
      return (
        <Input
          id={id}
          allowClear
          placeholder={placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}
