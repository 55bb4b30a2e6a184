import { z } from 'zod';
import { defineRoutes, timestamp } from '../core/index';
import { isDocumentType } from './constants';
import { instanceSummary, namedUser } from './instance.routes';

/** A business document's latest approval (the ApprovalStatus tag); null: never submitted. */
export const documentApproval = instanceSummary.extend({
  status_dictText: z.string(),
  currentNodes: z.array(z.string()),
  tasks: z.array(
    z.object({
      id: z.string(),
      nodeId: z.string(),
      name: z.string(),
      assignee: z.string().nullable(),
      assigneeName: z.string().nullable(),
      candidates: z.array(namedUser),
      createTime: timestamp,
    }),
  ),
  /** As the document's setDocumentStatus service tasks last set it. */
  documentStatus: z.string().nullable(),
  documentStatusTime: timestamp.nullable(),
});
export type DocumentApproval = z.infer<typeof documentApproval>;

export const documentRoutes = defineRoutes('process', {
  documentApproval: {
    method: 'GET',
    path: '/process/document/approval',
    summary: '单据的最新审批（状态、当前节点与处理人）',
    access: 'user',
    query: z.object({
      documentType: z.string({ error: '请选择单据类型' }).refine(isDocumentType, '单据类型不正确'),
      businessKey: z.string({ error: '请输入单据编号' }).trim().min(1, '请输入单据编号').max(100),
    }),
    result: documentApproval.nullable(),
  },
});
