import type { TenantRow as Tenant } from '@srm/contracts/system';
import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormText,
} from '@ant-design/pro-components';
import { App } from 'antd';
import { api, ApiError } from '../../modules/core';
import { GenericList, type ListColumn, type ListFormSlot } from '../../modules/widgets';
type TenantValues = { name: string; status: number; beginDate?: string | null; endDate?: string | null };

const STATUS_ENUM = { 1: { text: '正常', status: 'Success' }, 0: { text: '冻结', status: 'Error' } };

const columns: ListColumn<Tenant>[] = [
  { title: '租户编号', dataIndex: 'id', hideInSearch: true, ellipsis: true, width: 120 },
  { title: '租户名称', dataIndex: 'name', queryMode: 'contains', searchable: true, sorter: true },
  {
    title: '状态',
    dataIndex: 'status',
    valueType: 'select',
    valueEnum: STATUS_ENUM,
    width: 100,
    searchable: 'number',
  },
  { title: '开始时间', dataIndex: 'beginDate', hideInSearch: true, width: 170 },
  { title: '结束时间', dataIndex: 'endDate', hideInSearch: true, width: 170 },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    searchable: 'date',
  },
];

/** A picker value (a day object while editing, a string as stored) as ms; NaN when unreadable. */
const timeOf = (v: unknown): number => (typeof v === 'string' ? Date.parse(v.replace(' ', 'T')) : Number(v));

/** 新增 / 编辑 of a tenant: name, status 正常/冻结, begin and end (`YYYY-MM-DD HH:mm:ss`, end not before begin). */
function TenantFormModal({ open, record, onClose, onSaved }: ListFormSlot<Tenant>) {
  const { message } = App.useApp();

  const save = async (values: TenantValues) => {
    const body = { ...values, beginDate: values.beginDate || null, endDate: values.endDate || null };
    try {
      const text = record
        ? await api.message('PUT', '/sys/tenant/edit', { body: { ...body, id: record.id } })
        : await api.message('POST', '/sys/tenant/add', { body });
      void message.success(text || '保存成功！');
      onSaved();
      return true;
    } catch (e) {
      void message.error(e instanceof ApiError && e.message ? e.message : '保存失败');
      return false;
    }
  };

  return (
    <ModalForm<TenantValues>
      key={record?.id ?? 'new'}
      open={open}
      title={record ? '编辑租户' : '新增租户'}
      width={600}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 17 }}
      dateFormatter="string"
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={
        record
          ? { name: record.name, status: record.status, beginDate: record.beginDate, endDate: record.endDate }
          : { status: 1 }
      }
      onFinish={save}
    >
      <ProFormText
        name="name"
        label="租户名称"
        placeholder="请输入租户名称"
        rules={[
          { required: true, message: '请输入租户名称!' },
          { max: 100, message: '长度不超过 100 个字符' },
        ]}
      />
      <ProFormRadio.Group
        name="status"
        label="状态"
        options={[
          { label: '正常', value: 1 },
          { label: '冻结', value: 0 },
        ]}
      />
      <ProFormDateTimePicker name="beginDate" label="开始时间" width="md" />
      <ProFormDependency name={['beginDate']}>
        {({ beginDate }: { beginDate?: unknown }) => (
          <ProFormDateTimePicker
            name="endDate"
            label="结束时间"
            width="md"
            rules={[
              {
                validator: (_, end: unknown) =>
                  end && beginDate && timeOf(end) < timeOf(beginDate)
                    ? Promise.reject(new Error('结束时间不能早于开始时间'))
                    : Promise.resolve(),
              },
            ]}
          />
        )}
      </ProFormDependency>
    </ModalForm>
  );
}

/** 租户管理 (menu component `system/TenantList`): the platform's tenants over `/sys/tenant`. */
export function Component() {
  return (
    <GenericList
      title="租户管理"
      base="/sys/tenant"
      actions="system:tenant"
      rowKey="id"
      columns={columns}
      exportable={false}
      importable={false}
      renderForm={(slot) => <TenantFormModal {...slot} />}
    />
  );
}
