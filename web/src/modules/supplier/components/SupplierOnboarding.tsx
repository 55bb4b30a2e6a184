import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Spin, Tag } from 'antd';
import { errorText } from '../../core';
import { useMySupplier } from '../hooks/useMySupplier';
import { supplierApi } from '../services/supplierApi';
import { infoBody, infoFormValues } from '../utils/supplierForm';
import { SupplierInfoForm } from './SupplierInfoForm';

const STATUS_COLOR = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;

export type SupplierOnboardingProps = {
  /** completion: the confined user's first submission; alteration: changes of an admitted company. */
  mode: 'completion' | 'alteration';
};

/**
 * The supplier's own record: its status, a rejection's reason, and the form to complete or alter
 * its information. A pending review is polled (useMySupplier).
 */
export function SupplierOnboarding({ mode }: SupplierOnboardingProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const mine = useMySupplier();
  const submit = useMutation({
    mutationFn: supplierApi.submit,
    onSuccess: (saved) => {
      void message.success('提交成功，请等待审核');
      client.setQueryData(['supplier', 'mine'], saved);
    },
    onError: (e) => void message.error(errorText(e, '提交失败')),
  });

  if (mine.isPending) return <Spin />;
  if (mine.isError) return <Alert type="error" showIcon message={errorText(mine.error, '加载失败')} />;
  const record = mine.data;
  if (!record) return <Result status="info" title="当前账号不属于任何供应商" />;
  if (mode === 'completion' && record.admitted) return <Spin tip="审核已通过，正在进入供应商工作台..." />;
  return (
    <div data-testid="supplier-onboarding">
      <p>
        {record.companyName}（{record.id}）：
        <Tag color={STATUS_COLOR[record.status]} data-testid="supplier-status">
          {record.statusText}
        </Tag>
      </p>
      {record.status === 'rejected' && record.rejectReason ? (
        <Alert
          type="error"
          showIcon
          message="审核未通过"
          description={`驳回原因：${record.rejectReason}`}
          style={{ marginBottom: 16 }}
          data-testid="reject-reason"
        />
      ) : null}
      {record.status === 'pending' ? (
        <Result
          status="info"
          title="资料审核中"
          subTitle="提交成功，请等待审核；审核结果会显示在此页面。"
          extra={<Button onClick={() => void mine.refetch()}>刷新审核状态</Button>}
        />
      ) : (
        <SupplierInfoForm
          key={`${record.status}-${record.submittedAt ?? ''}`}
          initialValues={infoFormValues(record)}
          submitting={submit.isPending}
          submitText={mode === 'alteration' && record.admitted ? '提交变更' : '提交审核'}
          onSubmit={(v) => submit.mutate(infoBody(v))}
        />
      )}
    </div>
  );
}
