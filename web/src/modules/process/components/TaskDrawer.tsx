import { App, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useCallback, useState } from 'react';
import { errorText } from '../../core';
import { SelectUserByDeptModal, UploadField } from '../../widgets';
import { processApi } from '../services/processApi';
import type { InstanceDetail, TaskRow } from '../types';
import { startEventId } from '../utils/diagram';
import { BusinessDocument } from './BusinessDocument';
import { InstanceView } from './InstanceView';

type Values = { comment?: string; attachments?: string; target?: string };

/**
 * 办理 a task: the instance beside 同意 / 驳回 (意见必填) / 转办 / 加签 / 退回, with comment and attachments.
 * A refusal is shown in the API's words. Read only for a task already done.
 */
export function TaskDrawer({
  task,
  done,
  onClose,
  onHandled,
}: {
  task: TaskRow | null;
  done?: boolean;
  onClose: () => void;
  onHandled: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [detail, setDetail] = useState<InstanceDetail | null>(null);
  const [picker, setPicker] = useState<null | 'delegate' | 'signer'>(null);
  const [busy, setBusy] = useState(false);
  const onLoaded = useCallback((d: InstanceDetail) => setDetail(d), []);

  if (!task) return null;

  const act = async (what: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      void message.success((await what()) || '办理成功');
      form.resetFields();
      onHandled();
    } catch (e) {
      void message.error(errorText(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  const values = () => form.getFieldsValue();
  const attachments = () => (values().attachments ?? '').split(',').filter(Boolean);
  const comment = () => values().comment?.trim() || undefined;

  const approve = () =>
    act(
      () =>
        processApi.complete({
          taskId: task.id,
          decision: 'approve',
          comment: comment(),
          attachments: attachments(),
        }),
      '办理失败',
    );
  const reject = async () => {
    if (!comment()) {
      form.setFields([{ name: 'comment', errors: ['请填写驳回意见'] }]);
      return;
    }
    await act(
      () =>
        processApi.complete({
          taskId: task.id,
          decision: 'reject',
          comment: comment(),
          attachments: attachments(),
        }),
      '办理失败',
    );
  };
  const returnTo = async () => {
    const target = values().target;
    if (!target) {
      form.setFields([{ name: 'target', errors: ['请选择退回节点'] }]);
      return;
    }
    await act(() => processApi.returnTo(task.id, target, comment()), '退回失败');
  };

  const start = detail?.xml ? startEventId(detail.xml) : null;
  const targets = [
    ...(start ? [{ value: start, label: '发起人' }] : []),
    ...[
      ...new Map(
        (detail?.tasks ?? []).filter((t) => t.status !== 'open').map((t) => [t.nodeId, t.name]),
      ).entries(),
    ]
      .filter(([nodeId]) => nodeId !== task.nodeId)
      .map(([value, label]) => ({ value, label })),
  ];

  return (
    <Drawer open width={960} title={`${task.name}：${task.title}`} onClose={onClose} destroyOnHidden>
      {!done && (
        <Form form={form} layout="vertical" data-testid="task-form">
          <Form.Item
            name="comment"
            label="审批意见"
            rules={[{ max: 1000, message: '审批意见不能超过1000个字符' }]}
          >
            <Input.TextArea rows={3} placeholder="请输入审批意见" />
          </Form.Item>
          <Form.Item name="attachments" label="附件">
            <UploadField />
          </Form.Item>
          <Space wrap style={{ marginBottom: 16 }}>
            {!task.claimed && (
              <Button loading={busy} onClick={() => void act(() => processApi.claim(task.id), '签收失败')}>
                签收
              </Button>
            )}
            <Button type="primary" loading={busy} onClick={() => void approve()}>
              同意
            </Button>
            <Button danger loading={busy} onClick={() => void reject()}>
              驳回
            </Button>
            <Button loading={busy} onClick={() => setPicker('delegate')}>
              转办
            </Button>
            <Button loading={busy} onClick={() => setPicker('signer')}>
              加签
            </Button>
            <Form.Item name="target" noStyle>
              <Select placeholder="退回到..." style={{ width: 160 }} options={targets} />
            </Form.Item>
            <Button loading={busy} onClick={() => void returnTo()}>
              退回
            </Button>
          </Space>
        </Form>
      )}
      {detail?.id === task.instanceId && (
        <BusinessDocument
          instanceId={detail.id}
          documentType={detail.documentType ?? ''}
          businessKey={detail.businessKey}
          title={detail.title}
          variables={detail.variables ?? {}}
        />
      )}
      <InstanceView instanceId={task.instanceId} onLoaded={onLoaded} />
      <SelectUserByDeptModal
        open={picker !== null}
        multiple={false}
        valueKey="id"
        title={picker === 'signer' ? '选择加签人' : '选择转办人'}
        onOk={(id) => {
          const kind = picker;
          setPicker(null);
          if (!id) return;
          void act(
            () =>
              kind === 'signer'
                ? processApi.addSigner(task.id, id, comment())
                : processApi.delegate(task.id, id, comment()),
            kind === 'signer' ? '加签失败' : '转办失败',
          );
        }}
        onCancel={() => setPicker(null)}
      />
    </Drawer>
  );
}
