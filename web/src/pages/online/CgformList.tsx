import type { OnlineFormRow } from '@srm/contracts/masterdata';
import { useState } from 'react';
import { OnlineFormDrawer, OnlineFormMenuModal, OnlineFormPurgeModal } from '../../modules/masterdata';
import { Authorized, GenericList, type ListColumn } from '../../modules/widgets';

const columns: ListColumn<OnlineFormRow>[] = [
  { title: '表名', dataIndex: 'name', queryMode: 'contains', searchable: true, sorter: true },
  { title: '表描述', dataIndex: 'label', queryMode: 'contains', searchable: true },
  { title: '数据表', dataIndex: 'tableName', hideInSearch: true },
  { title: '字段数', dataIndex: 'fieldCount', hideInSearch: true, width: 80 },
  {
    title: '已停用字段',
    dataIndex: 'retired',
    hideInSearch: true,
    render: (_: unknown, row: OnlineFormRow) => row.retired.map((f) => f.label).join('、'),
  },
  { title: '版本', dataIndex: 'version', hideInSearch: true, width: 70 },
  { title: '创建时间', dataIndex: 'createTime', hideInSearch: true, sorter: true, width: 170 },
];

/**
 * 表单开发 (menu 在线开发 -> 表单开发, component `online/CgformList`): online forms, each an entity the
 * engine made a table for. 新增/编辑 open the field editor; 生成菜单 puts the form's list under 在线表单 for
 * the chosen roles; 清除字段 drops retired fields' columns (docs/masterdata.md "Online forms").
 */
export function Component() {
  const [menuOf, setMenuOf] = useState<OnlineFormRow | null>(null);
  const [purgeOf, setPurgeOf] = useState<OnlineFormRow | null>(null);
  const [reloadList, setReloadList] = useState<(() => void) | null>(null);
  return (
    <>
      <GenericList
        title="表单开发"
        base="/online/cgform/head"
        columns={columns}
        actions="online:cgform"
        rowKey="name"
        deletable={false}
        exportable={false}
        importable={false}
        renderForm={({ open, record, onClose, onSaved }) => (
          <OnlineFormDrawer open={open} name={record?.name ?? null} onClose={onClose} onSaved={onSaved} />
        )}
        rowActions={(row, reload) => [
          <Authorized key="menu" action="online:cgform:menu">
            <a onClick={() => setMenuOf(row)}>生成菜单</a>
          </Authorized>,
          ...(row.retired.length > 0
            ? [
                <Authorized key="purge" action="online:cgform:purge">
                  <a
                    onClick={() => {
                      setReloadList(() => reload);
                      setPurgeOf(row);
                    }}
                  >
                    清除字段
                  </a>
                </Authorized>,
              ]
            : []),
        ]}
      />
      <OnlineFormMenuModal form={menuOf} onClose={() => setMenuOf(null)} />
      <OnlineFormPurgeModal
        form={purgeOf}
        onClose={() => setPurgeOf(null)}
        onPurged={() => {
          setPurgeOf(null);
          reloadList?.();
        }}
      />
    </>
  );
}
