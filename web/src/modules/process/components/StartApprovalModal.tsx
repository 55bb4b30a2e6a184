import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { App, Button } from 'antd';
import { errorText } from '../../core';
import { useDocumentTypes } from '../hooks/useDocumentTypes';
import { processApi } from '../services/processApi';

type Values = { documentType: string; businessKey: string; title: string; amount?: number };

/** 发起审批 for the demo: a document type, its business key, a title and an amount (the process variable). */
export function StartApprovalModal({ onStarted }: { onStarted: (instanceId: string) => void }) {
  const { message } = App.useApp();
  const documentTypes = useDocumentTypes();
  return (
    <ModalForm<Values>
      title="发起审批"
      width={520}
      trigger={<Button type="primary">发起审批</Button>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ documentType: 'purchaseRequisition' }}
      onFinish={async (v) => {
        try {
          const { instanceId, message: text } = await processApi.start({
            documentType: v.documentType,
            businessKey: v.businessKey,
            title: v.title,
            variables: { amount: v.amount ?? 0 },
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
      />
      <ProFormText
        name="businessKey"
        label="业务编号"
        placeholder="请输入业务编号"
        rules={[{ required: true, message: '请输入业务编号' }]}
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
