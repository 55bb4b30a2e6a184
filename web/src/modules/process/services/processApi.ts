import { api, ApiError, http, messageForHttpStatus, requestEnvelope } from '../../core';
import { callForMessage } from '../../widgets';
import type { CcRow, DocumentApproval, InstanceDetail, TaskRow } from '../types';

type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };

/** The approval API (docs/process.md); refusals arrive as ApiError with the server's words. */
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
    const { status, envelope } = await requestEnvelope<{ instanceId: string }>(
      'POST',
      '/process/instance/start',
      {
        body,
      },
    );
    if (!envelope.success)
      throw new ApiError(envelope.message || messageForHttpStatus(status), status, envelope);
    return { instanceId: envelope.result.instanceId, message: envelope.message };
  },
  /** A business document's latest approval, or null when it was never submitted. */
  documentApproval: (documentType: string, businessKey: string) =>
    http.get<DocumentApproval | null>('/process/document/approval', { documentType, businessKey }),
  instance: (id: string) => http.get<InstanceDetail>('/process/instance/queryById', { id }),
  /** 流程实例 in the list contract (`listQuery`). */
  instances: (query: Record<string, string | number>) =>
    http.get<Page<Record<string, unknown>>>('/process/instance/list', query),
  withdraw: (id: string, comment?: string) =>
    callForMessage('POST', '/process/instance/withdraw', { body: { id, ...(comment ? { comment } : {}) } }),
  cancel: (id: string, comment?: string) =>
    callForMessage('POST', '/process/instance/cancel', { body: { id, ...(comment ? { comment } : {}) } }),

  /** 抄送我的, with the list contract's filters (title=*x*, readFlag 0/1). */
  ccList: (query: Record<string, unknown>) => http.get<Page<CcRow>>('/process/task/cc', query),
  ccRead: (body: { ids: string[] } | { all: true }) =>
    callForMessage('POST', '/process/task/cc/read', { body }),
  /** 我的任务 / 历史任务 in the list contract (`listQuery`: paging, `*x*` filters, column/order). */
  tasks: (which: 'todo' | 'done', query: Record<string, string | number>) =>
    http.get<Page<TaskRow>>(`/process/task/${which}`, query),
  complete: (body: {
    taskId: string;
    decision: 'approve' | 'reject';
    comment?: string;
    attachments?: string[];
  }) => callForMessage('POST', '/process/task/complete', { body }),
  claim: (taskId: string) => callForMessage('POST', '/process/task/claim', { body: { taskId } }),
  delegate: (taskId: string, to: string, comment?: string) =>
    callForMessage('POST', '/process/task/delegate', {
      body: { taskId, to, ...(comment ? { comment } : {}) },
    }),
  addSigner: (taskId: string, signer: string, comment?: string) =>
    callForMessage('POST', '/process/task/addSigner', {
      body: { taskId, signer, ...(comment ? { comment } : {}) },
    }),
  returnTo: (taskId: string, target: string, comment?: string) =>
    callForMessage('POST', '/process/task/return', {
      body: { taskId, target, ...(comment ? { comment } : {}) },
    }),
};
