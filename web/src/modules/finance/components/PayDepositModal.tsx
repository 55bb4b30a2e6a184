import { ModalForm, ProFormDatePicker, ProFormText } from '@ant-design/pro-components';
import type { DepositDueRow } from '@srm/contracts/finance';
import { App, Form } from 'antd';
import { errorText } from '../../core';
import { UploadField } from '../../widgets';
import { financeApi } from '../services/financeApi';

export type PayDepositModalProps = { project: DepositDueRow | null; onClose: () => void; onDone: () => void };

// ProForm hands dates over as 'YYYY-MM-DD' text (its dateFormatter 'string').
type Values = { amount: string; paidOn: string; reference?: string; proof: string };

/** 缴纳保证金: the supplier records its payment (the asked amount) with the bank slip as proof. */
export function PayDepositModal({ project, onClose, onDone }: PayDepositModalProps) {
  const { message } = App.useApp();
  return (
    <ModalForm<Values>
      title={project ? `缴纳保证金：${project.projectCode} ${project.projectTitle}` : ''}
      open={project !== null}
      width={520}
      initialValues={{ amount: project?.amount }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        if (!project) return false;
        try {
          await financeApi.pay({
            projectId: project.projectId,
            amount: v.amount,
            paidOn: v.paidOn,
            reference: v.reference ?? '',
            proof: v.proof.split(',').filter(Boolean),
          });
          void message.success('已登记缴纳，等待采购方确认');
          onDone();
          return true;
        } catch (e) {
          void message.error(errorText(e, '登记失败'));
          return false;
        }
      }}
    >
      <ProFormText
        name="amount"
        label={`缴纳金额（${project?.currency ?? ''}）`}
        rules={[{ required: true, message: '请输入缴纳金额' }]}
      />
      <ProFormDatePicker
        name="paidOn"
        label="缴纳日期"
        rules={[{ required: true, message: '请选择缴纳日期' }]}
      />
      <ProFormText name="reference" label="银行流水号" fieldProps={{ maxLength: 100 }} />
      <Form.Item name="proof" label="缴款凭证" rules={[{ required: true, message: '请上传缴款凭证' }]}>
        <UploadField biz="deposit" showHint />
      </Form.Item>
    </ModalForm>
  );
}
