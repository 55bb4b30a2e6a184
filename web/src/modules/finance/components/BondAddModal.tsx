import { ModalForm, ProFormDatePicker, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import type { BondAddBody } from '@srm/contracts/finance';
import { App } from 'antd';
import { errorText } from '../../core';
import { financeApi } from '../services/financeApi';

export type BondAddModalProps = { open: boolean; onClose: () => void; onDone: () => void };

// ProForm hands dates over as 'YYYY-MM-DD' text (its dateFormatter 'string').
type Values = BondAddBody;

/** 登记履约保证金 for a winner of an awarded project, optionally converting its bid deposit. */
export function BondAddModal({ open, onClose, onDone }: BondAddModalProps) {
  const { message } = App.useApp();
  return (
    <ModalForm<Values>
      title="登记履约保证金"
      open={open}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        try {
          await financeApi.addBond({
            projectId: v.projectId,
            supplierId: v.supplierId,
            amount: v.amount,
            dueDate: v.dueDate,
            expiresOn: v.expiresOn,
            convertDeposit: v.convertDeposit ?? false,
          });
          void message.success('保存成功');
          onDone();
          return true;
        } catch (e) {
          void message.error(errorText(e, '保存失败'));
          return false;
        }
      }}
    >
      <ProFormText
        name="projectId"
        label="寻源项目ID"
        rules={[{ required: true, message: '请选择寻源项目' }]}
      />
      <ProFormText
        name="supplierId"
        label="中标供应商ID"
        rules={[{ required: true, message: '请选择中标供应商' }]}
      />
      <ProFormText
        name="amount"
        label="履约保证金金额"
        rules={[
          { required: true, message: '请输入履约保证金金额' },
          { pattern: /^\d{1,16}(\.\d{1,2})?$/, message: '履约保证金金额应为数字，最多16位整数、2位小数' },
        ]}
      />
      <ProFormDatePicker
        name="dueDate"
        label="缴纳截止日"
        rules={[{ required: true, message: '请选择缴纳截止日' }]}
      />
      <ProFormDatePicker
        name="expiresOn"
        label="到期日"
        rules={[{ required: true, message: '请选择到期日' }]}
      />
      <ProFormSwitch name="convertDeposit" label="投标保证金转入" />
    </ModalForm>
  );
}
