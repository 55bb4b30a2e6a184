import {
  Alert,
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  TreeSelect,
} from 'antd';
import type { FieldDefinition } from '@srm/contracts/masterdata';
import { WIDGET_CONFIG_MESSAGES } from '@srm/contracts/masterdata';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  BusinessSelectModal,
  formatThousands,
  SelectDepartModal,
  SelectUserByDeptModal,
} from '../../widgets';
import { useDictOptions } from '../hooks/useDictOptions';
import {
  areaChildren,
  AREA_ROOT,
  DATA_ORG_LIST,
  loadCategoryTree,
  loadDictTree,
  masterdataApi,
  searchDict,
  selectOptions,
} from '../services/masterdataApi';
import { joinMulti, numberPrecision, splitMulti, switchChecked, switchValue } from '../utils/formRules';

/** What Form.Item hands a control, and the field it edits. */
export type FieldInputProps<V = unknown> = {
  field: FieldDefinition;
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
};

/** A widget's own configuration problem (spec §5 messages) shown in place of the control. */
export const ConfigProblem = ({ message }: { message: string }) => (
  <Alert type="error" showIcon message={message} data-testid="widget-config-problem" />
);

/** list / radio / checkbox / list_multi: a dictionary's options; multi values comma-joined. */
export function DictInput({ field, id, value, onChange, onBlur, disabled, placeholder }: FieldInputProps) {
  const { options, loading } = useDictOptions(field.dictCode);
  if (!field.dictCode) return <ConfigProblem message={WIDGET_CONFIG_MESSAGES.dictCode} />;
  const set = (v: unknown) => onChange?.(joinMulti(v));
  switch (field.widget) {
    case 'radio':
      return (
        <Radio.Group
          id={id}
          options={options}
          value={value}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group options={options} value={splitMulti(value)} disabled={disabled} onChange={set} />
      );
    default:
      return (
        <Select
          id={id}
          allowClear
          loading={loading}
          options={options}
          disabled={disabled}
          placeholder={placeholder}
          onBlur={onBlur}
          {...(field.widget === 'list_multi'
            ? { mode: 'multiple' as const, value: splitMulti(value) }
            : { value: (value as string | undefined) || undefined })}
          onChange={set}
        />
      );
  }
}

/**
 * number / integer / rate values: integers as numbers (precision 0, spec §5 onlyInteger), decimals as
 * strings (antd's stringMode: never a float) with thousands separators while not typing.
 */
export function NumberInput({ field, id, value, onChange, onBlur, disabled, placeholder }: FieldInputProps) {
  const integer = field.type === 'integer' || field.widget === 'integer';
  const precision = numberPrecision(field, integer);
  if (integer)
    return (
      <InputNumber<number>
        id={id}
        style={{ width: '100%' }}
        precision={0}
        value={value === '' || value === null || value === undefined ? null : Number(value)}
        disabled={disabled}
        placeholder={placeholder}
        onBlur={onBlur}
        onChange={(v) => onChange?.(v ?? null)}
      />
    );
  return (
    <InputNumber<string>
      id={id}
      stringMode
      style={{ width: '100%' }}
      precision={precision}
      value={value === null || value === undefined ? null : String(value)}
      formatter={(v) => formatThousands(v === undefined ? '' : String(v))}
      parser={(v) => (v ?? '').replace(/,/g, '')}
      disabled={disabled}
      placeholder={placeholder}
      onBlur={onBlur}
      onChange={(v) => onChange?.(v ?? null)}
    />
  );
}

/** date / datetime: a text value in the field's format (spec §5: YYYY/MM/DD, YYYY-MM-DD, YYYY-MM-DD HH:mm:ss). */
export function DateInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  disabled,
  format,
}: FieldInputProps & { format: string }) {
  const parsed = typeof value === 'string' && value ? dayjs(value.replace(/\//g, '-')) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={format}
      showTime={field.widget === 'datetime'}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(d) => onChange?.(d ? d.format(format) : null)}
    />
  );
}

/** switch: checked is the first option; unchecked (and empty) the second (spec §5). */
export function SwitchInput({ field, id, value, onChange, disabled }: FieldInputProps) {
  const [on, off] = field.switchOptions ?? ['Y', 'N'];
  return (
    <Switch
      id={id}
      checked={switchChecked(field, value)}
      disabled={disabled}
      checkedChildren={on === 'Y' ? '是' : on}
      unCheckedChildren={off === 'N' ? '否' : off}
      onChange={(c) => onChange?.(switchValue(field, c))}
    />
  );
}

/** A read-only input with a button opening a picker (sel_depart, sel_user, sel_org). */
function PickerInput({
  id,
  text,
  disabled,
  placeholder,
  onOpen,
  onClear,
  children,
}: {
  id?: string | undefined;
  text: string;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  onOpen: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Input.Search
        id={id}
        readOnly
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        allowClear
        enterButton="选择"
        onClick={() => !disabled && onOpen()}
        onSearch={(_, e) => {
          if (
            e &&
            'type' in e &&
            e.type === 'click' &&
            (e.target as HTMLElement).closest('.ant-input-clear-icon')
          )
            onClear();
          else if (!disabled) onOpen();
        }}
        onChange={(e) => e.target.value === '' && onClear()}
      />
      {children}
    </>
  );
}

/** sel_depart / sel_user / sel_org: comma-joined ids (usernames for users, codes for orgs) chosen in the shared pickers. */
export function PickerFieldInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
}: FieldInputProps) {
  const [open, setOpen] = useState(false);
  const [labels, setLabels] = useState<string | null>(null);
  const v = typeof value === 'string' ? value : '';
  const text = labels ?? v;
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  const pick = (next: string, names: string[]) => {
    setLabels(names.join(','));
    onChange?.(next);
    close();
  };
  const clear = () => {
    setLabels(null);
    onChange?.('');
  };
  const common = { id, text, disabled, placeholder, onOpen: () => setOpen(true), onClear: clear };
  if (field.widget === 'sel_depart')
    return (
      <PickerInput {...common}>
        <SelectDepartModal
          open={open}
          value={v}
          onOk={(ids, departs) =>
            pick(
              ids,
              departs.map((d) => d.title),
            )
          }
          onCancel={close}
        />
      </PickerInput>
    );
  if (field.widget === 'sel_user')
    return (
      <PickerInput {...common}>
        <SelectUserByDeptModal
          open={open}
          value={v}
          onOk={(names, users) =>
            pick(
              names,
              users.map((u) => u.realname || u.username),
            )
          }
          onCancel={close}
        />
      </PickerInput>
    );
  // sel_org: the data organisations' codes, picked in the business-component modal.
  return (
    <PickerInput {...common}>
      <BusinessSelectModal
        open={open}
        title="选择组织"
        listUrl={DATA_ORG_LIST}
        columns={DATA_ORG_COLUMNS}
        rowKey="code"
        labelKey="name"
        searchKey="name"
        searchPlaceholder="请输入组织名称"
        multiple
        value={v}
        onOk={(codes, orgs) =>
          pick(
            codes,
            orgs.map((o) => o.name),
          )
        }
        onCancel={close}
      />
    </PickerInput>
  );
}

const DATA_ORG_COLUMNS = [
  { title: '组织编码', dataIndex: 'code', key: 'code' },
  { title: '组织名称', dataIndex: 'name', key: 'name' },
];

/**
 * The options of a table dictionary for a keyword. `/sys/dict/loadDict` serves only its whitelist
 * (users, departments, roles, categories), not the declared entities' `md_` tables: those are searched
 * through the entity's own list (its text field by contains), the buyer variant's.
 */
async function searchTableDict(
  t: NonNullable<FieldDefinition['dictTable']>,
  dict: string,
  keyword: string,
): Promise<{ value: string; label: string }[]> {
  const entity = MASTER_DATA_ENTITIES.find((d) => d.table === t.table);
  const { text, code } = t;
  if (!entity || !text || !code) {
    const items = await searchDict(dict, keyword);
    return items.map((o) => ({ value: o.value, label: o.text || o.label }));
  }
  const page = await masterdataApi.list(
    { entity: entity.name, variant: 'buyer' },
    { pageNo: 1, pageSize: 50, ...(keyword.trim() ? { [text]: `*${keyword.trim()}*` } : {}) },
  );
  return page.records.map((r) => ({ value: String(r[code] ?? ''), label: String(r[text] ?? '') }));
}

/** sel_search: a table dictionary searched by keyword (debounced 800 ms, spec §7). */
export function SearchSelectInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
}: FieldInputProps) {
  const t = field.dictTable;
  const dict = t?.table && t.text && t.code ? `${t.table},${t.text},${t.code}` : null;
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (keyword: string) => {
    if (!dict) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void searchTableDict(t!, dict, keyword)
        .then(setOptions)
        .catch(() => setOptions([]));
    }, 800);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!dict) return <ConfigProblem message={WIDGET_CONFIG_MESSAGES.dictTable} />;
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      options={options}
      value={(value as string | undefined) || undefined}
      disabled={disabled}
      placeholder={placeholder}
      onSearch={search}
      onFocus={() => options.length === 0 && search('')}
      onBlur={onBlur}
      onChange={(v) => onChange?.(v ?? '')}
    />
  );
}

type TreeOption = { id: string; pId: string; value: string; title: string; isLeaf: boolean };

const conditionOk = (c: string | undefined) => {
  if (c === undefined || c === '') return true;
  try {
    const v: unknown = JSON.parse(c);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};

/**
 * sel_tree (a tree dictionary `table,text,code[,pidField[,hasChildField]]`, the condition a JSON
 * object, else spec §5's JTreeSelect message) and cat_tree (the category tree under `dictCode`, default
 * root '0'): loaded one level at a time.
 */
export function TreeInput({ field, id, value, onChange, onBlur, disabled, placeholder }: FieldInputProps) {
  const [nodes, setNodes] = useState<TreeOption[]>([]);
  const category = field.widget === 'cat_tree';
  const parts = (field.dictCode ?? '').split(',').map((s) => s.trim());
  const badCondition = !category && !conditionOk(field.condition);
  const missingDict = !category && !(field.dictTable?.table || parts[0]);
  const load = useMemo(
    () => async (pid: string) => {
      const level = category
        ? await loadCategoryTree(pid === '0' && field.dictCode ? { pcode: field.dictCode } : { pid })
        : await loadDictTree({
            pid,
            tableName: field.dictTable?.table ?? parts[0] ?? '',
            text: field.dictTable?.text ?? parts[1] ?? '',
            code: field.dictTable?.code ?? parts[2] ?? '',
            pidField: parts[3] || 'pid',
            hasChildField: parts[4] || 'has_child',
            ...(field.condition ? { condition: field.condition } : {}),
          });
      const next = level.map((n) => ({
        id: n.key,
        pId: pid,
        value: n.value,
        title: n.title,
        isLeaf: n.isLeaf,
      }));
      setNodes((old) => [...old.filter((o) => !next.some((n) => n.id === o.id)), ...next]);
    },
    [field.name, field.widget, field.dictCode, field.condition],
  );
  useEffect(() => {
    if (!badCondition && !missingDict) void load('0').catch(() => undefined);
  }, [load, badCondition, missingDict]);
  if (badCondition) return <ConfigProblem message={WIDGET_CONFIG_MESSAGES.treeCondition} />;
  if (missingDict) return <ConfigProblem message={WIDGET_CONFIG_MESSAGES.dictCode} />;
  return (
    <TreeSelect
      id={id}
      treeDataSimpleMode
      treeData={nodes}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      value={(value as string | undefined) || undefined}
      disabled={disabled}
      placeholder={placeholder}
      loadData={(node) => load(String(node.id))}
      onBlur={onBlur}
      onChange={(v) => onChange?.(v ?? '')}
    />
  );
}

type LinkOption = { value: string; label: string; id: string; isLeaf: boolean; children?: LinkOption[] };

/**
 * link_down: a cascade over a declared table (`linkDown`: table, txt, key, idField, pidField,
 * condition): the first level by the condition, each deeper one by the chosen option's id; the stored
 * keys comma-joined. Without a parent field there is one level.
 */
export function LinkDownInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
}: FieldInputProps) {
  const cfg = field.linkDown;
  const [options, setOptions] = useState<LinkOption[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = Boolean(cfg?.table && cfg.txt && cfg.key);
  const base = {
    table: cfg?.table ?? '',
    txt: cfg?.txt ?? '',
    key: cfg?.key ?? '',
    ...(cfg?.idField ? { idField: cfg.idField } : {}),
    ...(cfg?.pidField ? { pidField: cfg.pidField } : {}),
  };
  const toOptions = (list: Awaited<ReturnType<typeof selectOptions>>): LinkOption[] =>
    list.map((o) => ({ value: o.store, label: o.label, id: o.id, isLeaf: !cfg?.pidField }));
  useEffect(() => {
    if (!ready) return;
    void selectOptions({ ...base, ...(cfg?.condition ? { condition: cfg.condition } : {}) })
      .then((list) => setOptions(toOptions(list)))
      .catch((e: unknown) => setProblem(e instanceof Error ? e.message : '联动下拉加载失败'));
  }, [ready, field.name]);
  if (!ready) return <ConfigProblem message={WIDGET_CONFIG_MESSAGES.linkDown} />;
  if (problem) return <ConfigProblem message={problem} />;
  return (
    <Cascader<LinkOption>
      id={id}
      options={options}
      changeOnSelect
      value={splitMulti(value)}
      disabled={disabled}
      placeholder={placeholder}
      onBlur={onBlur}
      loadData={(selected) => {
        const target = selected[selected.length - 1];
        if (!target) return;
        void selectOptions({ ...base, pidValue: target.id }).then((list) => {
          target.children = toOptions(list);
          // No children: the chosen option ends the cascade.
          if (list.length === 0) target.isLeaf = true;
          setOptions((o) => [...o]);
        });
      }}
      onChange={(v) => onChange?.(Array.isArray(v) ? v.join(',') : '')}
    />
  );
}

type AreaOption = { value: string; label: string; isLeaf: boolean; children?: AreaOption[] };

/** pca: province / city / district from the area tree (root 86), the codes comma-joined. */
export function AreaInput({ id, value, onChange, onBlur, disabled, placeholder }: FieldInputProps) {
  const [options, setOptions] = useState<AreaOption[]>([]);
  const toOptions = (nodes: Awaited<ReturnType<typeof areaChildren>>, depth: number): AreaOption[] =>
    nodes.map((n) => ({
      value: String(n.id),
      label: String(n.name ?? n.title ?? n.id),
      isLeaf: depth >= 2 || n.hasChild === '0' || n.hasChild === false || n.hasChild === 0,
    }));
  useEffect(() => {
    void areaChildren(AREA_ROOT)
      .then((nodes) => setOptions(toOptions(nodes, 0)))
      .catch(() => setOptions([]));
  }, []);
  return (
    <Cascader<AreaOption>
      id={id}
      options={options}
      changeOnSelect
      value={splitMulti(value)}
      disabled={disabled}
      placeholder={placeholder ?? '请选择省市区'}
      onBlur={onBlur}
      loadData={(selected) => {
        const target = selected[selected.length - 1];
        if (!target) return;
        void areaChildren(target.value).then((nodes) => {
          target.children = toOptions(nodes, selected.length);
          setOptions((o) => [...o]);
        });
      }}
      onChange={(v) => onChange?.(Array.isArray(v) ? v.join(',') : '')}
    />
  );
}
