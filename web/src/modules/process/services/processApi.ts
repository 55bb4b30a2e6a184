import type { QueryIn } from '@srm/contracts';
import type { process } from '@srm/contracts';
import { api, callRoute } from '../../core';

type ListQuery = QueryIn<typeof process.instanceRoutes.instanceList>;

/** The approval API (docs/process.md), typed from @srm/contracts; refusals arrive as ApiError with the server's words. */
export const processApi = {
  documentTypes: () => api.get('/process/documentTypes'),
  definition: (id: string) => api.get('/process/definition/queryById', { id }),
  versionXml: (id: string, version: number) => api.get('/process/definition/version', { id, version }),
  rename: (id: string, name: string, category?: string, description?: string) =>
    api.message('POST', '/process/definition/edit', { body: { id, name, category, description } }),
  addDefinition: (body: {
    key: string;
    name: string;
    category?: string;
    description?: string;
    xml?: string;
  }) => api.post('/process/definition/add', body),
  saveDraft: (id: string, xml: string) =>
    api.message('POST', '/process/definition/saveDraft', { body: { id, xml } }),
  validate: (xml: string) => api.post('/process/definition/validate', { xml }),
  deploy: (id: string, xml?: string, comment?: string) =>
    api.message('POST', '/process/definition/deploy', {
      body: { id, ...(xml ? { xml } : {}), ...(comment ? { comment } : {}) },
    }),
  bind: (id: string, documentType: string) =>
    api.message('POST', '/process/definition/bind', { body: { id, documentType } }),
  suspend: (id: string) => api.message('POST', '/process/definition/suspend', { body: { id } }),
  resume: (id: string) => api.message('POST', '/process/definition/resume', { body: { id } }),

  /** 发起审批: the new instance's id and the server's 提交成功. */
  start: async (body: {
    documentType: string;
    businessKey: string;
    title: string;
    variables: Record<string, unknown>;
  }) => {
    const { result, message } = await callRoute('POST', '/process/instance/start', { body });
    return { instanceId: result.instanceId, message };
  },
  /** A business document's latest approval, or null when it was never submitted. */
  documentApproval: (documentType: string, businessKey: string) =>
    api.get('/process/document/approval', { documentType, businessKey }),
  instance: (id: string) => api.get('/process/instance/queryById', { id }),
  /** 流程实例 in the list contract (`listQuery`), `incident: '1'` for those with an open 异常. */
  instances: (query: ListQuery) => api.get('/process/instance/list', query),
  withdraw: (id: string, comment?: string) =>
    api.message('POST', '/process/instance/withdraw', { body: { id, ...(comment ? { comment } : {}) } }),
  cancel: (id: string, comment?: string) =>
    api.message('POST', '/process/instance/cancel', { body: { id, ...(comment ? { comment } : {}) } }),
  /** 异常 of an instance, and 重试 (the server's 已重试). */
  incidents: (id: string) => api.get('/process/instance/incidents', { id }),
  retryIncident: (id: string, incidentId: string) =>
    api.message('POST', '/process/instance/retryIncident', { body: { id, incidentId } }),

  /** 抄送我的, with the list contract's filters (title=*x*, readFlag 0/1). */
  ccList: (query: QueryIn<typeof process.ccRoutes.ccList>) => api.get('/process/task/cc', query),
  ccRead: (body: { ids: string[] } | { all: true }) => api.message('POST', '/process/task/cc/read', { body }),
  /** 我的任务 / 历史任务 in the list contract (`listQuery`: paging, `*x*` filters, column/order). */
  tasks: (which: 'todo' | 'done', query: QueryIn<typeof process.instanceRoutes.taskList>) =>
    api.get('/process/task/:which', query, { params: { which } }),
  complete: (body: {
    taskId: string;
    decision: 'approve' | 'reject';
    comment?: string;
    attachments?: string[];
  }) => api.message('POST', '/process/task/complete', { body }),
  claim: (taskId: string) => api.message('POST', '/process/task/claim', { body: { taskId } }),
  delegate: (taskId: string, to: string, comment?: string) =>
    api.message('POST', '/process/task/delegate', {
      body: { taskId, to, ...(comment ? { comment } : {}) },
    }),
  addSigner: (taskId: string, signer: string, comment?: string) =>
    api.message('POST', '/process/task/addSigner', {
      body: { taskId, signer, ...(comment ? { comment } : {}) },
    }),
  returnTo: (taskId: string, target: string, comment?: string) =>
    api.message('POST', '/process/task/return', {
      body: { taskId, target, ...(comment ? { comment } : {}) },
    }),
};
