import type { CheckRuleRow as CheckRule } from '@srm/contracts/system';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { api, callEnvelope, errorText } from '../../modules/core';
import {
  GenericList,
  type ListColumn,
  type ListFormSlot,
  useFormSubmit,
  UnsavedChangesEffect,
} from '../../modules/widgets';

/** One pattern of a rule: a value must match it, else `message` is the answer. */
type RuleItem = CheckRule['ruleJson'][number];
type CheckRuleValues = {
  ruleName: string;
  ruleCode: string;
  ruleJson: RuleItem[];
  description?: string | null;
};

/** The server's limits (docs/auth.md "Check rules"). */
const MAX_ITEMS = 20;
const MAX_PATTERN = 200;

const columns: ListColumn<CheckRule>[] = [
  { title: '规则名称', dataIndex: 'ruleName', queryMode: 'contains', searchable: true, sorter: true },
  { title: '规则编码', dataIndex: 'ruleCode', queryMode: 'contains', searchable: true, sorter: true },
  {
    title: '校验规则',
    key: 'patterns',
    hideInSearch: true,
    ellipsis: true,
    render: (_, r) => r.ruleJson.map((i) => i.pattern).join('；'),
  },
  { title: '描述', dataIndex: 'description', hideInSearch: true, ellipsis: true },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    searchable: 'date',
  },
];

/** The server's duplicate check of a rule code (`GET /sys/duplicate/check`), the record itself excepted. */
const checkRuleCode = async (value: string, id: string | undefined) => {
  try {
    await api.get('/sys/duplicate/check', {
      tableName: 'sys_check_rule',
      fieldName: 'rule_code',
      fieldVal: value,
      ...(id ? { dataId: id } : {}),
    });
  } catch (e) {
    throw new Error(errorText(e, '校验失败'));
  }
};

/** A pattern the browser can compile (the server checks more: backreferences, nested repetition). */
const validPattern = (pattern: string | undefined) => {
  if (!pattern) return Promise.resolve();
  try {
    new RegExp(pattern);
    return Promise.resolve();
  } catch {
    return Promise.reject(new Error('不是有效的正则表达式'));
  }
};

/** 新增 / 编辑 of a check rule: name, code, description and 1 to 20 rows of pattern + message. */
function CheckRuleFormModal({ open, record, onClose, onSaved }: ListFormSlot<CheckRule>) {
  const [form] = Form.useForm<CheckRuleValues>();

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      const body = { ...values, description: values.description || null };
      return record
        ? await api.message('PUT', '/sys/checkRule/edit', { body: { ...body, id: record.id } })
        : await api.message('POST', '/sys/checkRule/add', { body });
    },
    { onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={record ? '编辑校验规则' : '新增校验规则'}
      width={800}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 19 }}
        initialValues={
          record
            ? { ...record, description: record.description ?? '' }
            : { ruleJson: [{ pattern: '', message: '' }] }
        }
      >
        <UnsavedChangesEffect />
        <Form.Item
          label="规则名称"
          name="ruleName"
          rules={[
            { required: true, message: '请输入规则名称!' },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item
          label="规则编码"
          name="ruleCode"
          validateTrigger="onBlur"
          rules={[
            { required: true, message: '请输入规则编码!' },
            { max: 100, message: '长度不超过 100 个字符' },
            {
              validator: (_, v: string | undefined) =>
                v && v !== record?.ruleCode ? checkRuleCode(v, record?.id) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="请输入规则编码" />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 500, message: '长度不超过 500 个字符' }]}>
          <Input.TextArea rows={2} placeholder="请输入描述" />
        </Form.Item>
        <Form.Item label="校验规则" required>
          <Form.List
            name="ruleJson"
            rules={[
              {
                validator: (_, items: unknown[] | undefined) =>
                  items && items.length > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error('至少需要一条规则')),
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }} data-testid="rule-row">
                    <Form.Item
                      name={[field.name, 'pattern']}
                      rules={[
                        { required: true, message: '请输入正则表达式' },
                        { max: MAX_PATTERN, message: `长度不超过 ${MAX_PATTERN} 个字符` },
                        { validator: (_, v: string | undefined) => validPattern(v) },
                      ]}
                    >
                      <Input
                        placeholder={`规则${i + 1}：正则表达式，如 ^1[3-9]\\d{9}$`}
                        style={{ width: 300 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'message']}
                      rules={[
                        { required: true, message: '请输入提示信息' },
                        { max: 200, message: '长度不超过 200 个字符' },
                      ]}
                    >
                      <Input placeholder="不匹配时的提示信息" style={{ width: 240 }} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <MinusCircleOutlined aria-label="删除规则" onClick={() => remove(field.name)} />
                    )}
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_ITEMS}
                  onClick={() => add({ pattern: '', message: '' })}
                >
                  添加规则
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}

type CheckRuleTestModalProps = { rule: CheckRule | null; onClose: () => void };
type TestResult = { ok: boolean; text: string };

/** 测试: a value checked by the server's `checkByCode` (the value URL-encoded once more, as spec §5 has it). */
function CheckRuleTestModal({ rule, onClose }: CheckRuleTestModalProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  const test = async () => {
    if (!rule) return;
    setBusy(true);
    try {
      const { envelope } = await callEnvelope('GET', '/sys/checkRule/checkByCode', {
        query: { ruleCode: rule.ruleCode, value: encodeURIComponent(value) },
      });
      setResult({
        ok: envelope.success,
        text: envelope.message || (envelope.success ? '校验通过！' : '校验失败'),
      });
    } catch (e) {
      setResult({ ok: false, text: errorText(e, '校验失败') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={rule !== null}
      title={rule ? `测试校验规则（${rule.ruleName}）` : '测试校验规则'}
      width={600}
      footer={null}
      onCancel={onClose}
      afterClose={() => {
        setValue('');
        setResult(null);
      }}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder="请输入需要校验的值"
          value={value}
          maxLength={500}
          onChange={(e) => {
            setValue(e.target.value);
            setResult(null);
          }}
          onPressEnter={() => void test()}
        />
        <Button type="primary" loading={busy} onClick={() => void test()}>
          测试
        </Button>
      </Space.Compact>
      {result && (
        <Alert
          style={{ marginTop: 16 }}
          type={result.ok ? 'success' : 'error'}
          showIcon
          message={result.text}
          data-testid="check-result"
        />
      )}
      {rule && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          规则编码：{rule.ruleCode}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

/** 校验规则 (menu component `system/CheckRuleList`): check rules over `/sys/checkRule`, each with a 测试 box. */
export function Component() {
  const [testing, setTesting] = useState<CheckRule | null>(null);
  return (
    <>
      <GenericList
        title="校验规则"
        base="/sys/checkRule"
        actions="system:checkRule"
        rowKey="id"
        columns={columns}
        exportable={false}
        importable={false}
        renderForm={(slot) => <CheckRuleFormModal {...slot} />}
        rowActions={(record) => [
          <a key="test" onClick={() => setTesting(record)}>
            测试
          </a>,
        ]}
      />
      <CheckRuleTestModal rule={testing} onClose={() => setTesting(null)} />
    </>
  );
}
