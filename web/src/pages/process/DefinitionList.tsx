import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../modules/core';
import {
  designerPath,
  emptyDiagram,
  ProcessDesignerReadonly,
  processApi,
  type DefinitionDetail,
  type DefinitionRow,
  useDocumentTypes,
} from '../../modules/process';
import { Authorized, GenericList, type ListColumn, type ListFormSlot } from '../../modules/widgets';

type Values = { key: string; name: string; category?: string; description?: string };

const columns: ListColumn<DefinitionRow>[] = [
  { title: '流程标识', dataIndex: 'key', queryMode: 'contains' },
  { title: '流程名称', dataIndex: 'name', queryMode: 'contains' },
  {
    title: '版本',
    dataIndex: 'version',
    hideInSearch: true,
    width: 80,
    render: (_, r) => (r.version ? `V${r.version}` : '未部署'),
  },
  {
    title: '状态',
    dataIndex: 'status',
    valueType: 'select',
    valueEnum: {
      active: { text: '已激活', status: 'Success' },
      suspended: { text: '已挂起', status: 'Error' },
    },
    width: 100,
  },
  { title: '绑定单据', dataIndex: 'documentType_dictText', hideInSearch: true },
  { title: '更新时间', dataIndex: 'updateTime', valueType: 'dateTime', hideInSearch: true },
];

/** 新增 / 编辑: a new definition starts with a diagram whose process id is its key, and opens in the designer. */
function DefinitionForm({ open, record, onClose, onSaved }: ListFormSlot<DefinitionRow>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <ModalForm<Values>
      key={record?.id ?? 'new'}
      open={open}
      title={record ? '编辑流程定义' : '新增流程定义'}
      width={560}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={
        record ? { key: record.key, name: record.name, category: record.category ?? undefined } : {}
      }
      onFinish={async (v) => {
        try {
          let created: string | null = null;
          if (record) {
            await processApi.rename(record.id, v.name, v.category, v.description);
          } else {
            created = (await processApi.addDefinition({ ...v, xml: emptyDiagram(v.key, v.name) })).id;
          }
          void message.success('保存成功');
          onSaved();
          if (created) void navigate(designerPath(created));
          return true;
        } catch (e) {
          void message.error(errorText(e, '保存失败'));
          return false;
        }
      }}
    >
      <ProFormText
        name="key"
        label="流程标识"
        placeholder="请输入流程标识"
        disabled={!!record}
        tooltip="BPMN 流程编号，字母开头"
        rules={[{ required: true, message: '请输入流程标识' }]}
      />
      <ProFormText
        name="name"
        label="流程名称"
        placeholder="请输入流程名称"
        rules={[{ required: true, message: '请输入流程名称' }]}
      />
      <ProFormText name="category" label="分类" />
      <ProFormTextArea name="description" label="描述" />
    </ModalForm>
  );
}

/**
 * 流程定义 (menu component `process/DefinitionList`): definitions, 设计 (the designer page), 部署,
 * 绑定单据, 挂起/激活, 版本.
 */
export function Component() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const documentTypes = useDocumentTypes();
  const [versions, setVersions] = useState<DefinitionDetail | null>(null);
  const [versionXml, setVersionXml] = useState<string | null>(null);
  const [binding, setBinding] = useState<DefinitionRow | null>(null);
  const [reloadList, setReloadList] = useState<() => void>(() => () => undefined);

  const call = async (what: () => Promise<string>, reload: () => void, fallback: string) => {
    try {
      void message.success(await what());
      reload();
    } catch (e) {
      void message.error(errorText(e, fallback));
    }
  };
  const open = async (id: string, then: (d: DefinitionDetail) => void) => {
    try {
      then(await processApi.definition(id));
    } catch (e) {
      void message.error(errorText(e, '流程定义加载失败'));
    }
  };

  return (
    <>
      <GenericList
        title="流程定义"
        base="/process/definition"
        actions="process:definition"
        rowKey="id"
        columns={columns}
        deletable={false}
        exportable={false}
        importable={false}
        renderForm={(slot) => <DefinitionForm {...slot} />}
        rowActions={(r, reload) => [
          <Authorized key="design" action="process:definition:edit">
            <Button type="link" size="small" onClick={() => void navigate(designerPath(r.id))}>
              设计
            </Button>
          </Authorized>,
          <Authorized key="deploy" action="process:definition:deploy">
            <Button
              type="link"
              size="small"
              onClick={() => void call(() => processApi.deploy(r.id), reload, '部署失败')}
            >
              部署
            </Button>
          </Authorized>,
          <Authorized key="bind" action="process:definition:bind">
            <Button
              type="link"
              size="small"
              onClick={() => {
                setReloadList(() => reload);
                setBinding(r);
              }}
            >
              绑定单据
            </Button>
          </Authorized>,
          <Authorized key="suspend" action="process:definition:suspend">
            <Popconfirm
              title={r.status === 'suspended' ? '确定激活该流程吗？' : '确定挂起该流程吗？'}
              onConfirm={() =>
                call(
                  () => (r.status === 'suspended' ? processApi.resume(r.id) : processApi.suspend(r.id)),
                  reload,
                  '操作失败',
                )
              }
            >
              <Button type="link" size="small">
                {r.status === 'suspended' ? '激活' : '挂起'}
              </Button>
            </Popconfirm>
          </Authorized>,
          <Button key="versions" type="link" size="small" onClick={() => void open(r.id, setVersions)}>
            版本
          </Button>,
        ]}
      />
      <ModalForm<{ documentType: string }>
        open={!!binding}
        title="绑定单据"
        width={480}
        modalProps={{ destroyOnHidden: true, onCancel: () => setBinding(null) }}
        initialValues={{ documentType: binding?.documentType ?? undefined }}
        onFinish={async (v) => {
          try {
            void message.success(await processApi.bind(binding!.id, v.documentType));
            setBinding(null);
            reloadList();
            return true;
          } catch (e) {
            void message.error(errorText(e, '绑定失败'));
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
      </ModalForm>
      <Modal
        open={!!versions}
        title={versions ? `版本：${versions.name}` : ''}
        width={960}
        footer={null}
        destroyOnHidden
        onCancel={() => {
          setVersions(null);
          setVersionXml(null);
        }}
      >
        <Table
          size="small"
          rowKey="version"
          pagination={false}
          dataSource={versions?.versions ?? []}
          columns={[
            { title: '版本', dataIndex: 'version', render: (v: number) => `V${v}` },
            { title: '说明', dataIndex: 'comment' },
            { title: '部署人', dataIndex: 'deployBy' },
            { title: '部署时间', dataIndex: 'deployTime' },
            {
              title: '操作',
              render: (_, v) => (
                <Button
                  type="link"
                  onClick={() =>
                    void processApi.versionXml(versions!.id, v.version).then((a) => setVersionXml(a.xml))
                  }
                >
                  查看流程图
                </Button>
              ),
            },
          ]}
        />
        {versionXml && <ProcessDesignerReadonly xml={versionXml} height={400} />}
      </Modal>
    </>
  );
}
