import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';
import { isDocumentType, KEY_FORMAT, MAX_XML_LENGTH, PROCESS_KEY } from './constants';

/** The buttons of 流程管理 > 流程设计. */
export const DEFINITION_ACTIONS = {
  list: 'process:definition:list',
  add: 'process:definition:add',
  edit: 'process:definition:edit',
  deploy: 'process:definition:deploy',
  bind: 'process:definition:bind',
  suspend: 'process:definition:suspend',
} as const;

const id = z.string({ error: '请选择一条记录' }).trim().min(1, '请选择一条记录').max(64);
const xml = z.string({ error: '请先设计流程图' }).max(MAX_XML_LENGTH, '流程图过大');
const describe = {
  name: z
    .string({ error: '请输入流程名称' })
    .trim()
    .min(1, '请输入流程名称')
    .max(100, '流程名称不能超过100个字符'),
  category: z.string().trim().max(50, '流程分类不能超过50个字符').nullish(),
  description: z.string().trim().max(500, '描述不能超过500个字符').nullish(),
};
const idBody = z.object({ id });

export const definitionRow = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string(),
  documentType: z.string().nullable(),
  documentType_dictText: z.string().nullable(),
  version: z.number(),
  createBy: z.string().nullable(),
  createTime: timestamp.nullable(),
  updateBy: z.string().nullable(),
  updateTime: timestamp.nullable(),
  deployTime: timestamp.nullable(),
});
export type DefinitionRow = z.infer<typeof definitionRow>;

export const definitionDetail = definitionRow.extend({
  draftXml: z.string().nullable(),
  versions: z.array(
    z.object({
      version: z.number(),
      comment: z.string().nullable(),
      deployBy: z.string(),
      deployTime: timestamp,
    }),
  ),
});
export type DefinitionDetail = z.infer<typeof definitionDetail>;

export const diagramProblem = z.object({
  elementId: z.string().nullable(),
  elementName: z.string().optional(),
  code: z.string().optional(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type DiagramProblem = z.infer<typeof diagramProblem>;
export const validateAnswer = z.object({
  valid: z.boolean(),
  processId: z.string().nullable(),
  problems: z.array(diagramProblem),
});
export type ValidateAnswer = z.infer<typeof validateAnswer>;

/** 流程管理 > 流程设计 (docs/process.md). */
export const definitionRoutes = defineRoutes('process', {
  documentTypes: {
    method: 'GET',
    path: '/process/documentTypes',
    summary: '可绑定流程的单据类型',
    access: DEFINITION_ACTIONS.list,
    result: z.array(z.object({ value: z.string(), text: z.string() })),
  },
  definitionList: {
    method: 'GET',
    path: '/process/definition/list',
    summary: '流程定义列表',
    access: DEFINITION_ACTIONS.list,
    query: listQuery,
    result: page(definitionRow),
  },
  definitionById: {
    method: 'GET',
    path: '/process/definition/queryById',
    summary: '流程定义详情（草稿与已部署版本）',
    access: DEFINITION_ACTIONS.list,
    query: idBody,
    result: definitionDetail,
  },
  definitionVersion: {
    method: 'GET',
    path: '/process/definition/version',
    summary: '流程定义某一版本的流程图',
    access: DEFINITION_ACTIONS.list,
    query: z.object({
      id,
      version: z.coerce.number({ error: '版本不正确' }).int('版本不正确').positive('版本不正确'),
    }),
    result: z.object({
      id: z.string(),
      version: z.number(),
      key: z.string(),
      name: z.string(),
      xml: z.string(),
      comment: z.string().nullable(),
    }),
  },
  definitionAdd: {
    method: 'POST',
    path: '/process/definition/add',
    summary: '新建流程定义',
    access: DEFINITION_ACTIONS.add,
    body: z.object({
      key: z
        .string({ error: '请输入流程标识' })
        .trim()
        .min(1, '请输入流程标识')
        .regex(PROCESS_KEY, KEY_FORMAT),
      ...describe,
      xml: xml.optional(),
    }),
    result: z.object({ id: z.string() }),
  },
  definitionEdit: {
    method: 'POST',
    path: '/process/definition/edit',
    summary: '修改流程定义名称、分类、描述',
    access: DEFINITION_ACTIONS.edit,
    body: z.object({ id, ...describe }),
    result: z.null(),
  },
  definitionEditPut: {
    method: 'PUT',
    path: '/process/definition/edit',
    summary: '修改流程定义名称、分类、描述',
    access: DEFINITION_ACTIONS.edit,
    body: z.object({ id, ...describe }),
    result: z.null(),
  },
  definitionSaveDraft: {
    method: 'POST',
    path: '/process/definition/saveDraft',
    summary: '保存流程图草稿',
    access: DEFINITION_ACTIONS.edit,
    body: z.object({ id, xml }),
    result: z.null(),
  },
  definitionValidate: {
    method: 'POST',
    path: '/process/definition/validate',
    summary: '校验流程图（不保存）',
    access: DEFINITION_ACTIONS.edit,
    body: z.object({ xml }),
    result: validateAnswer,
  },
  definitionDeploy: {
    method: 'POST',
    path: '/process/definition/deploy',
    summary: '部署流程定义的新版本',
    access: DEFINITION_ACTIONS.deploy,
    body: z.object({
      id,
      /** The designer deploys what it shows: saved as the draft first. */
      xml: xml.optional(),
      comment: z.string().trim().max(500, '部署说明不能超过500个字符').nullish(),
    }),
    result: z.object({ id: z.string(), version: z.number() }),
  },
  definitionBind: {
    method: 'POST',
    path: '/process/definition/bind',
    summary: '绑定单据类型',
    access: DEFINITION_ACTIONS.bind,
    body: z.object({
      id,
      documentType: z.string({ error: '请选择单据类型' }).refine(isDocumentType, '单据类型不正确'),
    }),
    result: z.null(),
  },
  definitionUnbind: {
    method: 'POST',
    path: '/process/definition/unbind',
    summary: '解除单据类型绑定',
    access: DEFINITION_ACTIONS.bind,
    body: idBody,
    result: z.null(),
  },
  definitionSuspend: {
    method: 'POST',
    path: '/process/definition/suspend',
    summary: '挂起流程定义',
    access: DEFINITION_ACTIONS.suspend,
    body: idBody,
    result: z.null(),
  },
  definitionResume: {
    method: 'POST',
    path: '/process/definition/resume',
    summary: '激活流程定义',
    access: DEFINITION_ACTIONS.suspend,
    body: idBody,
    result: z.null(),
  },
});
