import { COUNTERSIGN_MODES, END_OUTCOMES, SERVICE_ACTIVITIES, TIMER_ACTIONS } from '@srm/bpmn/moddle';
import { Button, Checkbox, Empty, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../core';
import { SelectUserByDeptModal } from '../../widgets';
import { ISO_DURATION, type ElementProperties } from '../utils/moddleProperties';

const COUNTERSIGN_TEXT: Record<string, string> = {
  none: '不会签（单人审批）',
  all: '全部通过',
  any: '任一通过',
  ratio: '按比例通过',
};
const ACTIVITY_TEXT: Record<string, string> = {
  notify: '发送通知',
  setDocumentStatus: '更新单据状态',
  webhook: '调用接口',
};
const ACTION_TEXT: Record<string, string> = {
  remind: '催办',
  escalate: '升级给上级',
  autoApprove: '自动通过',
};
const OUTCOME_TEXT: Record<string, string> = { approved: '审批通过', rejected: '审批驳回' };
const PARAM_HINT: Record<string, string> = {
  notify: 'title',
  setDocumentStatus: 'status',
  webhook: 'url',
};

type Role = { id: string; roleCode: string; roleName: string };

/** The executable attributes of the selected element; every change is written to the diagram at once. */
export function PropertiesPanel({
  value,
  onChange,
}: {
  value: ElementProperties | null;
  onChange: (values: ElementProperties) => void;
}) {
  const [form] = Form.useForm<ElementProperties>();
  const [picker, setPicker] = useState<null | 'assignee' | 'candidateUsers' | 'ccUsers'>(null);
  const [roles, setRoles] = useState<Role[]>([]);

  useEffect(() => {
    api.get('/sys/role/queryall').then(setRoles, () => setRoles([]));
  }, []);
  // A name edited on the canvas reaches the form (the form's own edits come back equal: no-op).
  const shown = value !== null;
  const name = value?.name ?? '';
  useEffect(() => {
    if (shown && (form.getFieldValue('name') ?? '') !== name) form.setFieldValue('name', name);
  }, [form, shown, name]);

  if (!value) return <Empty description="请选择流程元素" />;
  const emit = () => onChange({ ...value, ...form.getFieldsValue(true) });
  const pick = (field: 'assignee' | 'candidateUsers' | 'ccUsers', ids: string) => {
    form.setFieldValue(field, field === 'assignee' ? ids : ids.split(',').filter(Boolean));
    setPicker(null);
    emit();
  };

  const roleOptions = roles.map((r) => ({ value: r.roleCode, label: `${r.roleName}（${r.roleCode}）` }));
  /** 抄送: told (not asked) once a user task is approved or an end event is reached. */
  const carbonCopy = (
    <>
      <Form.Item
        label="抄送人"
        tooltip={value.kind === 'userTask' ? '本节点审批通过后通知' : '流程到达此结束事件时通知'}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="ccUsers" noStyle>
            <Select mode="tags" placeholder="用户编号" open={false} />
          </Form.Item>
          <Button onClick={() => setPicker('ccUsers')}>选择</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="ccRoles" label="抄送角色">
        <Select mode="tags" options={roleOptions} />
      </Form.Item>
      <Form.Item name="ccInitiator" valuePropName="checked">
        <Checkbox>抄送发起人</Checkbox>
      </Form.Item>
    </>
  );

  return (
    <Form
      key={value.id}
      form={form}
      layout="vertical"
      size="small"
      initialValues={value}
      onValuesChange={emit}
      data-testid="properties-panel"
    >
      <Typography.Text type="secondary">编号：{value.id}</Typography.Text>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
      {value.kind === 'userTask' && (
        <>
          <Form.Item label="处理人" tooltip="用户编号或 FEEL 表达式（如 =initiator）">
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="assignee" noStyle>
                <Input placeholder="用户编号" />
              </Form.Item>
              <Button onClick={() => setPicker('assignee')}>选择</Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item label="候选人">
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="candidateUsers" noStyle>
                <Select mode="tags" placeholder="用户编号" open={false} />
              </Form.Item>
              <Button onClick={() => setPicker('candidateUsers')}>选择</Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="candidateRoles" label="候选角色">
            <Select mode="tags" options={roleOptions} />
          </Form.Item>
          <Form.Item name="deptLeader" valuePropName="checked">
            <Checkbox>发起人部门负责人</Checkbox>
          </Form.Item>
          <Form.Item name="countersign" label="会签方式">
            <Select
              options={['none', ...COUNTERSIGN_MODES].map((m) => ({
                value: m,
                label: COUNTERSIGN_TEXT[m] ?? m,
              }))}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.countersign !== b.countersign}>
            {() =>
              form.getFieldValue('countersign') !== 'none' && (
                <>
                  <Form.Item name="sequential" valuePropName="checked">
                    <Checkbox>依次审批</Checkbox>
                  </Form.Item>
                  {form.getFieldValue('countersign') === 'ratio' && (
                    <Form.Item name="ratio" label="通过比例" rules={[{ type: 'number', min: 0.01, max: 1 }]}>
                      <InputNumber min={0.01} max={1} step={0.1} style={{ width: '100%' }} />
                    </Form.Item>
                  )}
                  <Form.Item name="collection" label="会签人员表达式">
                    <Input placeholder="如 =approvers" />
                  </Form.Item>
                </>
              )
            }
          </Form.Item>
          <Form.Item name="onReject" label="驳回后">
            <Select
              options={[
                { value: 'end', label: '结束流程' },
                { value: 'continue', label: '继续流转' },
              ]}
            />
          </Form.Item>
          {carbonCopy}
        </>
      )}
      {value.kind === 'serviceTask' && (
        <>
          <Form.Item name="activity" label="服务">
            <Select options={SERVICE_ACTIVITIES.map((a) => ({ value: a, label: ACTIVITY_TEXT[a] ?? a }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.activity !== b.activity}>
            {() =>
              form.getFieldValue('activity') === 'notify' && (
                <Typography.Paragraph type="secondary">
                  参数：title 标题（必填）、content 内容、users 接收人（用户编号，逗号分隔）、roles
                  接收角色（角色编码，逗号分隔）；值以 = 开头为表达式
                </Typography.Paragraph>
              )
            }
          </Form.Item>
          <Form.List name="params">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline">
                    <Form.Item name={[f.name, 'name']} noStyle>
                      <Input placeholder="参数名" style={{ width: 100 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'value']} noStyle>
                      <Input placeholder="值" style={{ width: 140 }} />
                    </Form.Item>
                    <Button
                      type="link"
                      onClick={() => {
                        remove(f.name);
                        emit();
                      }}
                    >
                      删除
                    </Button>
                  </Space>
                ))}
                <Button
                  type="dashed"
                  block
                  onClick={() =>
                    add({ name: PARAM_HINT[form.getFieldValue('activity') as string] ?? '', value: '' })
                  }
                >
                  添加参数
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
      {value.kind === 'timer' && (
        <>
          <Form.Item
            name="duration"
            label="时限（ISO 8601，如 P1D、PT2H）"
            rules={[{ pattern: ISO_DURATION, message: '时限格式不正确，如 P1D、PT2H' }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="action" label="到期动作">
            <Select
              allowClear
              options={TIMER_ACTIONS.map((a) => ({ value: a, label: ACTION_TEXT[a] ?? a }))}
            />
          </Form.Item>
        </>
      )}
      {value.kind === 'flow' && (
        <Form.Item
          name="condition"
          label="条件表达式（FEEL）"
          extra={value.isDefault ? '默认分支' : undefined}
        >
          <Input.TextArea rows={2} placeholder="如 amount >= 100000" />
        </Form.Item>
      )}
      {value.kind === 'endEvent' && (
        <>
          <Form.Item name="outcome" label="结束结果">
            <Select
              allowClear
              options={END_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_TEXT[o] ?? o }))}
            />
          </Form.Item>
          {carbonCopy}
        </>
      )}
      <SelectUserByDeptModal
        open={picker !== null}
        multiple={picker === 'candidateUsers' || picker === 'ccUsers'}
        valueKey="id"
        onOk={(ids) => pick(picker!, ids)}
        onCancel={() => setPicker(null)}
      />
    </Form>
  );
}
