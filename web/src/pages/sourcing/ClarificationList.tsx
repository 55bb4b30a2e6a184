import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { ClarificationRow } from '@srm/contracts/sourcing';
import { App, Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../modules/core';
import { clarificationApi, ClarificationTextModal } from '../../modules/sourcing-clarification';
import { useAuthorized } from '../../modules/widgets';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');

/**
 * 澄清答疑 (menu component `sourcing/ClarificationList`): the suppliers' questions of every project of
 * the tenant, waiting ones first, with who asked (the buyer's eyes only); 答复 publishes the answer to
 * every participant without the asker. `?projectId=` narrows to one project and offers 发布澄清.
 */
export function Component() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? undefined;
  const action = useRef<ActionType>(null);
  const canAnswer = useAuthorized('sourcing:clarification:answer');
  const [answering, setAnswering] = useState<ClarificationRow | null>(null);
  const [publishing, setPublishing] = useState(false);
  const reload = () => void action.current?.reload();
  const columns: ProColumns<ClarificationRow>[] = [
    { title: '项目编号', dataIndex: 'projectCode', width: 150, hideInSearch: true },
    { title: '项目名称', dataIndex: 'projectTitle', ellipsis: true, hideInSearch: true },
    {
      title: '提问供应商',
      dataIndex: 'supplierName',
      width: 160,
      hideInSearch: true,
      render: (_, r) => r.supplierName ?? <Tag color="purple">采购方澄清</Tag>,
    },
    { title: '问题', dataIndex: 'question', ellipsis: true, hideInSearch: true },
    { title: '答复', dataIndex: 'answer', ellipsis: true, hideInSearch: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: { pending: { text: '待答复' }, answered: { text: '已答复' } },
      render: (_, r) =>
        r.answer === null ? <Tag color="orange">待答复</Tag> : <Tag color="green">已答复</Tag>,
    },
    {
      title: '提问时间',
      dataIndex: 'askedAt',
      width: 170,
      hideInSearch: true,
      render: (_, r) => time(r.askedAt),
    },
    {
      title: '答复时间',
      dataIndex: 'answeredAt',
      width: 170,
      hideInSearch: true,
      render: (_, r) => time(r.answeredAt),
    },
    {
      title: '操作',
      key: 'option',
      width: 80,
      valueType: 'option',
      render: (_, r) =>
        canAnswer && r.answer === null
          ? [
              <a key="answer" onClick={() => setAnswering(r)}>
                答复
              </a>,
            ]
          : [],
    },
  ];
  return (
    <PageContainer title="澄清答疑">
      <ProTable<ClarificationRow>
        rowKey="id"
        headerTitle={projectId ? '本项目的澄清答疑' : '澄清答疑'}
        actionRef={action}
        columns={columns}
        params={{ projectId }}
        request={async (p) => {
          const status = p.status === 'pending' || p.status === 'answered' ? p.status : undefined;
          try {
            const rows = await clarificationApi.list({
              ...(projectId ? { projectId } : {}),
              ...(status ? { status } : {}),
            });
            return { data: rows, total: rows.length, success: true };
          } catch (e) {
            void message.error(errorText(e, '查询失败'));
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() =>
          canAnswer && projectId
            ? [
                <Button key="publish" type="primary" onClick={() => setPublishing(true)}>
                  发布澄清
                </Button>,
              ]
            : []
        }
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: true, setting: true }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      />
      <ClarificationTextModal
        title={answering ? `答复：${answering.projectCode}` : null}
        label="答复内容"
        context={
          answering ? `问题：${answering.question ?? ''}\n答复将向全部参与供应商公开，不显示提问方。` : null
        }
        maxLength={2000}
        onSubmit={(text) => clarificationApi.answer(answering!.projectId, answering!.id, text)}
        onClose={() => setAnswering(null)}
        onDone={() => {
          setAnswering(null);
          reload();
        }}
      />
      {projectId ? (
        <ClarificationTextModal
          title={publishing ? '发布澄清' : null}
          label="澄清内容"
          context="澄清内容将向本项目全部参与供应商公开。"
          maxLength={2000}
          onSubmit={(text) => clarificationApi.publish(projectId, text)}
          onClose={() => setPublishing(false)}
          onDone={() => {
            setPublishing(false);
            reload();
          }}
        />
      ) : null}
    </PageContainer>
  );
}
