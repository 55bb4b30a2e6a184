import { randomUUID } from 'node:crypto';
import { DomainError, process as proc } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requireListPermission, requirePermission, type AuthDeps, type Caller } from '../auth/permissions';

export const SAVED = '保存成功';
export const DEPLOYED = '部署成功';
export const BOUND = '绑定成功';
export const UNBOUND = '已解除绑定';
export const SUSPENDED = '已挂起';
export const RESUMED = '已激活';
export const VALID = '校验通过';

/** The buttons of 流程管理 > 流程设计 (api/src/seed-data.ts). */
export const DEFINITION_ACTIONS = {
  list: 'process:definition:list',
  add: 'process:definition:add',
  edit: 'process:definition:edit',
  deploy: 'process:definition:deploy',
  bind: 'process:definition:bind',
  suspend: 'process:definition:suspend',
} as const;

export const STATUS_TEXT: Record<string, string> = { active: '已激活', suspended: '已挂起' };

export const definitionList: ListSpec = {
  fields: {
    id: { column: 'id', type: 'string' },
    key: { column: 'key', type: 'string' },
    name: { column: 'name', type: 'string' },
    category: { column: 'category', type: 'string' },
    status: { column: 'status', type: 'string' },
    documentType: { column: 'document_type', type: 'string' },
    version: { column: 'version', type: 'number' },
    updateTime: { column: 'updated_at', type: 'date' },
    deployTime: { column: 'deployed_at', type: 'date' },
  },
  defaultSort: { field: 'updateTime', order: 'desc' },
};

const id = z.string({ error: '请选择一条记录' }).trim().min(1, '请选择一条记录').max(64);
const xml = z.string({ error: '请先设计流程图' }).max(proc.MAX_XML_LENGTH, '流程图过大');
const describe = {
  name: z
    .string({ error: '请输入流程名称' })
    .trim()
    .min(1, '请输入流程名称')
    .max(100, '流程名称不能超过100个字符'),
  category: z.string().trim().max(50, '流程分类不能超过50个字符').nullish(),
  description: z.string().trim().max(500, '描述不能超过500个字符').nullish(),
};
const addBody = z.object({
  key: z
    .string({ error: '请输入流程标识' })
    .trim()
    .min(1, '请输入流程标识')
    .regex(proc.PROCESS_KEY, proc.KEY_FORMAT),
  ...describe,
  xml: xml.optional(),
});
const editBody = z.object({ id, ...describe });
const draftBody = z.object({ id, xml });
const deployBody = z.object({
  id,
  /** The designer deploys what it shows: saved as the draft first. */
  xml: xml.optional(),
  comment: z.string().trim().max(500, '部署说明不能超过500个字符').nullish(),
});
const bindBody = z.object({
  id,
  documentType: z.string({ error: '请选择单据类型' }).refine((v) => proc.isDocumentType(v), '单据类型不正确'),
});
const idBody = z.object({ id });
const versionQuery = z.object({
  id,
  version: z.coerce.number({ error: '版本不正确' }).int('版本不正确').positive('版本不正确'),
});

export type DefinitionDeps = AuthDeps & {
  /** BPMN XML -> executable graph or problems (@srm/bpmn). */
  compile: (xml: string) => Promise<proc.CompiledDiagram>;
};

const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });

const view = (r: proc.ProcessDefinitionRow) => ({
  id: r.id,
  key: r.key,
  name: r.name,
  category: r.category,
  description: r.description,
  status: r.status,
  status_dictText: STATUS_TEXT[r.status] ?? r.status,
  documentType: r.document_type,
  documentType_dictText:
    r.document_type && proc.isDocumentType(r.document_type) ? proc.DOCUMENT_TYPES[r.document_type] : null,
  version: r.version,
  createBy: r.created_by,
  createTime: r.created_at,
  updateBy: r.updated_by,
  updateTime: r.updated_at,
  deployTime: r.deployed_at,
});

/**
 * 流程定义: process admins create a definition, save the designer's diagram as its draft, validate
 * and deploy versions, bind it to a business document type and suspend it. Staff of one tenant only.
 */
export const definitionRoutes =
  (deps: DefinitionDeps): FastifyPluginAsync =>
  async (app) => {
    const { services, compile } = deps;
    const db = () => services.db();
    const store = () => services.store();
    const act = (c: Caller) => ({ tenantId: c.tenantId, by: c.user.username, now: services.now() });
    const owned = async (c: Caller, definitionId: string) => {
      const row = await proc.findProcessDefinition(db(), c.tenantId, definitionId);
      if (!row) throw new DomainError('NotFound', proc.DEFINITION_NOT_FOUND);
      return row;
    };

    app.get('/process/documentTypes', async (req) => {
      await requirePermission(deps, req, DEFINITION_ACTIONS.list);
      return ok(proc.DOCUMENT_TYPE_CODES.map((value) => ({ value, text: proc.DOCUMENT_TYPES[value] })));
    });

    app.get('/process/definition/list', async (req) => {
      const { caller } = await requireListPermission(deps, req, DEFINITION_ACTIONS.list, undefined);
      const query = parseListQuery(req.query as Record<string, unknown>, definitionList);
      const base = db().selectFrom('process_definition').selectAll().where('tenant_id', '=', caller.tenantId);
      const page = await runListQuery(base, definitionList, query);
      return ok({ ...page, records: page.records.map(view) });
    });

    app.get('/process/definition/queryById', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.list);
      const row = await owned(caller, idBody.parse(req.query).id);
      const versions = await proc.listDefinitionVersions(db(), caller.tenantId, row.id);
      return ok({
        ...view(row),
        draftXml: row.draft_xml,
        versions: versions.map((v) => ({
          version: v.version,
          comment: v.comment,
          deployBy: v.deployed_by,
          deployTime: v.deployed_at,
        })),
      });
    });

    app.get('/process/definition/version', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.list);
      const q = versionQuery.parse(req.query);
      const v = await proc.findDefinitionVersion(db(), caller.tenantId, q.id, q.version);
      if (!v) throw new DomainError('NotFound', proc.DEFINITION_NOT_FOUND);
      return ok({ id: q.id, version: v.version, key: v.key, name: v.name, xml: v.xml, comment: v.comment });
    });

    app.post('/process/definition/add', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.add);
      const body = addBody.parse(req.body ?? {});
      const definitionId = randomUUID();
      await proc.createProcessDefinition(
        store(),
        {
          id: definitionId,
          key: body.key,
          name: body.name,
          category: body.category ?? null,
          description: body.description ?? null,
          ...act(caller),
        },
        meta(caller),
      );
      if (body.xml)
        await proc.saveProcessDraft(
          store(),
          { id: definitionId, xml: body.xml, ...act(caller) },
          meta(caller),
        );
      return ok({ id: definitionId }, '添加成功！');
    });

    const edit = async (req: FastifyRequest) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.edit);
      const body = editBody.parse(req.body ?? {});
      await proc.renameProcessDefinition(
        store(),
        {
          id: body.id,
          name: body.name,
          category: body.category ?? null,
          description: body.description ?? null,
          ...act(caller),
        },
        meta(caller),
      );
      return ok(null, '编辑成功!');
    };
    app.put('/process/definition/edit', edit);
    app.post('/process/definition/edit', edit);

    app.post('/process/definition/saveDraft', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.edit);
      const body = draftBody.parse(req.body ?? {});
      await proc.saveProcessDraft(store(), { id: body.id, xml: body.xml, ...act(caller) }, meta(caller));
      return ok(null, SAVED);
    });

    /** The designer's check: problems of a diagram, nothing written. */
    app.post('/process/definition/validate', async (req) => {
      await requirePermission(deps, req, DEFINITION_ACTIONS.edit);
      const body = z.object({ xml }).parse(req.body ?? {});
      const { problems, processId } = await compile(body.xml);
      const valid = problems.every((p) => p.severity !== 'error');
      return ok(
        { valid, processId, problems },
        valid
          ? VALID
          : proc.invalidDiagram(problems[0]!.message, problems.filter((p) => p.severity === 'error').length),
      );
    });

    app.post('/process/definition/deploy', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.deploy);
      const body = deployBody.parse(req.body ?? {});
      await owned(caller, body.id);
      if (body.xml !== undefined)
        await proc.saveProcessDraft(store(), { id: body.id, xml: body.xml, ...act(caller) }, meta(caller));
      const { state } = await proc.deployProcessDefinition(
        store(),
        { id: body.id, comment: body.comment ?? null, compile, ...act(caller) },
        meta(caller),
      );
      const version = state.status === 'none' ? 0 : state.version;
      return ok({ id: body.id, version }, `${DEPLOYED}，版本 V${version}`);
    });

    app.post('/process/definition/bind', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.bind);
      const body = bindBody.parse(req.body ?? {});
      await proc.bindProcessDefinition(
        store(),
        { id: body.id, documentType: body.documentType as proc.DocumentType, ...act(caller) },
        meta(caller),
      );
      return ok(null, BOUND);
    });

    app.post('/process/definition/unbind', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.bind);
      const body = idBody.parse(req.body ?? {});
      await proc.unbindProcessDefinition(store(), { id: body.id, ...act(caller) }, meta(caller));
      return ok(null, UNBOUND);
    });

    app.post('/process/definition/suspend', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.suspend);
      const body = idBody.parse(req.body ?? {});
      await proc.suspendProcessDefinition(store(), { id: body.id, ...act(caller) }, meta(caller));
      return ok(null, SUSPENDED);
    });

    app.post('/process/definition/resume', async (req) => {
      const caller = await requirePermission(deps, req, DEFINITION_ACTIONS.suspend);
      const body = idBody.parse(req.body ?? {});
      await proc.resumeProcessDefinition(store(), { id: body.id, ...act(caller) }, meta(caller));
      return ok(null, RESUMED);
    });
  };
