import {
  DEFAULT_WIDGET,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  WIDGET_TYPES,
  WIDGETS,
  type FieldType,
  type OnlineForm,
  type OnlineFormFieldInput,
  type OnlineFormInput,
} from '@srm/contracts/masterdata';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { onlineFormApi } from '../services/onlineFormApi';

export type OnlineFormDrawerProps = {
  open: boolean;
  /** The form to change; null: a new one. */
  name: string | null;
  onClose: () => void;
  onSaved: () => void;
};

/** One row of the field table as the form holds it (`query` as a select value). */
type FieldRow = Omit<OnlineFormFieldInput, 'query' | 'default'> & {
  query: 'none' | 'single' | 'group';
  default?: string;
};
type Values = { name: string; label: string; fields: FieldRow[] };

const QUERY_OPTIONS = [
  { value: 'none', label: '不查询' },
  { value: 'single', label: '单条件' },
  { value: 'group', label: '范围' },
];
const NEW_FIELD: FieldRow = {
  name: '',
  label: '',
  type: 'string',
  length: 100,
  required: false,
  unique: false,
  listColumn: true,
  query: 'none',
};

const rowsOf = (form: OnlineForm): Values => ({
  name: form.name,
  label: form.label,
  fields: form.fields.map(({ query, default: d, ...f }) => ({
    ...f,
    query: query ? query.mode : 'none',
    ...(d !== undefined && d !== null ? { default: String(d) } : {}),
  })),
});

/** What the server gets: empty cells left out, sizes only where the type has them. */
function formOf(values: Values): OnlineFormInput {
  return {
    name: values.name.trim(),
    label: values.label,
    fields: values.fields.map((f) => {
      const out: OnlineFormFieldInput = {
        name: (f.name ?? '').trim(),
        label: f.label,
        type: f.type,
        required: Boolean(f.required),
        unique: Boolean(f.unique),
        listColumn: Boolean(f.listColumn),
        query: f.query === 'none' ? null : { mode: f.query },
      };
      if (f.widget) out.widget = f.widget;
      if (f.dictCode) out.dictCode = f.dictCode;
      if (f.type === 'string' && f.length) out.length = f.length;
      if (f.type === 'decimal') {
        if (f.precision) out.precision = f.precision;
        if (f.scale !== undefined && f.scale !== null) out.scale = f.scale;
      }
      if (f.default !== undefined && f.default !== '') out.default = f.default;
      return out;
    }),
  };
}

const widgetOptions = (type: FieldType) =>
  WIDGETS.filter((w) => WIDGET_TYPES[w].includes(type)).map((w) => ({ value: w, label: w }));

/** One field row: name, label, type, sizes, widget, dictionary, flags, default, list and query. */
function FieldRowInputs({ index, remove }: { index: number; remove: () => void }) {
  const type = Form.useWatch(['fields', index, 'type']) as FieldType | undefined;
  const n = index + 1;
  const cell = (key: string) => ({ name: [index, key], noStyle: true });
  return (
    <Space wrap align="center" style={{ marginBottom: 8 }} data-testid={`online-field-${n}`}>
      <Form.Item {...cell('name')}>
        <Input aria-label={`第${n}行字段名称`} placeholder="字段名称（如 xColor）" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item {...cell('label')}>
        <Input aria-label={`第${n}行字段备注`} placeholder="字段备注" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item {...cell('type')}>
        <Select
          aria-label={`第${n}行字段类型`}
          className="online-field-type"
          style={{ width: 100 }}
          options={FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }))}
        />
      </Form.Item>
      {type === 'string' ? (
        <Form.Item {...cell('length')}>
          <InputNumber
            aria-label={`第${n}行字段长度`}
            placeholder="长度"
            min={1}
            max={4000}
            style={{ width: 80 }}
          />
        </Form.Item>
      ) : null}
      {type === 'decimal' ? (
        <>
          <Form.Item {...cell('precision')}>
            <InputNumber
              aria-label={`第${n}行精度`}
              placeholder="精度"
              min={1}
              max={38}
              style={{ width: 70 }}
            />
          </Form.Item>
          <Form.Item {...cell('scale')}>
            <InputNumber
              aria-label={`第${n}行小数点`}
              placeholder="小数点"
              min={0}
              max={38}
              style={{ width: 70 }}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item {...cell('widget')}>
        <Select
          aria-label={`第${n}行控件类型`}
          className="online-field-widget"
          placeholder={type ? DEFAULT_WIDGET[type] : '控件类型'}
          allowClear
          style={{ width: 120 }}
          options={type ? widgetOptions(type) : []}
        />
      </Form.Item>
      <Form.Item {...cell('dictCode')}>
        <Input aria-label={`第${n}行字典code`} placeholder="字典code" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item {...cell('default')}>
        <Input aria-label={`第${n}行默认值`} placeholder="默认值" style={{ width: 90 }} />
      </Form.Item>
      <Form.Item {...cell('required')} valuePropName="checked">
        <Checkbox aria-label={`第${n}行必填`}>必填</Checkbox>
      </Form.Item>
      <Form.Item {...cell('unique')} valuePropName="checked">
        <Checkbox aria-label={`第${n}行唯一`}>唯一</Checkbox>
      </Form.Item>
      <Form.Item {...cell('listColumn')} valuePropName="checked">
        <Checkbox aria-label={`第${n}行列表显示`}>列表显示</Checkbox>
      </Form.Item>
      <Form.Item {...cell('query')}>
        <Select
          aria-label={`第${n}行查询`}
          className="online-field-query"
          style={{ width: 90 }}
          options={QUERY_OPTIONS}
        />
      </Form.Item>
      <Button type="link" danger onClick={remove}>
        删除
      </Button>
    </Space>
  );
}

/**
 * 表单开发's editor: the table's name and description and its field table. Saving creates the table
 * or changes it through the engine; a change that would lose data comes back refused, with its reason.
 * A field taken out of the table is retired (its column and data kept until 清除字段).
 */
export function OnlineFormDrawer({ open, name, onClose, onSaved }: OnlineFormDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const current = useQuery({
    queryKey: ['online', 'form', name],
    queryFn: () => onlineFormApi.queryByName(name!),
    enabled: open && name !== null,
  });
  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = formOf(values);
      const text = name ? await onlineFormApi.edit(body) : await onlineFormApi.add(body);
      void message.success(text || '保存成功!');
      onSaved();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };
  const initial: Values | null = name
    ? current.data
      ? rowsOf(current.data.form)
      : null
    : { name: '', label: '', fields: [{ ...NEW_FIELD }] };
  return (
    <Drawer
      open={open}
      width={1200}
      title={name ? '编辑表单' : '新增表单'}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            确定
          </Button>
        </Space>
      }
    >
      {!initial ? (
        <Spin />
      ) : (
        <Form
          form={form}
          name="onlineForm"
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => void save(v)}
        >
          <Space size="large">
            <Form.Item
              name="name"
              label="表名"
              tooltip="在线表单以 x 加大写字母开头（如 xSampleLog），数据表为 md_x_..."
              rules={[{ required: true, message: '请输入表名' }]}
            >
              <Input disabled={name !== null} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="label" label="表描述" rules={[{ required: true, message: '请输入表描述' }]}>
              <Input style={{ width: 240 }} />
            </Form.Item>
          </Space>
          <Typography.Title level={5}>字段</Typography.Title>
          <Form.List name="fields">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <FieldRowInputs key={row.key} index={row.name} remove={() => remove(row.name)} />
                ))}
                <Button type="dashed" onClick={() => add({ ...NEW_FIELD })}>
                  添加字段
                </Button>
              </>
            )}
          </Form.List>
          {name && current.data && current.data.row.retired.length > 0 ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              已停用字段（数据保留，重新添加同名字段即恢复）：
              {current.data.row.retired.map((f) => `${f.label}（${f.name}）`).join('、')}
            </Typography.Paragraph>
          ) : null}
        </Form>
      )}
    </Drawer>
  );
}
