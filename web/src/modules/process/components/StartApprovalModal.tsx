import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { App, Button } from 'antd';
import { errorText } from '../../core';
import { useDocumentTypes } from '../hooks/useDocumentTypes';
import { processApi } from '../services/processApi';

type Values = { documentType: string; businessKey: string; title: string; amount?: number };

/** A document page's own document: its type and key are fixed, its variables go with the approval. */
export type StartApprovalDocument = {
  documentType: string;
  businessKey: string;
  title?: string;
  variables?: Record<string, unknown>;
};

export type StartApprovalModalProps = {
  onStarted: (instanceId: string) => void;
  document?: StartApprovalDocument;
};

/**
 * 发起审批: a document type, its business key, a title and an amount (the process variable). From a
 * document page (`document`) the type and key are the document's and cannot be changed.
 */
export function StartApprovalModal({ onStarted, document: doc }: StartApprovalModalProps) {
  const { message } = App.useApp();
  const documentTypes = useDocumentTypes();
  const amount = doc?.variables?.['amount'];
  return (
    <ModalForm<Values>
      title="发起审批"
      width={520}
      trigger={<Button type="primary">发起审批</Button>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        doc
          ? {
              documentType: doc.documentType,
              businessKey: doc.businessKey,
              ...(doc.title ? { title: doc.title } : {}),
              ...(typeof amount === 'number' ? { amount } : {}),
            }
          : { documentType: 'purchaseRequisition' }
      }
      onFinish={async (v) => {
        try {
          const { instanceId, message: text } = await processApi.start({
            documentType: doc?.documentType ?? v.documentType,
            businessKey: doc?.businessKey ?? v.businessKey,
            title: v.title,
            variables: { ...doc?.variables, amount: v.amount ?? 0 },
          });
          void message.success(text || '提交成功');
          onStarted(instanceId);
          return true;
        } catch (e) {
          void message.error(errorText(e, '提交失败'));
          return false;
        }
      }}
    >
      <ProFormSelect
        name="documentType"
        label="单据类型"
        rules={[{ required: true, message: '请选择单据类型' }]}
        options={documentTypes}
        disabled={!!doc}
      />
      <ProFormText
        name="businessKey"
        label="业务编号"
        placeholder="请输入业务编号"
        rules={[{ required: true, message: '请输入业务编号' }]}
        disabled={!!doc}
      />
      <ProFormText
        name="title"
        label="标题"
        placeholder="请输入标题"
        rules={[{ required: true, message: '请输入标题' }]}
      />
      <ProFormDigit
        name="amount"
        label="金额"
        placeholder="请输入金额"
        min={0}
        fieldProps={{ precision: 2 }}
      />
    </ModalForm>
  );
}
