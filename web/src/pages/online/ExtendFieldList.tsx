import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import type { ExtendFieldRow } from '@srm/contracts/masterdata';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { ExtendFieldModal, extendFieldApi } from '../../modules/masterdata';
import { Authorized } from '../../modules/widgets';

/**
 * 扩展字段 (menu 在线开发 -> 扩展字段, component `online/ExtendFieldList`): the tenant's extra fields on a
 * master-data entity. They show in that entity's list and form for this tenant only, editProperty
 * 1 required and 2 read-only (docs/masterdata.md "Extended fields").
 */
export function Component() {
  const table = useRef<ActionType>(null);
  const [type, setType] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const tables = useQuery({ queryKey: ['extendField', 'tables'], queryFn: extendFieldApi.tables });
  const current = tables.data?.find((t) => t.type === type) ?? null;
  return (
    <PageContainer title="扩展字段">
      <ProTable<ExtendFieldRow>
        rowKey="fieldName"
        actionRef={table}
        search={false}
        params={{ type }}
        request={async () =>
          type ? { data: await extendFieldApi.list(type), success: true } : { data: [], success: true }
        }
        headerTitle={
          <Space>
            <span>实体</span>
            <Select
              aria-label="实体"
              style={{ width: 260 }}
              showSearch
              optionFilterProp="label"
              placeholder="请选择实体"
              value={type}
              onChange={setType}
              loading={tables.isPending}
              options={(tables.data ?? []).map((t) => ({
                value: t.type,
                label: `${t.label}（${t.tableName}）`,
              }))}
            />
          </Space>
        }
        toolBarRender={() => [
          <Authorized key="add" action="online:extendField:add">
            <Button type="primary" disabled={!type} onClick={() => setAdding(true)}>
              新增
            </Button>
          </Authorized>,
        ]}
        pagination={false}
        columns={[
          { title: '字段名', dataIndex: 'fieldName' },
          { title: '字段名称', dataIndex: 'labelName' },
          { title: '数据类型', dataIndex: 'dataType' },
          { title: '列宽', dataIndex: 'width' },
          { title: '必填', dataIndex: 'required', render: (_, r) => (r.required === 'true' ? '是' : '否') },
          {
            title: '编辑属性',
            dataIndex: 'editProperty',
            render: (_, r) =>
              (r.editProperty ?? '')
                .split(',')
                .map((p) => (p === '1' ? '必填' : p === '2' ? '只读' : ''))
                .filter(Boolean)
                .join('、') || '-',
          },
        ]}
      />
      <ExtendFieldModal
        entity={adding && current ? { type: current.type, label: current.label } : null}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void table.current?.reload();
        }}
      />
    </PageContainer>
  );
}
