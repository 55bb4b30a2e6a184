import type { FillRuleRow as FillRule } from '@srm/contracts/system';
import { App, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { api, errorText } from '../../modules/core';
import {
  GenericList,
  useAuthorized,
  type ListColumn,
  type ListFormSlot,
  useFormSubmit,
  UnsavedChangesEffect,
} from '../../modules/widgets';

type DatePattern = FillRule['datePattern'];
type FillRuleValues = {
  ruleName: string;
  ruleCode: string;
  prefix: string;
  datePattern: DatePattern;
  seqLength: number;
};

const DATE_PATTERNS: { value: DatePattern; label: string }[] = [
  { value: 'YYYY', label: 'YYYY（年）' },
  { value: 'YYYYMM', label: 'YYYYMM（年月）' },
  { value: 'YYYYMMDD', label: 'YYYYMMDD（年月日）' },
];

/** Today's period in China Standard Time (the server's periods), e.g. 2026, 202611, 20261122. */
const periodOf = (pattern: DatePattern) => {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return day.slice(0, pattern.length);
};

/** What the first number of the rule looks like this period, e.g. `PO-2026-000001` (the server decides). */
const sample = (prefix: string, pattern: DatePattern, seqLength: number) =>
  `${prefix}-${periodOf(pattern)}-${'0'.repeat(Math.max(0, seqLength - 1))}1`;

const columns: ListColumn<FillRule>[] = [
  { title: '规则名称', dataIndex: 'ruleName', queryMode: 'contains', searchable: true, sorter: true },
  { title: '规则编码', dataIndex: 'ruleCode', queryMode: 'contains', searchable: true, sorter: true },
  { title: '前缀', dataIndex: 'prefix', queryMode: 'contains', searchable: true, width: 100 },
  { title: '日期格式', dataIndex: 'datePattern', hideInSearch: true, width: 110 },
  { title: '序号位数', dataIndex: 'seqLength', hideInSearch: true, width: 90 },
  {
    title: '编码示例',
    key: 'sample',
    hideInSearch: true,
    render: (_, r) => sample(r.prefix, r.datePattern, r.seqLength),
  },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    searchable: 'date',
  },
];

/** The server's duplicate check of a rule code (`GET /sys/duplicate/check`). */
const checkRuleCode = async (value: string) => {
  try {
    await api.get('/sys/duplicate/check', {
      tableName: 'sys_fill_rule',
      fieldName: 'rule_code',
      fieldVal: value,
    });
  } catch (e) {
    throw new Error(errorText(e, '校验失败'));
  }
};

/** 新增 / 编辑 of a fill rule: name, code (fixed once saved), prefix (one live rule each), period, width. */
function FillRuleFormModal({ open, record, onClose, onSaved }: ListFormSlot<FillRule>) {
  const [form] = Form.useForm<FillRuleValues>();

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      return record
        ? await api.message('PUT', '/sys/fillRule/edit', { body: { ...values, id: record.id } })
        : await api.message('POST', '/sys/fillRule/add', { body: values });
    },
    { onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={record ? '编辑编码规则' : '新增编码规则'}
      width={600}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        initialValues={record ?? { datePattern: 'YYYY', seqLength: 6 }}
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
          extra={record ? '规则编码不可修改' : undefined}
          rules={[
            { required: true, message: '请输入规则编码!' },
            { max: 100, message: '长度不超过 100 个字符' },
            {
              validator: (_, v: string | undefined) => (v && !record ? checkRuleCode(v) : Promise.resolve()),
            },
          ]}
        >
          <Input placeholder="请输入规则编码" disabled={record !== null} />
        </Form.Item>
        <Form.Item
          label="前缀"
          name="prefix"
          rules={[
            { required: true, message: '请输入前缀!' },
            { max: 20, message: '长度不超过 20 个字符' },
          ]}
        >
          <Input placeholder="如 PO" />
        </Form.Item>
        <Form.Item label="日期格式" name="datePattern" rules={[{ required: true }]}>
          <Select options={DATE_PATTERNS} />
        </Form.Item>
        <Form.Item label="序号位数" name="seqLength" rules={[{ required: true, message: '请输入序号位数!' }]}>
          <InputNumber min={3} max={12} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => {
            const prefix = getFieldValue('prefix') as string | undefined;
            const pattern = getFieldValue('datePattern') as DatePattern | undefined;
            const width = getFieldValue('seqLength') as number | undefined;
            return prefix && pattern && width ? (
              <Form.Item label="编码示例">
                <Typography.Text type="secondary">{sample(prefix, pattern, width)}</Typography.Text>
              </Form.Item>
            ) : null;
          }}
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 编码规则 (menu component `system/FillRuleList`): bill-code rules over `/sys/fillRule`; 生成编码 (behind
 * `system:fillRule:execute`) asks `executeRuleByCode` for the rule's next number and shows it. Each try
 * consumes a number.
 */
export function Component() {
  const { message, modal } = App.useApp();
  const canExecute = useAuthorized('system:fillRule:execute');

  const execute = async (rule: FillRule) => {
    try {
      const code = await api.put('/sys/fillRule/executeRuleByCode/:ruleCode', undefined, {
        params: { ruleCode: rule.ruleCode },
      });
      modal.success({
        title: `生成编码（${rule.ruleName}）`,
        content: (
          <Typography.Paragraph copyable={{ text: code }} style={{ marginTop: 8 }}>
            <Typography.Text strong data-testid="bill-code">
              {code}
            </Typography.Text>
          </Typography.Paragraph>
        ),
      });
    } catch (e) {
      void message.error(errorText(e, '生成编码失败'));
    }
  };

  return (
    <GenericList
      title="编码规则"
      base="/sys/fillRule"
      actions="system:fillRule"
      rowKey="id"
      columns={columns}
      exportable={false}
      importable={false}
      renderForm={(slot) => <FillRuleFormModal {...slot} />}
      rowActions={(record) =>
        canExecute
          ? [
              <a key="execute" onClick={() => void execute(record)}>
                生成编码
              </a>,
            ]
          : []
      }
    />
  );
}
